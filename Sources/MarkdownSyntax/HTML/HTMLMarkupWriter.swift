/// cmark-gfm's HTML markup, element by element: the one place the package spells it.
///
/// Every HTML output writes its elements through this emitter: the streaming records writer and
/// the tree writer of ``HTMLRenderer``, and the `AttributedString` writers of AttributedRendering
/// (plain, themed and web preview). Those decide *which* element comes next (from block records,
/// a syntax tree or attributed runs); this type decides its bytes: the tags, cmark's line breaks
/// (``cr()``), task-list checkboxes, `<ol start>`, `language-` classes, table alignment, the
/// footnote section with its references and back-references, and what ``HTMLSafetyOptions``
/// makes of raw HTML and URLs.
///
/// A decorated output (themes, web preview) passes `attributes` to the elements that take them:
/// an empty string or ` name="value"` pairs, escaped, written right after the tag name.
///
/// Hooks for elements that more than one syntax writes the same way: a block quote is
/// ``blockQuoteOpening(attributes:alert:alertDecoration:)`` and ``blockQuoteClosing(alert:)``, a code block is
/// ``codeBlock(language:attributes:context:content:)``; a variant of either (callouts, highlighted code)
/// belongs there, so that every path gets it.
package struct HTMLMarkupWriter<Sink: HTMLByteSink> {
    /// Where the markup goes.
    package var sink: Sink
    /// What raw HTML and dangerous URLs become.
    package let safety: HTMLSafetyOptions
    /// The last code block's language name as written (packed) and what it named: the next block
    /// most often names the same one, found again without folding its case and looking it up.
    var lastCodeLanguage = CodeLanguageMemo()

    package init(sink: Sink, safety: HTMLSafetyOptions) {
        self.sink = sink
        self.safety = safety
    }

    // MARK: Text

    @inline(__always)
    mutating func put(_ literal: StaticString) { sink.appendLiteral(literal) }

    /// A decoration's attributes (empty, or starting with a space; already escaped).
    @inline(__always)
    mutating func putAttributes(_ attributes: String) {
        if !attributes.isEmpty { withUTF8Bytes(of: attributes) { sink.appendBytes($0) } }
    }

    /// `value` in decimal, as `String(value)` spells it: its digits written backwards into a
    /// small buffer on the stack (`String(value)` went through the generic integer printing, ~300
    /// instructions a number, three numbers a footnote).
    private mutating func putNumber(_ value: Int) {
        // 20 digits and a sign hold any Int; the magnitude is a UInt, so Int.min has one too.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var magnitude = value.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                buffer[start] = 0x2D
            }
            sink.appendBytes(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    @inline(__always)
    package mutating func cr() {
        if let last = sink.lastByte, last != 0x0A { put("\n") }
    }

    /// Text, HTML-escaped.
    @inline(__always)
    package mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) { sink.appendHTMLEscaped(bytes) }

    /// Text, HTML-escaped.
    package mutating func text(_ text: some StringProtocol) { HTMLEscaping.appendEscaped(text, to: &sink) }

    /// A soft line break: a newline (a space in an image description, ``plainBreak()``).
    package mutating func softBreak() { put("\n") }

    /// A hard line break.
    package mutating func lineBreak() { put("<br />\n") }

    /// A line break in an image description's `alt` text.
    package mutating func plainBreak() { put(" ") }

    /// Raw HTML from the document (an HTML block's or inline HTML), as ``safety`` allows:
    /// `<!-- raw HTML omitted -->` unless unsafe, else itself, tag-filtered with ``HTMLSafetyOptions/tagFilter``.
    package mutating func rawHTML(_ html: UnsafeBufferPointer<UInt8>) {
        if !safety.unsafe {
            sink.appendLiteral(RawHTMLPolicy.omitted)
        } else if safety.tagFilter {
            HTMLTagFilter.appendFiltered(String(decoding: html, as: UTF8.self), to: &sink)
        } else {
            sink.appendBytes(html)
        }
    }

    /// Raw HTML from the document, as ``rawHTML(_:)-(UnsafeBufferPointer<UInt8>)`` writes it.
    package mutating func rawHTML(_ html: some StringProtocol) {
        RawHTMLPolicy.append(html, unsafe: safety.unsafe, tagFilter: safety.tagFilter, to: &sink)
    }

    /// A link or image destination for a quoted attribute, percent-encoded; left empty when it is
    /// dangerous (``URLSafety``) unless unsafe, as cmark does.
    private mutating func url(_ destination: String) {
        if safety.unsafe || !URLSafety.isDangerous(destination) { HTMLEscaping.appendEscapedHref(destination, to: &sink) }
    }

    /// ` title="…"` when `title` is not empty.
    private mutating func title(_ title: String?) {
        guard let title, !title.isEmpty else { return }
        put(" title=\"")
        text(title)
        put("\"")
    }

    // MARK: Blocks

    package mutating func paragraphOpening(attributes: String = "") {
        cr()
        put("<p")
        putAttributes(attributes)
        put(">")
    }

    package mutating func paragraphClosing() { put("</p>\n") }

    /// `<hN>` with an ` id="…"` when `id` is given (levels outside 1...6 only come from hand-made
    /// trees and are written as they are).
    package mutating func headingOpening(level: Int, id: String? = nil, attributes: String = "") {
        cr()
        put("<h")
        headingLevel(level)
        if let id {
            put(" id=\"")
            text(id)
            put("\"")
        }
        putAttributes(attributes)
        put(">")
    }

    package mutating func headingClosing(level: Int) {
        put("</h")
        headingLevel(level)
        put(">\n")
    }

    private mutating func headingLevel(_ level: Int) {
        if (0...9).contains(level) {
            sink.appendByte(UInt8(ascii: "0") + UInt8(level))
        } else {
            putNumber(level)
        }
    }

    package mutating func thematicBreak(attributes: String = "") {
        cr()
        put("<hr")
        putAttributes(attributes)
        put(" />\n")
    }

    /// A block quote's opening tag, or a GitHub alert's `<div>` and title when `alert` is given
    /// (``alertOpening(_:decoration:)``, dressed by `alertDecoration`); its blocks follow, then
    /// ``blockQuoteClosing(alert:)``.
    package mutating func blockQuoteOpening(attributes: String = "", alert: AlertKind? = nil,
                                            alertDecoration: AlertDecoration = .none) {
        if let alert { return alertOpening(alert, decoration: alertDecoration) }
        cr()
        put("<blockquote")
        putAttributes(attributes)
        put(">\n")
    }

    package mutating func blockQuoteClosing(alert: AlertKind? = nil) {
        if alert != nil { return alertClosing() }
        cr()
        put("</blockquote>\n")
    }

    /// `<ul>`, `<ol>`, or `<ol start="N">` when an ordered list does not start at 1.
    package mutating func listOpening(ordered: Bool, start: Int, attributes: String = "") {
        cr()
        put(ordered ? "<ol" : "<ul")
        putAttributes(attributes)
        if ordered, start != 1 {
            put(" start=\"")
            putNumber(start)
            put("\"")
        }
        put(">\n")
    }

    package mutating func listClosing(ordered: Bool) { put(ordered ? "</ol>\n" : "</ul>\n") }

    /// `<li>`, then a task item's disabled checkbox.
    package mutating func listItemOpening(task: TaskState?, attributes: String = "") {
        cr()
        put("<li")
        putAttributes(attributes)
        put(">")
        switch task {
        case .checked: put("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
        case .unchecked: put("<input type=\"checkbox\" disabled=\"\" /> ")
        case nil: break
        }
    }

    package mutating func listItemClosing() { put("</li>\n") }

    /// A whole code block: `<pre><code>`, with a `language-` class when `language` (the info
    /// string's first word) is not empty, then what `content` writes (the code, escaped), then
    /// `</code></pre>`. `context` is handed to `content` (a decoration, say), so that it can
    /// write with state of its own while this writer is being written to.
    package mutating func codeBlock<Context>(language: UnsafeBufferPointer<UInt8>, attributes: String = "",
                                             context: inout Context, content: (inout Self, inout Context) -> Void) {
        cr()
        put("<pre")
        putAttributes(attributes)
        if language.isEmpty {
            put("><code>")
        } else {
            put("><code class=\"language-")
            HTMLEscaping.appendEscaped(language, to: &sink)
            put("\">")
        }
        content(&self, &context)
        put("</code></pre>\n")
    }

    /// A whole code block whose `content` needs no context of its own.
    package mutating func codeBlock(language: UnsafeBufferPointer<UInt8>, attributes: String = "",
                                    content: (inout Self) -> Void) {
        var none: Void = ()
        codeBlock(language: language, attributes: attributes, context: &none) { markup, _ in content(&markup) }
    }

    /// An HTML block, on lines of its own.
    package mutating func htmlBlock(_ html: UnsafeBufferPointer<UInt8>) {
        cr()
        rawHTML(html)
        cr()
    }

    /// An HTML block, on lines of its own.
    package mutating func htmlBlock(_ html: some StringProtocol) {
        cr()
        rawHTML(html)
        cr()
    }

    // MARK: Tables

    package mutating func tableOpening(attributes: String = "") {
        cr()
        put("<table")
        putAttributes(attributes)
        put(">\n")
    }

    /// `<tbody>` unless it is open (``tableRowOpening(isHeader:bodyOpen:headerAttributes:)``
    /// writes it before the first body row; a writer that cuts a table at its body rows writes
    /// it first).
    package mutating func tableBodyOpening(bodyOpen: inout Bool) {
        cr()
        guard !bodyOpen else { return }
        bodyOpen = true
        put("<tbody>\n")
    }

    /// Closes the body when one was opened, then the table.
    package mutating func tableClosing(bodyOpen: Bool) {
        if bodyOpen { put("</tbody>\n") }
        cr()
        put("</table>\n")
    }

    /// A row's `<tr>`, after `<thead>` for the header row or `<tbody>` before the first body row.
    package mutating func tableRowOpening(isHeader: Bool, bodyOpen: inout Bool, headerAttributes: String = "") {
        cr()
        if isHeader {
            put("<thead")
            putAttributes(headerAttributes)
            put(">\n")
        } else {
            tableBodyOpening(bodyOpen: &bodyOpen)
        }
        put("<tr>\n")
    }

    package mutating func tableRowClosing(isHeader: Bool) {
        cr()
        put("</tr>\n")
        if isHeader { put("</thead>\n") }
    }

    /// `<th>` or `<td>`, with the column's alignment (nil: a cell beyond the columns).
    package mutating func tableCellOpening(isHeader: Bool, alignment: TableColumnAlignment?,
                                          spelling: TableAlignmentSpelling = .attribute) {
        cr()
        put(isHeader ? "<th" : "<td")
        switch (alignment, spelling) {
        case (.left?, .attribute): put(" align=\"left\"")
        case (.center?, .attribute): put(" align=\"center\"")
        case (.right?, .attribute): put(" align=\"right\"")
        case (.left?, .style): put(" style=\"text-align: left\"")
        case (.center?, .style): put(" style=\"text-align: center\"")
        case (.right?, .style): put(" style=\"text-align: right\"")
        case (.none?, _), (nil, _): break
        }
        put(">")
    }

    package mutating func tableCellClosing(isHeader: Bool) { put(isHeader ? "</th>\n" : "</td>\n") }

    // MARK: Footnotes

    /// `<section class="footnotes" data-footnotes><ol>`, before the first definition.
    package mutating func footnoteSectionOpening() {
        cr()
        put("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
    }

    package mutating func footnoteSectionClosing() { put("</ol>\n</section>\n") }

    /// A footnote definition's `<li id="fn-label">`; its blocks follow.
    package mutating func footnoteDefinitionOpening(label: String) {
        put("<li id=\"fn-")
        HTMLEscaping.appendEscapedHref(label, to: &sink)
        put("\">\n")
    }

    /// A footnote definition's end: its back-references on a line of their own when they were
    /// not written at the end of its last paragraph (`backReferences`), then `</li>`.
    package mutating func footnoteDefinitionClosing(backReferences: (label: String, number: Int, referenceCount: Int)?) {
        if let backReferences {
            self.backReferences(label: backReferences.label, number: backReferences.number,
                                referenceCount: backReferences.referenceCount)
            put("\n")
        }
        put("</li>\n")
    }

    /// cmark-gfm's back-references of footnote `number`: one `↩` link per reference (at least
    /// one), the later ones numbered.
    package mutating func backReferences(label: String, number: Int, referenceCount: Int) {
        for occurrence in 1...Swift.max(referenceCount, 1) {
            if occurrence > 1 { put(" ") }
            put("<a href=\"#fnref-")
            HTMLEscaping.appendEscapedHref(label, to: &sink)
            occurrenceSuffix(occurrence)
            put("\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"")
            putNumber(number)
            occurrenceSuffix(occurrence)
            put("\" aria-label=\"Back to reference ")
            putNumber(number)
            occurrenceSuffix(occurrence)
            put("\">↩")
            if occurrence > 1 {
                put("<sup class=\"footnote-ref\">")
                putNumber(occurrence)
                put("</sup>")
            }
            put("</a>")
        }
    }

    /// `-N` for the second and later reference to one footnote.
    private mutating func occurrenceSuffix(_ occurrence: Int) {
        guard occurrence > 1 else { return }
        put("-")
        putNumber(occurrence)
    }

    /// `<sup class="footnote-ref"><a href="#fn-label" id="fnref-label">1</a></sup>`, the second
    /// and later references to one note getting `-2`, `-3`… on their `id`.
    package mutating func footnoteReference(label: String, number: Int, occurrence: Int) {
        put("<sup class=\"footnote-ref\"><a href=\"#fn-")
        HTMLEscaping.appendEscapedHref(label, to: &sink)
        put("\" id=\"fnref-")
        HTMLEscaping.appendEscapedHref(label, to: &sink)
        occurrenceSuffix(occurrence)
        put("\" data-footnote-ref>")
        putNumber(number)
        put("</a></sup>")
    }

    /// A footnote reference in an image description's `alt` text: its number.
    package mutating func plainFootnoteReference(number: Int) { putNumber(number) }

    // MARK: Inlines

    package mutating func emphasisOpening(attributes: String = "") {
        put("<em")
        putAttributes(attributes)
        put(">")
    }

    package mutating func emphasisClosing() { put("</em>") }

    package mutating func strongOpening(attributes: String = "") {
        put("<strong")
        putAttributes(attributes)
        put(">")
    }

    package mutating func strongClosing() { put("</strong>") }

    package mutating func strikethroughOpening(attributes: String = "") {
        put("<del")
        putAttributes(attributes)
        put(">")
    }

    package mutating func strikethroughClosing() { put("</del>") }

    /// `<a href="…" title="…">`; the link text follows, then ``linkClosing()``.
    package mutating func linkOpening(destination: String, title: String?, attributes: String = "") {
        put("<a")
        putAttributes(attributes)
        put(" href=\"")
        url(destination)
        put("\"")
        self.title(title)
        put(">")
    }

    package mutating func linkClosing() { put("</a>") }

    /// `<img src="…" alt="`; the description's plain text follows, then ``imageClosing(title:)``.
    package mutating func imageOpening(source: String) {
        put("<img src=\"")
        url(source)
        put("\" alt=\"")
    }

    /// The end of an image's `alt`, its title, `/>`.
    package mutating func imageClosing(title: String?) {
        put("\"")
        self.title(title)
        put(" />")
    }

    /// `<code>`; the code follows, escaped, then ``codeClosing()``.
    package mutating func codeOpening(attributes: String = "") {
        put("<code")
        putAttributes(attributes)
        put(">")
    }

    package mutating func codeClosing() { put("</code>") }

    /// An inline code span.
    @inline(__always)
    package mutating func code(_ text: UnsafeBufferPointer<UInt8>) {
        put("<code>")
        HTMLEscaping.appendEscaped(text, to: &sink)
        put("</code>")
    }
}

/// How ``HTMLMarkupWriter`` writes a table cell's column alignment.
package enum TableAlignmentSpelling: Sendable {
    /// cmark-gfm's `align="center"`.
    case attribute
    /// `style="text-align: center"`, for a page styled with CSS.
    case style
}

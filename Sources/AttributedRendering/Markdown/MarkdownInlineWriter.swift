import AttributedMarkdown
import Foundation
import MarkdownSyntax

/// Writes a leaf block's runs as Markdown: `*`/`**`/`~~` around emphasis, strong and
/// strikethrough, `[…](…)` links, `![…](…)` images, code spans, `\` hard breaks, escaped text.
struct MarkdownInlineWriter {
    private(set) var output = ""
    private let context: MarkdownEscaping.Context
    private var atLineStart = true
    /// The closing text of each open span, innermost last.
    private var closers: [String] = []
    /// True right after a closing delimiter, where an opening `*` would merge with it.
    private var justClosed = false
    /// True right after an opening delimiter, before any text.
    private var justOpened = false

    init(context: MarkdownEscaping.Context) {
        self.context = context
    }

    /// The Markdown for `segments`, as one string whose lines are separated by `\n`.
    static func markdown(for segments: [InlineSegment], context: MarkdownEscaping.Context) -> String {
        var writer = MarkdownInlineWriter(context: context)
        writer.write(segments)
        writer.protectTrailingSpace()
        return writer.output
    }

    mutating func write(_ segments: [InlineSegment]) {
        let events = InlineEventPlanner.events(for: segments)
        var index = events.startIndex
        while index < events.endIndex {
            if let autolink = Self.autolink(in: events, at: index) {
                atLineStart = false
                justClosed = false
                output += "<" + autolink + ">"
                index += 3
                continue
            }
            let event = events[index]
            index += 1
            switch event {
            case .open(let span):
                open(span)
                justClosed = false
                justOpened = true
            case .close:
                output += closers.popLast() ?? ""
                justClosed = true
                justOpened = false
            case .segment(let segment):
                write(segment)
                justClosed = false
                justOpened = false
            case .image(let source, let title, let alt):
                writeImage(source: source, title: title, alt: alt)
                justClosed = false
                justOpened = false
            }
        }
    }

    /// The text of a link that can be written `<text>`: an untitled link whose only run is
    /// plain text equal to its destination (an absolute URI) or to its `mailto:` address, as
    /// CommonMark autolinks parse.
    private static func autolink(in events: [InlineEvent], at index: Int) -> String? {
        guard index + 2 < events.count,
              case .open(.link(let destination, let title)) = events[index], title?.isEmpty ?? true,
              case .segment(let segment) = events[index + 1], segment.inlineIntent.isEmpty, segment.footnoteReference == nil,
              case .close(.link) = events[index + 2]
        else { return nil }
        let text = segment.text
        guard !text.isEmpty,
              !text.unicodeScalars.contains(where: { $0 == " " || $0 == "<" || $0 == ">" || $0 == "\\" || $0.value < 0x21 || $0.value == 0x7F })
        else { return nil }
        if text == destination, isAbsoluteURI(text) { return text }
        if destination == "mailto:" + text, text.contains("@"), !text.contains(":") { return text }
        return nil
    }

    /// A CommonMark absolute URI: a scheme of 2–32 letters, digits, `+`, `.`, `-` (starting
    /// with a letter), then `:`.
    private static func isAbsoluteURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon].unicodeScalars
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard (2...32).contains(scheme.count), let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "." || $0 == "-" }
    }

    private mutating func open(_ span: InlineSpan) {
        atLineStart = false
        switch span {
        case .link(let destination, let title):
            openBracket()
            closers.append(Self.linkTail(destination: destination, title: title))
        case .emphasis:
            let delimiter = delimiter(asterisks: "*", underscores: "_")
            output += delimiter
            closers.append(delimiter)
        case .strong:
            let delimiter = delimiter(asterisks: "**", underscores: "__")
            output += delimiter
            closers.append(delimiter)
        case .strikethrough:
            output += "~~"
            closers.append("~~")
        }
    }

    /// The delimiter of an emphasis (`*`/`_`) or strong emphasis (`**`/`__`) being opened.
    /// Right after a closing `*`, an opening `*` would merge with it into one delimiter run, so
    /// `_` is used; inside a span of the same kind (recorded nesting, as in `*a *b**`), the
    /// other character than the enclosing one, so that the two delimiter runs cannot pair up
    /// differently when parsed again. A strong emphasis opening right inside a strong one
    /// repeats its delimiter instead: `****x****` is two strong emphases (runs pair from the
    /// inside), and `_` could not open inside a word (`foo******bar******`).
    private func delimiter(asterisks: String, underscores: String) -> String {
        if justClosed && output.hasSuffix("*") { return underscores }
        if let enclosing = closers.last(where: { $0 == asterisks || $0 == underscores }) {
            if justOpened, asterisks.count == 2, closers.last == enclosing, output.hasSuffix(enclosing) { return enclosing }
            return enclosing == asterisks ? underscores : asterisks
        }
        return asterisks
    }

    /// Writes `[`, escaping a `!` before it that would turn a link into an image.
    private mutating func openBracket() {
        if output.hasSuffix("!"), !output.hasSuffix("\\!") {
            output.removeLast()
            output += "\\!"
        }
        output += "["
    }

    private static func linkTail(destination: String, title: String?) -> String {
        var tail = "](" + MarkdownEscaping.destination(destination)
        if let title, !title.isEmpty { tail += " " + MarkdownEscaping.title(title) }
        return tail + ")"
    }

    private mutating func write(_ segment: InlineSegment) {
        let intent = segment.inlineIntent
        if segment.isEmptyContentPlaceholder { return }
        if let reference = segment.footnoteReference {
            atLineStart = false
            openBracket()
            output += "^" + reference.label + "]"
        } else if intent.contains(.code) {
            atLineStart = false
            output += MarkdownEscaping.codeSpan(segment.text, context: context)
        } else if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars {
                protectTrailingSpace()
                output += "\\\n"
            }
            atLineStart = true
        } else if intent.contains(.softBreak) {
            for _ in segment.text.unicodeScalars {
                protectTrailingSpace()
                output += "\n"
            }
            atLineStart = true
        } else if intent.contains(.inlineHTML) || intent.contains(.blockHTML) {
            // Raw HTML that starts a line after a break, and would start an HTML block there that
            // interrupts a paragraph (`<script>`, `<div>`, a comment…), was inline in the source, on
            // a line indented by four or more spaces: the line is indented so, which keeps it a
            // continuation of the paragraph (found by the fuzzer: a `<script>` after a hard break
            // swallowed the rest of the document, an alert with it). Other HTML (`<kbd>`) cannot
            // interrupt a paragraph and is written as it is.
            if atLineStart, intent.contains(.inlineHTML), output.hasSuffix("\n"), HTMLBlockRules.interruptsParagraph(segment.text) {
                output += "    "
            }
            atLineStart = false
            output += segment.text
        } else {
            MarkdownEscaping.appendEscaped(segment.text, context: context, atLineStart: &atLineStart, to: &output)
        }
    }

    /// `![alt](source "title")`; the alt text keeps the markup its runs do not all share.
    private mutating func writeImage(source: String, title: String?, alt: [InlineSegment]) {
        atLineStart = false
        if output.hasSuffix("!") { output.removeLast(); output += "\\!" }
        let shared = alt.dropFirst().reduce(alt.first?.inlineIntent ?? []) { $0.intersection($1.inlineIntent) }
        // A link every alt run has wraps the image; one only some have is inside the alt text.
        let sharedLink = alt.allSatisfy { $0.linkDestination != nil && $0.linkDestination == alt.first?.linkDestination }
        let inner = alt.map { segment -> InlineSegment in
            var segment = segment
            segment.inlineIntent.subtract(shared.intersection([.emphasized, .stronglyEmphasized, .strikethrough]))
            if sharedLink {
                segment.link = nil
                segment.linkDestination = nil
                segment.linkTitle = nil
            }
            segment.imageURL = nil
            segment.imageSource = nil
            // The chain records the spans around the image, which the image's own tail closes.
            segment.inlineNesting = nil
            return segment
        }
        var altWriter = MarkdownInlineWriter(context: context)
        altWriter.atLineStart = false
        altWriter.write(inner.filter { $0.text != InlineSegment.emptyContentPlaceholder })
        output += "![" + altWriter.output + Self.linkTail(destination: source, title: title)
    }

    /// A space or tab ending a line would be stripped by the parser: write it as an entity.
    mutating func protectTrailingSpace() {
        if output.hasSuffix(" ") {
            output.removeLast()
            output += "&#32;"
        } else if output.hasSuffix("\t") {
            output.removeLast()
            output += "&#9;"
        }
    }
}

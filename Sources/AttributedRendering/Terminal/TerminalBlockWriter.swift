import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

/// Lays out blocks for ``TerminalRenderer``: a stack of line prefixes (quote bars, list
/// markers, indentation) in front of wrapped content.
struct TerminalBlockWriter: BlockSequenceWriter {
    /// A line prefix: its first-line form (a list marker) and the form of later lines.
    private struct Prefix {
        var first: TerminalLine
        var continuation: TerminalLine
        var firstPending: Bool
        var width: Int { Swift.max(first.width, continuation.width) }
    }

    let options: TerminalRenderer.Options
    private let styler: TerminalInlineStyler
    private var encoder: TerminalLineEncoder
    private let palette = TerminalPalette()
    private let width: Int
    private var prefixes: [Prefix] = []
    private var bulletDepth = 0
    /// The text written so far, as UTF-8: appending a fragment's bytes to an array costs a copy,
    /// where appending it to a `String` cost ~350 instructions (a third of the terminal's time
    /// went to `String` appends); ``output`` decodes it once.
    private var bytes: [UInt8] = []
    /// The text written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }
    /// The text written so far, as UTF-8 (valid: every byte comes from a string or is ASCII).
    var outputUTF8: [UInt8] { bytes }
    /// The styles of the last code block, kept for the next one with the same base style, box and
    /// highlighting (``codeStyles(base:boxed:highlighted:)``).
    var codeStylesCache: (base: TerminalStyle, boxed: Bool, highlighted: Bool, styles: CodeStyles)?

    /// A writer; `theme`, when given, is applied to the runs on the fly (see
    /// ``TerminalRenderer/render(_:applyingTheme:)``).
    init(options: TerminalRenderer.Options, applying theme: Theme? = nil) {
        self.options = options
        self.width = Swift.min(Swift.max(1, options.width), TerminalRenderer.Options.maximumWidth)
        styler = TerminalInlineStyler(options: options, palette: palette, applying: theme)
        encoder = TerminalLineEncoder(mode: options.colorMode, hyperlinks: options.hyperlinks)
    }

    // MARK: Lines

    /// The columns left for content after the prefixes.
    var availableWidth: Int {
        Swift.max(1, width - prefixes.reduce(0) { $0 + $1.width })
    }

    private var mutedStyle: TerminalStyle {
        var style = TerminalStyle.plain
        style.foreground = palette.muted
        return style
    }

    mutating func emit(_ content: TerminalLine) {
        var line = prefixLine(reservingCapacity: content.fragments.count)
        line.append(contentsOf: content)
        line = line.truncated(to: width)
        if options.colorMode == .none || content.isEmpty { line = line.trimmingTrailingSpaces() }
        encoder.encode(line, into: &bytes)
        bytes.append(0x0A)
    }

    /// Emits a line of content `contentWidth` columns wide that `writeContent` encodes straight
    /// into the output after the prefixes (``TerminalLineEncoder/enter(_:link:state:into:)`` before
    /// each stretch of text), when the prefixes and the content fit the width and nothing is to be
    /// trimmed (colors on, or the content does not end in a space): the bytes ``emit(_:)`` writes
    /// for the same content laid out as a ``TerminalLine``, with no line made for it. Returns false,
    /// writing nothing, otherwise (the content must then go through ``emit(_:)``, which cuts it and
    /// trims it).
    mutating func emitEncoded(contentWidth: Int, endsInSpace: Bool,
                              _ writeContent: (inout TerminalLineEncoder, inout TerminalLineEncoder.LineState, inout [UInt8]) -> Void)
    -> Bool {
        guard options.encodesLinesDirectly, contentWidth > 0, options.colorMode != .none || !endsInSpace,
              prefixes.reduce(0, { $0 + $1.width }) + contentWidth <= width else { return false }
        let prefix = prefixLine(reservingCapacity: 0)
        var state = TerminalLineEncoder.LineState()
        encoder.encode(fragmentsOf: prefix, state: &state, into: &bytes)
        writeContent(&encoder, &state, &bytes)
        encoder.finish(state, into: &bytes)
        bytes.append(0x0A)
        return true
    }

    /// The escape sequence that sets `style` (``TerminalLineEncoder/sequence(for:)``).
    mutating func escapeSequence(for style: TerminalStyle) -> [UInt8] {
        encoder.sequence(for: style)
    }

    /// The prefixes of the next line (a pending first-line form is used, and no longer pending),
    /// each padded to its width, with room for `capacity` fragments more.
    mutating func prefixLine(reservingCapacity capacity: Int) -> TerminalLine {
        var line = TerminalLine(reservingCapacity: prefixes.reduce(0) { $0 + $1.first.fragments.count + 1 } + capacity)
        for index in prefixes.indices {
            if prefixes[index].firstPending {
                line.append(contentsOf: prefixes[index].first)
                prefixes[index].firstPending = false
            } else {
                line.append(contentsOf: prefixes[index].continuation)
            }
            line.pad(to: prefixes[...index].reduce(0) { $0 + $1.width })
        }
        return line
    }

    /// A blank line between blocks; inside a block quote it keeps the quote's bar.
    private mutating func emitBlank() {
        var line = TerminalLine()
        for prefix in prefixes where !prefix.firstPending { line.append(contentsOf: prefix.continuation) }
        line = line.trimmingTrailingSpaces().truncated(to: width)
        encoder.encode(line, into: &bytes)
        bytes.append(0x0A)
    }

    private mutating func push(first: TerminalLine, continuation: TerminalLine) {
        prefixes.append(Prefix(first: first, continuation: continuation, firstPending: true))
    }

    mutating func push(indentation: TerminalLine) {
        prefixes.append(Prefix(first: indentation, continuation: indentation, firstPending: false))
    }

    mutating func pop() {
        prefixes.removeLast()
    }

    // MARK: Blocks

    mutating func writeDocument(_ document: AttributedBlock) {
        let body = document.bodyBlocks
        writeBlocks(body, tight: false)
        let footnotes = document.footnotes
        guard !footnotes.isEmpty else { return }
        if !body.isEmpty {
            emitBlank()
            emit(TerminalLine([TerminalFragment(String(repeating: "─", count: Swift.min(20, availableWidth)), style: mutedStyle)]))
        }
        for footnote in footnotes {
            let marker = "[\(footnote.definition.number)] "
            var markerStyle = TerminalStyle.plain
            markerStyle.foreground = palette.link
            push(first: TerminalLine([TerminalFragment(marker, style: markerStyle)]),
                 continuation: TerminalLine([TerminalFragment(String(repeating: " ", count: marker.count))]))
            writeBlocks(footnote.block.children, tight: false)
            pop()
        }
    }

    mutating func writeBlockSeparator() { emitBlank() }

    mutating func writeParagraphText(_ segments: [InlineSegment]) { writeWrapped(segments, context: .plain) }

    mutating func writeHTMLBlock(_ text: String) {
        var style = mutedStyle
        style.dim = true
        writeVerbatim(text, style: style)
    }

    mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, tight: Bool) {
        switch kind {
        case .paragraph:
            writeWrapped(block.segments, context: .plain)
        case .header(let level):
            writeHeading(block, level: Swift.min(Swift.max(level, 1), 6))
        case .codeBlock(let languageHint):
            writeCodeBlock(block, languageHint: languageHint)
        case .thematicBreak:
            var style = mutedStyle
            if let first = block.segments.first { style = styler.style(of: first, context: style) }
            emit(TerminalLine([TerminalFragment(String(repeating: "─", count: availableWidth), style: style)]))
        case .blockQuote:
            var bar = mutedStyle
            bar.bold = false
            if let alert = block.alert { bar.foreground = palette.alert(alert) }
            push(indentation: TerminalLine([TerminalFragment("│ ", style: bar)]))
            if let alert = block.alert {
                // The title in the bar's colour, bold, where the marker was.
                var title = bar
                title.bold = true
                emit(TerminalLine([TerminalFragment(alert.title, style: title)]))
            }
            writeBlocks(block.children, tight: false)
            pop()
        case .table(let columns):
            writeTable(block, columns: columns)
        case .orderedList, .unorderedList:
            writeList(block, ordered: kind == .orderedList)
        default:
            writeStrayContent(of: block)
        }
    }

    private mutating func writeWrapped(_ segments: [InlineSegment], context: TerminalStyle) {
        let tokens = styler.tokens(for: segments, context: context)
        if options.encodesLinesDirectly, let wrapped = TerminalByteWrapper(tokens, width: availableWidth) {
            return emitWrapped(wrapped)
        }
        for line in TerminalLineWrapper(width: availableWidth).wrap(tokens) { emit(line) }
    }

    /// Printable-ASCII text wrapped on its bytes: each line encoded straight from them when it fits
    /// (``emitEncoded(contentWidth:endsInSpace:_:)``), else laid out as a ``TerminalLine``.
    private mutating func emitWrapped(_ wrapped: TerminalByteWrapper) {
        wrapped.bytes.withUnsafeBufferPointer { bytes in
            for line in wrapped.lines {
                let pieces = wrapped.pieces[line.pieces]
                let endsInSpace = pieces.last.map { bytes[$0.end - 1] == 0x20 } ?? false
                let written = emitEncoded(contentWidth: line.width, endsInSpace: endsInSpace) { encoder, state, output in
                    for piece in pieces {
                        encoder.enter(wrapped.styles[piece.token], link: wrapped.links[piece.token], state: &state, into: &output)
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end]))
                    }
                }
                guard !written else { continue }
                var laidOut = TerminalLine(reservingCapacity: pieces.count)
                for piece in pieces {
                    laidOut.append(TerminalFragment(String(decoding: UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end]), as: UTF8.self),
                                                    asciiWidth: piece.end - piece.start, style: wrapped.styles[piece.token],
                                                    link: wrapped.links[piece.token]))
                }
                emit(laidOut)
            }
        }
    }

    private mutating func writeHeading(_ block: AttributedBlock, level: Int) {
        var context = TerminalStyle.plain
        context.bold = true
        context.foreground = palette.heading(level: level)
        let markerText = String(repeating: "#", count: level) + " "
        var markerStyle = context
        markerStyle.bold = false
        markerStyle.dim = true
        if let first = block.segments.first {
            var themed = TerminalStyle.plain
            themed.foreground = context.foreground
            styler.applyAttributes(of: first, to: &themed)
            markerStyle.foreground = themed.foreground
        }
        push(first: TerminalLine([TerminalFragment(markerText, style: markerStyle)]),
             continuation: TerminalLine([TerminalFragment(String(repeating: " ", count: markerText.count))]))
        writeWrapped(block.segments, context: context)
        pop()
    }

    /// Code keeps its lines: never wrapped, cut with `…` when wider than the space left. With a
    /// background color (a theme's) it is drawn as a filled box, otherwise indented.
    private mutating func writeCodeBlock(_ block: AttributedBlock, languageHint: String?) {
        var style = TerminalStyle.plain
        style.foreground = palette.code
        if let first = block.segments.first { style = styler.style(of: first, context: style) }
        style.bold = false
        style.italic = false
        let boxed = style.background != nil && options.colorMode != .none
        if options.highlightsCode, options.colorMode != .none,
           let code = CodeBlockHighlighting.tokens(of: block, languageHint: languageHint) {
            return writeCode(code, styles: codeStyles(base: style, boxed: boxed, highlighted: true), boxed: boxed)
        }
        let text = block.text
        writeCode(CodeBlockHighlighting.Tokens(text: text, tokens: [CodeToken(range: 0..<text.utf8.count, kind: nil)]),
                  styles: codeStyles(base: style, boxed: boxed, highlighted: false), boxed: boxed)
    }

    /// Raw text shown as written (HTML blocks), line by line, cut to the width.
    private mutating func writeVerbatim(_ text: String, style: TerminalStyle) {
        var text = text
        if text.hasSuffix("\n") { text.removeLast() }
        for source in text.linesAtLineFeeds {
            let content = TerminalInlineStyler.sanitized(Self.expandingTabs(String(source)))
            emit(TerminalLine([TerminalFragment(content, style: style)]).truncated(to: availableWidth))
        }
    }

    /// Tabs to spaces, at stops every 4 columns.
    static func expandingTabs(_ line: String) -> String {
        // A tab is always a grapheme cluster of its own: looking for its byte is enough.
        guard line.utf8Offset(of: UInt8(ascii: "\t")) != nil else { return line }
        var column = 0
        return expandingTabs(line, from: &column)
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        let bullets = ["•", "◦", "▪"]
        // Bullets change with the depth of bullet lists only: numbers mark the ordered ones.
        let bullet = bullets[bulletDepth % bullets.count]
        if !ordered { bulletDepth += 1 }
        defer { if !ordered { bulletDepth -= 1 } }
        for (index, item) in list.children.enumerated() {
            if index > 0, !list.isTight { emitBlank() }
            var marker: String
            if ordered {
                marker = item.orderedListMarker(position: index) + " "
            } else {
                marker = item.taskState == nil ? bullet + " " : ""
            }
            switch item.taskState {
            case .checked?: marker += "☑ "
            case .unchecked?: marker += "☐ "
            case nil: break
            }
            var markerStyle = TerminalStyle.plain
            markerStyle.foreground = item.taskState == .checked ? palette.heading(level: 4) : palette.muted
            let markerWidth = DisplayWidth.of(marker)
            push(first: TerminalLine([TerminalFragment(marker, style: markerStyle)]),
                 continuation: TerminalLine([TerminalFragment(String(repeating: " ", count: markerWidth))]))
            if item.children.isEmpty && item.segments.isEmpty {
                emit(TerminalLine())
            } else if case .listItem? = item.intentKind {
                writeBlocks(item.children, tight: list.isTight)
            } else {
                write(item, tight: list.isTight)
            }
            pop()
        }
    }

    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn]) {
        let layout = TerminalTableLayout(
            table: table, columns: columns, styler: styler, width: availableWidth, borderStyle: mutedStyle)
        for line in layout.lines() { emit(line) }
    }
}

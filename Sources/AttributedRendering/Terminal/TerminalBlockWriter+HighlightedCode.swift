import AttributedMarkdown
import AttributedStyles
import Foundation

extension TerminalBlockWriter {
    /// A highlighted code block: the layout of plain code (lines kept, cut with `…`, boxed on a
    /// theme's background), each token in its class's color. On the terminal's own background
    /// the dark palette's mid-to-light tones are used; in a theme's box, the theme's palette.
    mutating func writeHighlightedCode(_ pieces: [CodeBlockHighlighting.Piece], style: TerminalStyle, boxed: Bool) {
        let tokenStyles = codeTokenStyles(base: style, boxed: boxed)
        push(indentation: TerminalLine([TerminalFragment(boxed ? "  " : "    ")]))
        // Lines are laid out as the pieces are cut at their line feeds, each written when its
        // line feed is met; the block's last line feed ends the last line (no empty line after it).
        var lines = CodeLines(style: style, boxed: boxed, available: availableWidth)
        for piece in pieces {
            let pieceStyle = piece.kind.map { tokenStyles[Self.index(of: $0)] } ?? style
            // Most pieces are read as bytes: a line feed is a grapheme of its own unless a
            // carriage return precedes it, so without `\r` its byte is a line's end, and a run of
            // printable ASCII needs neither tab expansion nor sanitizing (stepping over Characters
            // cost ~300 instructions a byte of code; the generic `contains`/`firstIndex` on a
            // Substring's UTF-8 view ~10).
            let done = piece.text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard !bytes.contains(UInt8(ascii: "\r")) else { return false }
                var segmentStart = 0
                var printable = true
                for index in bytes.indices {
                    let byte = bytes[index]
                    if byte == 0x0A {
                        lines.append(UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), printable: printable, style: pieceStyle)
                        endLine(&lines)
                        segmentStart = index + 1
                        printable = true
                    } else if byte < 0x20 || byte >= 0x7F {
                        printable = false
                    }
                }
                lines.append(UnsafeBufferPointer(rebasing: bytes[segmentStart...]), printable: printable, style: pieceStyle)
                return true
            } ?? false
            guard !done else { continue }
            var rest = piece.text
            while let newline = rest.firstIndex(of: "\n") {
                lines.append(rest[..<newline], style: pieceStyle)
                endLine(&lines)
                rest = rest[rest.index(after: newline)...]
            }
            lines.append(rest, style: pieceStyle)
        }
        if lines.hasText || lines.ended == 0 { emitCodeLine(lines.line, lines: lines) }
        pop()
    }

    /// The code line being laid out, and what the block has written so far.
    private struct CodeLines {
        let style: TerminalStyle
        let boxed: Bool
        let available: Int
        var line: TerminalLine
        /// The display column where the next piece starts (for tab stops).
        var column = 0
        /// The line has text (not only the box's margin).
        var hasText = false
        /// Lines ended by a line feed.
        var ended = 0

        init(style: TerminalStyle, boxed: Bool, available: Int) {
            self.style = style
            self.boxed = boxed
            self.available = available
            line = Self.start(style: style, boxed: boxed, capacity: 16)
        }

        static func start(style: TerminalStyle, boxed: Bool, capacity: Int) -> TerminalLine {
            var line = TerminalLine(reservingCapacity: capacity)
            if boxed { line.append(TerminalFragment(" ", style: style)) }
            return line
        }

        /// A piece of a line as UTF-8 bytes with no line feed or carriage return; `printable`:
        /// all of them printable ASCII (one column a byte, nothing to expand or replace).
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, printable: Bool, style: TerminalStyle) {
            guard !bytes.isEmpty else { return }
            let text = String(decoding: bytes, as: UTF8.self)
            hasText = true
            if printable {
                column += bytes.count
                line.append(TerminalFragment(text, asciiWidth: bytes.count, style: style, link: nil))
            } else {
                line.append(TerminalFragment(TerminalInlineStyler.sanitized(TerminalBlockWriter.expandingTabs(text, from: &column)), style: style))
            }
        }

        /// A piece of a line with no line feed, read by Characters.
        mutating func append(_ text: Substring, style: TerminalStyle) {
            guard !text.isEmpty else { return }
            hasText = true
            line.append(TerminalFragment(TerminalInlineStyler.sanitized(TerminalBlockWriter.expandingTabs(text, from: &column)), style: style))
        }

        /// Starts the next line.
        mutating func next() {
            line = Self.start(style: style, boxed: boxed, capacity: Swift.max(16, line.fragments.count))
            column = 0
            hasText = false
            ended += 1
        }
    }

    /// Writes the line laid out and starts the next.
    private mutating func endLine(_ lines: inout CodeLines) {
        emitCodeLine(lines.line, lines: lines)
        lines.next()
    }

    /// A code line cut to the width, padded to it in a box, and written.
    private mutating func emitCodeLine(_ line: TerminalLine, lines: CodeLines) {
        var line = line.truncated(to: lines.available)
        if lines.boxed { line.pad(to: lines.available, style: lines.style) }
        emit(line)
    }

    /// Each token class's style on `base`, indexed by ``index(of:)``: its color from the theme's
    /// palette (in a box) or the dark palette's (on the terminal's own background), comments in
    /// italics. Blocks of one document mostly share one base style, so the last answer is kept.
    private mutating func codeTokenStyles(base style: TerminalStyle, boxed: Bool) -> [TerminalStyle] {
        if let cache = codeTokenStyleCache, cache.boxed == boxed, cache.base == style { return cache.styles }
        let appearance = boxed ? options.appearance : .dark
        var tokenStyles = Array(repeating: style, count: CodeTokenKind.allCases.count)
        for (kind, color) in Theme.codeTokenColors(for: appearance) {
            var tokenStyle = style
            tokenStyle.foreground = color.resolved(for: appearance)
            if kind == .comment { tokenStyle.italic = true }
            tokenStyles[Self.index(of: kind)] = tokenStyle
        }
        codeTokenStyleCache = (style, boxed, tokenStyles)
        return tokenStyles
    }

    /// A token class's place in `CodeTokenKind.allCases` (a dictionary lookup per piece cost a
    /// hash of the kind).
    private static func index(of kind: CodeTokenKind) -> Int {
        switch kind {
        case .keyword: 0
        case .type: 1
        case .string: 2
        case .number: 3
        case .comment: 4
        case .function: 5
        case .constant: 6
        case .operator: 7
        case .punctuation: 8
        case .tag: 9
        case .attribute: 10
        case .variable: 11
        case .inserted: 12
        case .deleted: 13
        }
    }

    /// Tabs to spaces at stops every 4 columns, for a piece of a line that starts at `column`
    /// (advanced past the piece).
    static func expandingTabs(_ text: some StringProtocol, from column: inout Int) -> String {
        // Printable ASCII (most code): one column a byte, no tab to expand.
        if DisplayWidth.isPrintableASCII(text) {
            column += text.utf8.count
            return String(text)
        }
        var result = ""
        for character in text {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}

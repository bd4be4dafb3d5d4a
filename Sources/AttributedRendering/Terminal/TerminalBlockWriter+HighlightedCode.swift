import AttributedMarkdown
import AttributedStyles
import Foundation

extension TerminalBlockWriter {
    /// A highlighted code block: the layout of plain code (lines kept, cut with `…`, boxed on a
    /// theme's background), each token in its class's color. On the terminal's own background
    /// the dark palette's mid-to-light tones are used; in a theme's box, the theme's palette.
    mutating func writeHighlightedCode(_ pieces: [CodeBlockHighlighting.Piece], style: TerminalStyle, boxed: Bool) {
        let tokenStyles = codeTokenStyles(base: style, boxed: boxed)
        // The pieces cut into lines; the block's last line feed ends the last line.
        var lines: [[CodeBlockHighlighting.Piece]] = [[]]
        for piece in pieces {
            var rest = piece.text
            // A line feed is a grapheme of its own unless a carriage return precedes it (`\r\n` is
            // one Character, which this search must not split): without `\r`, its byte is found
            // in the UTF-8 (stepping over Characters cost ~300 instructions a byte of code).
            let byBytes = !rest.utf8.contains(UInt8(ascii: "\r"))
            while let newline = byBytes ? rest.utf8.firstIndex(of: UInt8(ascii: "\n")) : rest.firstIndex(of: "\n") {
                if newline > rest.startIndex { lines[lines.count - 1].append(.init(text: rest[..<newline], kind: piece.kind)) }
                lines.append([])
                rest = rest[rest.index(after: newline)...]
            }
            if !rest.isEmpty { lines[lines.count - 1].append(.init(text: rest, kind: piece.kind)) }
        }
        if lines.count > 1, lines[lines.count - 1].isEmpty { lines.removeLast() }
        push(indentation: TerminalLine([TerminalFragment(boxed ? "  " : "    ")]))
        let available = availableWidth
        for parts in lines {
            var line = TerminalLine()
            if boxed { line.append(TerminalFragment(" ", style: style)) }
            var column = 0
            for part in parts {
                let text = TerminalInlineStyler.sanitized(Self.expandingTabs(part.text, from: &column))
                line.append(TerminalFragment(text, style: part.kind.flatMap { tokenStyles[$0] } ?? style))
            }
            line = line.truncated(to: available)
            if boxed { line.pad(to: available, style: style) }
            emit(line)
        }
        pop()
    }

    /// Each token class's style on `base`: its color from the theme's palette (in a box) or the
    /// dark palette's (on the terminal's own background), comments in italics. Blocks of one
    /// document mostly share one base style, so the last answer is kept.
    private mutating func codeTokenStyles(base style: TerminalStyle, boxed: Bool) -> [CodeTokenKind: TerminalStyle] {
        if let cache = codeTokenStyleCache, cache.boxed == boxed, cache.base == style { return cache.styles }
        let appearance = boxed ? options.appearance : .dark
        var tokenStyles: [CodeTokenKind: TerminalStyle] = [:]
        for (kind, color) in Theme.codeTokenColors(for: appearance) {
            var tokenStyle = style
            tokenStyle.foreground = color.resolved(for: appearance)
            if kind == .comment { tokenStyle.italic = true }
            tokenStyles[kind] = tokenStyle
        }
        codeTokenStyleCache = (style, boxed, tokenStyles)
        return tokenStyles
    }

    /// Tabs to spaces at stops every 4 columns, for a piece of a line that starts at `column`
    /// (advanced past the piece).
    static func expandingTabs(_ text: some StringProtocol, from column: inout Int) -> String {
        // Printable ASCII (most code): one column a byte, no tab to expand.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
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

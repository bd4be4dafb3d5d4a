import AttributedMarkdown
import AttributedStyles
import Foundation

extension TerminalBlockWriter {
    /// A highlighted code block: the layout of plain code (lines kept, cut with `…`, boxed on a
    /// theme's background), each token in its class's color. On the terminal's own background
    /// the dark palette's mid-to-light tones are used; in a theme's box, the theme's palette.
    mutating func writeHighlightedCode(_ pieces: [CodeBlockHighlighting.Piece], style: TerminalStyle, boxed: Bool) {
        let colors = Theme.codeTokenColors(for: boxed ? options.appearance : .dark)
        var tokenStyles: [CodeTokenKind: TerminalStyle] = [:]
        for (kind, color) in colors {
            var tokenStyle = style
            tokenStyle.foreground = color.resolved(for: boxed ? options.appearance : .dark)
            if kind == .comment { tokenStyle.italic = true }
            tokenStyles[kind] = tokenStyle
        }
        // The pieces cut into lines; the block's last line feed ends the last line.
        var lines: [[CodeBlockHighlighting.Piece]] = [[]]
        for piece in pieces {
            var rest = piece.text
            while let newline = rest.firstIndex(of: "\n") {
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
                let text = TerminalInlineStyler.sanitized(Self.expandingTabs(String(part.text), from: &column))
                line.append(TerminalFragment(text, style: part.kind.flatMap { tokenStyles[$0] } ?? style))
            }
            line = line.truncated(to: available)
            if boxed { line.pad(to: available, style: style) }
            emit(line)
        }
        pop()
    }

    /// Tabs to spaces at stops every 4 columns, for a piece of a line that starts at `column`
    /// (advanced past the piece).
    static func expandingTabs(_ text: String, from column: inout Int) -> String {
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

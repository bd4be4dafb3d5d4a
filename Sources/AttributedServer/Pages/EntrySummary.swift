import Foundation

/// What a library card shows of an entry instead of its whole render: a title – the text of its
/// first heading, or its first line – and a short excerpt of the text after it, both plain text
/// taken from the Markdown with the most common syntax left out.
///
/// It reads the source line by line and stops after a few hundred characters of excerpt, so a
/// card costs the same for a 1 MB entry as for a short one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct EntrySummary: Sendable, Equatable {
    /// Longest title, in characters, before it is cut with “…”.
    static let titleLength = 80
    /// Longest excerpt, in characters, before it is cut with “…”.
    static let excerptLength = 160

    var title: String
    var excerpt: String

    init(markdown: String) {
        var lines: [(text: String, isHeading: Bool)] = []
        var characters = 0
        var inFence = false
        for rawLine in markdown.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            let text = inFence ? line : Self.plainText(of: line)
            guard !text.isEmpty else { continue }
            let isHeading = !inFence && line.hasPrefix("#")
            lines.append((text, isHeading))
            characters += text.count
            // Enough for the excerpt once there is a heading; a heading further down is no title.
            if characters > 4 * Self.excerptLength || (characters > 2 * Self.excerptLength && lines.contains(where: \.isHeading)) {
                break
            }
        }
        let titleIndex = lines.firstIndex(where: \.isHeading) ?? 0
        title = Self.cut(lines.isEmpty ? "Untitled" : lines[titleIndex].text, to: Self.titleLength)
        excerpt = Self.cut(
            lines.indices.filter { $0 != titleIndex }.map { lines[$0].text }.joined(separator: " "), to: Self.excerptLength)
    }

    /// A line without its block markers (`#`, `>`, list bullets, table pipes) and inline markers
    /// (`*`, `_`, backticks, `~~`, link brackets and destinations), whitespace collapsed.
    static func plainText(of line: String) -> String {
        var text = Substring(line)
        while let first = text.first, first == "#" || first == ">" { text = text.dropFirst().drop(while: { $0 == " " }) }
        for bullet in ["- [ ] ", "- [x] ", "* ", "- ", "+ "] where text.hasPrefix(bullet) {
            text = text.dropFirst(bullet.count)
            break
        }
        var result = ""
        var skippingDestination = false
        var previous: Character = " "
        for character in text {
            if skippingDestination {
                if character == ")" { skippingDestination = false }
                continue
            }
            switch character {
            case "*", "_", "`", "~", "|", "[", "\u{0}":
                continue
            case "(" where previous == "]":
                skippingDestination = true
                continue
            case "]":
                previous = character
                continue
            default:
                if character.isWhitespace {
                    if result.last != " " && !result.isEmpty { result.append(" ") }
                } else {
                    result.append(character)
                }
                previous = character
            }
        }
        while result.last == " " || result.last == "#" { result.removeLast() }
        return result
    }

    private static func cut(_ text: String, to length: Int) -> String {
        text.count > length ? String(text.prefix(length - 1)).trimmingCharacters(in: .whitespaces) + "…" : text
    }
}

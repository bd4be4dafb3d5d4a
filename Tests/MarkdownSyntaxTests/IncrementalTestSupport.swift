import Foundation
import MarkdownSyntax
import MarkdownTestSupport

/// Random edits biased towards Markdown syntax: fences, list markers, definitions, table pipes,
/// line breaks, and slices of the document itself.
enum RandomEdits {
    static let snippets = [
        "\n", "\n\n", "```", "```\n", "~~~\n", "# ", "## ", "- ", "* ", "1. ", "2) ", "> ", "*", "_", "**",
        "[", "]", "](", "[a]: /url\n", "[^1]", "[^1]: note\n", "|", " | ", "|---|\n", "---\n", "===\n",
        "<div>\n", "</div>\n", "<!--", "-->", "    ", "\t", "`", "x", "text ", "- [ ] ", "\\", "&amp;", "é", "🙂", "\r", "\r\n", "\n\r",
    ]

    /// A random edit of `source`, on character boundaries.
    static func edit(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        var start = Int.random(in: 0...bytes.count, using: &generator)
        start = boundary(atOrBefore: start, in: bytes)
        var end = Swift.min(bytes.count, start + Int.random(in: 0...12, using: &generator))
        if Int.random(in: 0..<4, using: &generator) == 0 { end = start }
        end = boundary(atOrBefore: end, in: bytes)
        let replacement: String
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            replacement = ""
        case 1 where !bytes.isEmpty:
            let from = boundary(atOrBefore: Int.random(in: 0..<bytes.count, using: &generator), in: bytes)
            let to = boundary(atOrBefore: Swift.min(bytes.count, from + Int.random(in: 1...40, using: &generator)), in: bytes)
            replacement = String(decoding: bytes[from..<Swift.max(from, to)], as: UTF8.self)
        default:
            replacement = snippets[Int.random(in: 0..<snippets.count, using: &generator)]
        }
        return SourceEdit(range: SourceRange(start, Swift.max(start, end)), replacement: replacement)
    }

    private static func boundary(atOrBefore offset: Int, in bytes: [UInt8]) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}

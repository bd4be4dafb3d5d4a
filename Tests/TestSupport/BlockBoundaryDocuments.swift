import MarkdownSyntax

/// Documents where long blocks (a list of at least eight items, a table of more than eight rows,
/// fenced and indented code, a quote) sit beside short ones (headings, paragraphs), and edits
/// near the blank lines between them: for the tests of edits beside a long block (the
/// incremental parser ends a region at the blank line before the next block when the region
/// leaves nothing open there, and an edit in the block after a long list re-parses the list's
/// last item only; the live preview renders a neighbour only where its runs could join the
/// edited block's).
public enum BlockBoundaryDocuments {
    public static let all: [String] = {
        func lines(_ count: Int, _ body: (Int) -> String) -> String { (0..<count).map(body).joined() }
        let list = lines(10) { "- item *\($0)* with `code`\n" }
        let ordered = lines(9) { "\($0 + 3). step \($0)\n" }
        let loose = lines(9) { "* loose \($0)\n\n" }
        let table = "| id | name |\n|---:|:---|\n" + lines(10) { "| \($0) | row **\($0)** |\n" }
        let code = "```swift\n" + lines(12) { "let value\($0) = \($0)\n" } + "```\n"
        let quote = lines(6) { "> quoted \($0)\n" }
        return [
            "# Title\n\n" + list + "\nAfter the list.\n\n" + table + "\nAfter the table.\n\n## Next\n\n" + code + "\nEnd.\n",
            "Intro *text*.\n\n" + ordered + "\n    indented code\n\n" + quote + "\nParagraph.\n\n" + table + "\n# Heading\n",
            loose + "Para\n\n" + list + "\n- another list\n\n" + table + "\n---\n\n" + list,
            "> [!NOTE]\n> an alert\n\n" + list + "\n<div>\nhtml\n</div>\n\n" + table + "\n<!-- c -->\n\n" + list + "\n```\nopen\n",
        ]
    }()

    /// What the tests type: text, line breaks, and what joins, opens or ends blocks (list
    /// markers, indentation, fences, quotes, headings, table rows, HTML).
    public static let typed = [
        "x", " ", "\n", "\n\n", "- ", "* ", "1. ", "4. ", "  ", "    ", "```", "```\n", "> ", "# ", "| a | b |\n", "|---|\n",
        "<div>\n", "===", "---\n", "é", "*", "\t",
    ]

    /// A random edit (as ``RandomSourceEdit/next(in:typing:using:)``), nine times in ten within
    /// a few bytes of a blank line.
    public static func edit(in source: String, using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        var blankLines: [Int] = []
        for index in bytes.indices.dropFirst() where bytes[index] == 0x0A && bytes[index - 1] == 0x0A { blankLines.append(index) }
        guard !blankLines.isEmpty, Int.random(in: 0..<10, using: &generator) != 0 else {
            return RandomSourceEdit.next(in: source, typing: typed, using: &generator)
        }
        let near = blankLines[Int.random(in: 0..<blankLines.count, using: &generator)]
        var start = Swift.max(0, Swift.min(bytes.count, near + Int.random(in: -6...6, using: &generator)))
        while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        if Int.random(in: 0..<3, using: &generator) == 0, start < bytes.count {
            var end = start + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return .delete(SourceRange(start, end))
        }
        return .insert(typed[Int.random(in: 0..<typed.count, using: &generator)], at: start)
    }
}

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
        let nested = lines(10) { "  - nested *\($0)* with `code`\n" }
        let nestedOrdered = lines(9) { "   \($0 + 1). sub step \($0)\n" }
        let nestedLoose = lines(9) { "  - loose \($0)\n\n" }
        return [
            "# Title\n\n" + list + "\nAfter the list.\n\n" + table + "\nAfter the table.\n\n## Next\n\n" + code + "\nEnd.\n",
            "Intro *text*.\n\n" + ordered + "\n    indented code\n\n" + quote + "\nParagraph.\n\n" + table + "\n# Heading\n",
            loose + "Para\n\n" + list + "\n- another list\n\n" + table + "\n---\n\n" + list,
            "> [!NOTE]\n> an alert\n\n" + list + "\n<div>\nhtml\n</div>\n\n" + table + "\n<!-- c -->\n\n" + list + "\n```\nopen\n",
            // Outlines: a short list whose last item ends with a long list (tight, ordered, loose,
            // right after the item's text or after a blank line).
            "# Plan\n\n- Release\n" + nested + "\nAfter the outline.\n\n1. First\n2. Steps\n\n" + nestedOrdered
                + "\n## Next\n\n* Notes\n\n" + nestedLoose + "Para.\n\n- a\n" + nested + "- b\n",
        ]
    }()

    /// Documents where blocks start right under a paragraph's last line, with no blank line
    /// between (`Release notes:` above a list): quotes, lists (bullet, ordered from 1, and an
    /// ordered list from 3, which cannot interrupt a paragraph), fenced code, ATX headings, HTML
    /// blocks of both kinds, a table, setext underlines and thematic breaks, a paragraph of link
    /// reference definitions, and blocks that follow a heading instead.
    public static let interrupting: [String] = {
        func lines(_ count: Int, _ body: (Int) -> String) -> String { (0..<count).map(body).joined() }
        let list = lines(10) { "- item *\($0)* with `code`\n" }
        let ordered = lines(9) { "\($0 + 1). step \($0)\n" }
        let thread = lines(9) { "> quoted *\($0)*\n>\n" }
        let table = "| id | name |\n|---:|:---|\n" + lines(10) { "| \($0) | row **\($0)** |\n" }
        let code = "```swift\n" + lines(12) { "let value\($0) = \($0)\n" } + "```\n"
        return [
            "# Notes\n\nRelease notes:\n" + list + "\nAnd a thread:\n" + thread + "\nCode:\n" + code + "Text\n# Heading\nMore text\n<div>\nhtml\n</div>\n",
            "Steps *to* take\nover two lines\n" + ordered + "\nThen\n3. not a list\n4. here\n\nA table:\n" + table + "\nA line\n<span>\n",
            "Title\n---\nText\n===\n\n[a]: /url\n---\n\n# Heading\n" + list + "\n## Other\n> quote\n> more\nlazy\n\n***\n" + ordered,
            // Carriage returns end lines too: an empty item `-` right before one.
            "Intro\r- a\r-\r- b\r\rText\r> q\r-\r---\r\r" + list.replacingOccurrences(of: "\n", with: "\r\n") + "Para\r\n-\r\n",
        ]
    }()

    /// A random edit in `source`, nine times in ten within a few bytes of a line break before a
    /// line that starts a block under a paragraph (or would).
    public static func interruptingEdit(in source: String, using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        let starts: Set<UInt8> = Set("->`#<|1234*[=".utf8)
        var breaks: [Int] = []
        for index in bytes.indices.dropLast() where bytes[index] == 0x0A && starts.contains(bytes[index + 1]) { breaks.append(index) }
        guard !breaks.isEmpty, Int.random(in: 0..<10, using: &generator) != 0 else {
            return RandomSourceEdit.next(in: source, typing: typed, using: &generator)
        }
        let near = breaks[Int.random(in: 0..<breaks.count, using: &generator)]
        return RandomSourceEdit.next(in: source, at: near + Int.random(in: -8...2, using: &generator), typing: typed, using: &generator)
    }

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
        return RandomSourceEdit.next(in: source, at: near + Int.random(in: -6...6, using: &generator), typing: typed, using: &generator)
    }

    /// A heading, one long block of `kind` (`table`, `list`, `code`, `quote`, or `outline`: a list
    /// of one item holding a long list) of `count` rows, items or lines with some inline markup,
    /// and a paragraph after it.
    public static func longBlock(_ kind: String, count: Int) -> String {
        let body: String
        switch kind {
        case "table": body = "| a | b |\n|---|---|\n" + (0..<count).map { "| \($0) | cell *\($0)* |\n" }.joined()
        case "list": body = (0..<count).map { "- item *\($0)*\n" }.joined()
        case "code": body = "```swift\n" + (0..<count).map { "let value\($0) = \($0)\n" }.joined() + "```\n"
        case "outline": body = "- Outline\n\n" + (0..<count).map { "  - item *\($0)*\n" }.joined()
        default: body = (0..<count).map { "> line *\($0)*\n" }.joined()
        }
        return "# Title\n\n" + body + "\nAfter.\n"
    }
}

import MarkdownSyntax

/// Documents made of outlines (a short top-level list whose last item holds a long list), for the
/// tests of edits inside the nested list (the incremental parser's and mapping's nested item-wise
/// splices).
public enum LongOutlineDocuments {
    /// Outlines of every shape the nested item-wise plan must get right or refuse: tight and loose
    /// (the outer list, the nested list, or both), each marker, ordered from 1 and from 3, outer
    /// lists of several items, nested items with paragraphs, code and lists of their own, task
    /// boxes, extended attributes, and outlines followed by another block or by the end of the text.
    public static let all: [String] = {
        func items(_ count: Int, _ body: (Int) -> String) -> String { (0..<count).map(body).joined() }
        return [
            "# Plan\n\n- Release\n" + items(20) { "  - nested *\($0)* with `code` and [a link](https://x/\($0))\n" } + "\nAfter.\n",
            "- Release notes\n\n" + items(20) { "  - Fixed issue #\($0): the *parser* keeps `code`\n" },
            "1. Steps\n" + items(20) { "   \($0 + 1). sub step \($0)\n" } + "\n---\n",
            "- Notes\n\n" + items(15) { "  - loose \($0)\n\n" } + "Para.\n",
            "- a\n- b\n- Release\n" + items(20) { "  * x \($0)\n" } + "\n> quote\n",
            "+ Top\n" + items(12) { "  + item \($0)\n\n    more text \($0)\n" },
            "- Top\n" + items(10) { "  - item \($0)\n    ```\n    code \($0)\n    ```\n" },
            "- Top\n" + items(10) { "  - mid \($0)\n    - deep \($0)\n" } + "\n# Next\n",
            "- [ ] Todo\n" + items(15) { "  - [x] done \($0)\n" },
            "- Top\n" + items(12) { "  - ^[styled \($0)](rotation: \($0)) *a *nested* span* <b>\($0)</b>\n" },
            "3. Third\n\n" + items(12) { "   3. from three \($0)\n" } + "\nend",
            "- Top\n\n  Intro paragraph.\n\n" + items(15) { "  - é\($0) 👍🏽\n" },
        ]
    }()

    /// Whether `document` still holds an outline whose nested list has at least 12 items (random
    /// edits take outlines apart: the tests then start again).
    public static func hasOutline(_ document: MarkdownDocument) -> Bool {
        document.blocks.contains { block in
            guard case .list = block.kind, let nested = block.children.last?.children.last, case .list = nested.kind else { return false }
            return nested.children.count >= 12
        }
    }

    /// What the tests type: text, line breaks, list markers at both levels, indentation, and what
    /// ends or changes a list.
    public static let typed = LongListDocuments.typed + ["  - ", "\n  - ", "    ", "\n- ", "  1. ", "\n\n  "]
}

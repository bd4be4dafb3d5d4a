/// Documents made of long lists, for the tests of edits inside list items (the incremental
/// parser's and mapping's item-wise splices, and the live preview's item edits).
public enum LongListDocuments {
    /// Lists of every shape the item-wise plan must get right or refuse: tight and loose, each
    /// bullet and ordered delimiter, ordered lists starting past 1, items with lazy lines, nested
    /// lists, fenced and indented code, quotes, headings, task boxes, a list interrupting a
    /// paragraph, and lists followed by other blocks.
    public static let all: [String] = {
        func items(_ count: Int, _ body: (Int) -> String) -> String { (0..<count).map(body).joined() }
        return [
            "# Changes\n\n" + items(40) { "- Fixed *issue* \($0): `code` and [a link](https://x/\($0))\n" } + "\nAfter.\n",
            items(30) { "\($0 + 7). item \($0)\n" },
            items(30) { "* loose \($0)\n\n" } + "para\n",
            "Intro\n" + items(25) { "+ lazy \($0)\ncontinued \($0)\n" },
            items(20) { "1) first \($0)\n   - nested a\n   - nested b\n" },
            items(20) { "- item \($0)\n\n  ```swift\n  let x = \($0)\n  ```\n" },
            items(20) { "- item \($0)\n\n      indented code\n" },
            items(20) { "- > quoted \($0)\n  > more\n" },
            items(20) { "- # Heading \($0)\n  text\n" },
            items(20) { "- [ ] task \($0)\n- [x] done \($0)\n" },
            items(24) { "- a\($0)\n" } + "- \n" + items(6) { "- b\($0)\n" } + "\n---\n",
            items(24) { $0 % 5 == 4 ? "- sub\n\n  second paragraph\n" : "- plain \($0)\n" },
            items(20) { "- ^[styled \($0)](rotation: \($0)) and *a *nested* span* ~~x~~ <b>\($0)</b>\n" },
        ]
    }()

    /// What the tests type: text, line breaks, list markers of every kind, and what ends or
    /// changes a list (a thematic break, a setext underline, a fence, an HTML block).
    public static let typed = [
        "x", " ", "\n", "\n\n", "- ", "1. ", "* ", "```", "> ", "    ", "\t", "é", "[a]", "<div>\n", "* * *\n", "---", "===",
    ]
}

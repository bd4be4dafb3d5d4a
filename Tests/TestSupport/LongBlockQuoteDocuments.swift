/// Documents made of long block quotes, for the tests of edits inside a quote's children (the
/// incremental parser's and mapping's child-wise splices, and the live preview's edits in a
/// quoted thread).
public enum LongBlockQuoteDocuments {
    /// Quotes of every shape the child-wise plan must get right or refuse: a thread of
    /// paragraphs between quoted blank lines, headings that interrupt paragraphs, lazy lines,
    /// an alert, lists, fenced and indented code, nested quotes, HTML blocks, tables, extended
    /// attributes, quoted blank lines after the last child, and quotes followed by another block,
    /// by a lazy paragraph line, or by the end of the text.
    public static let all: [String] = {
        func children(_ count: Int, _ body: (Int) -> String) -> String { (0..<count).map(body).joined() }
        return [
            "# Thread\n\n" + children(40) { "> On day \($0) *someone* wrote `code` and [a link](https://x/\($0))\n>\n" } + "\nAfter.\n",
            children(20) { "> # Heading \($0)\n> text \($0)\n> more \($0)\n" },
            "Intro\n\n" + children(20) { "> para \($0)\nlazy \($0)\n>\n" } + "> last\n",
            "> [!NOTE]\n" + children(20) { "> note \($0)\n>\n" } + "para\n",
            children(15) { "> - item \($0)\n>   more\n>\n> after \($0)\n>\n" },
            children(15) { "> ```swift\n> let x = \($0)\n> ```\n> text \($0)\n" } + "\n- list\n",
            children(15) { "> > inner \($0)\n> >\n>\n> outer \($0)\n>\n" },
            children(15) { ">     code \($0)\n>\n> text \($0)\n>\n" } + ">\n>\n\n---\n",
            children(15) { "> <div>\n> x\($0)\n> </div>\n>\n> y\($0)\n>\n" },
            children(12) { "> | a | b |\n> |---|---|\n> | \($0) | x |\n>\n" },
            children(20) { "> ^[styled \($0)](rotation: \($0)) and *a *nested* span* ~~x~~ <b>\($0)</b>\n>\n" } + "> é 👍🏽\n",
            "  > indented \n" + children(20) { "  > child \($0)\n  >\n" } + "  > ***\n",
        ]
    }()

    /// What the tests type: text, line breaks, quote markers, and what ends or changes a quote's
    /// children (a blank line, a fence, a heading, a setext underline, a list marker, an alert's
    /// marker, an HTML block).
    public static let typed = [
        "x", " ", "\n", "\n\n", "> ", ">", "\n>\n", "```", "# ", "---", "===", "- ", "1. ", "    ", "\t", "é", "[a]",
        "[!NOTE]", "\n> [!TIP]\n", "<div>\n", "|", "* * *\n",
    ]
}

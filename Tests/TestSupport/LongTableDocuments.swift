/// Documents made of long tables, for the tests of edits inside table rows (the incremental
/// parser's and mapping's row-wise splices, and the live preview's row edits).
public enum LongTableDocuments {
    /// Tables of every shape the row-wise plan must get right or refuse: each alignment, rows
    /// with fewer and more cells than the header, escaped pipes, rows without a leading or
    /// trailing pipe, inline markup and links, a table interrupting a paragraph, indented tables,
    /// and tables followed by another block, by a line that ends them, by a paragraph a key makes
    /// a row (`| `), or by the end of the text.
    public static let all: [String] = {
        func rows(_ count: Int, _ body: (Int) -> String) -> String { (0..<count).map(body).joined() }
        return [
            "# Data\n\n| id | name | status |\n|---:|:-----|:------:|\n"
                + rows(40) { "| \($0) | item *\($0)* | `ok` [link](https://x/\($0)) |\n" } + "\nAfter.\n",
            "a | b\n--- | ---\n" + rows(30) { "\($0) | cell \($0)\n" },
            "Intro text\n| a | b | c |\n| - | - | - |\n" + rows(25) { $0 % 3 == 0 ? "| only one |\n" : "| x \($0) | y | z | extra |\n" } + "> quote\n",
            "  | a | b |\n  |---|---|\n" + rows(20) { "  | \\| pipe \($0) | **bold \($0)** |\n" } + "\n---\n",
            "| a |\n|:-:|\n" + rows(20) { "| ~~s\($0)~~ <b>\($0)</b> ^[x](rotation: \($0)) |\n" } + "\n```\ncode\n```\n",
            "| a | b |\n|---|---|\n" + rows(24) { "| é\($0) | 👍🏽 \($0) |\n" } + "# Heading\n",
            // A row being typed after the last one: `| ` is still a paragraph, the next key makes it a row.
            "| id | value | code |\n|---|:-:|--:|\n" + rows(30) { "| \($0) | *v\($0)* | `c\($0)` |\n" } + "| \n\nAfter.\n",
        ]
    }()

    /// What the tests type: text, cell separators, line breaks, and what ends or changes a
    /// table (a blank line, a quote, a list marker, a fence, a heading, a delimiter row).
    public static let typed = [
        "x", " ", "|", " | ", "\\|", "\n", "\n\n", "| new | row |\n", "> ", "- ", "```", "# ", "|---|---|\n", "é", "`", "*",
    ]
}

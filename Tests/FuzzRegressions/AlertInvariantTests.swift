import Testing

/// The fuzz invariants on GitHub's alerts hold for the inputs the alert tests name (a broken
/// invariant here would make every fuzz run report it).
@Suite("Alert fuzz invariants")
struct AlertInvariantTests {
    static let inputs = [
        "> [!NOTE]\n> a\n",
        "> [!tip]  \n> - item\n",
        ">\n> [!WARNING]\n> after a blank quote line\n",
        "> [!NOTE]\nlazy\n",
        "> [!CAUTION]\n>\n> > [!NOTE]\n> > nested\n",
        "- > [!NOTE]\n  > in a list\n",
        "> [!IMPORTANT]\n>\n> :--|\n",
        "> [!NOTE]\n>\n> ===\n",
        "> [!NOTE]\r\n> crlf\r\n",
        "\u{FEFF}> [!NOTE]\n> after a byte order mark\n",
        "> [!NOTE]\n> a\n\n> [!TIP]\n> b\n",
    ]

    @Test(arguments: inputs)
    func invariantsHold(_ input: String) {
        expectInvariantsHold(input)
    }
}

import Testing

/// The fuzz invariants on highlighted code hold for code that takes each of the HTML batch
/// writer's paths: a byte to escape in a token, between tokens and in the plain tail; tokens
/// within sixteen bytes of the block's end; neighbours of one class; more tokens than one batch.
/// Among them, the renderer's highlighted code must be the tokens' HTML byte for byte.
@Suite("Highlighting fuzz invariants")
struct HighlightingInvariantTests {
    static let inputs = [
        "let a = \"<&>\" // c\nx->y && z < 1\n",
        "f(\"a\", 'b') > g\n#if DEBUG\n@objc func h() -> Int { 0 }\n",
        "x\n",
        "\"\"\"\nmultiline & <tags>\n\"\"\"\n\"",
        String(repeating: "public static func f() -> T? { return \"s\" }\n", count: 30),
        "a & b\t\"q\" <\n>",
        "/* <!-- --> */ 0x1F 1e-3 'c' `t` $v @a #k\n",
        // Found by the fuzzer (seed 45): `>` then a combining mark, which joins the entity's `;`
        // into one character with it (the invariant read entities back by characters).
        "x\u{FFFD}|\u{FFFD}\u{0483}\u{FFFD} >\u{0483}\u{FFFD}`*> \u{8}",
    ]

    @Test(arguments: inputs)
    func invariantsHold(_ input: String) {
        expectInvariantsHold(input)
    }
}

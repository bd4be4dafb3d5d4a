import MarkdownSyntax
import Testing

/// Seeded random documents built from Markdown's special tokens, parsed with every option set:
/// the parser must not trap, every node range must lie inside the source, and rendering must
/// produce output.
@Suite("Random input")
struct RandomInputTests {
    /// SplitMix64, so failures reproduce.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let tokens = [
        "*", "**", "_", "__", "~", "~~", "`", "```", "~~~", "[", "]", "![", "^[", "](", ")", "(", "<", ">", "> ", "- ", "+ ",
        "1. ", "2) ", "#", "# ", "|", "| - |", ":-:", "\\", "&amp;", "&#", "&", "\n", "\n\n", "\r\n", "\r", " ", "  ", "\t",
        "    ", "a", "foo", "é", "🍄", "www.", "http://", "a@b.c", "mailto:", "<a href=\"x\">", "</div>", "<!--", "-->", "<?",
        "[^1]", "[^1]: ", "[x]: /u", "^[l]: k: v", "[ ]", "[x]", "---", "===", "\"", "'", ":", "\u{0}", "\u{A0}",
    ]

    static let optionSets: [ParseOptions] = [
        ParseOptions(),
        ParseOptions(extensions: .all, extendedAttributes: true),
        ParseOptions(extensions: .all, extendedAttributes: true, syntax: .inlineOnly),
        ParseOptions(extendedAttributes: true, syntax: .inlineOnlyPreservingWhitespace),
        ParseOptions(extensions: .all, maximumNestingDepth: 3),
    ]

    @Test(arguments: 0..<8)
    func randomDocuments(_ seed: Int) {
        var generator = Generator(state: UInt64(seed) &* 7919)
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<Int.random(in: 1...120, using: &generator) {
                source += Self.tokens.randomElement(using: &generator) ?? ""
            }
            for options in Self.optionSets {
                let document = MarkdownParser(options: options).parse(source)
                // Offsets refer to the parsed text (NUL replaced by U+FFFD), whose length the line table holds.
                #expect(Self.rangesAreInside(document, byteCount: document.lineTable.byteCount), "\(source.debugDescription)")
                let html = HTMLRenderer(options: .init(safety: .init(unsafe: true, tagFilter: true))).render(document)
                #expect(document.blocks.isEmpty || !html.isEmpty)
            }
        }
    }

    @Test(arguments: 0..<4)
    func randomBytes(_ seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 99)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let document = MarkdownParser(options: ParseOptions(extensions: .all, extendedAttributes: true)).parse(bytes)
            #expect(Self.rangesAreInside(document, byteCount: document.lineTable.byteCount))
        }
    }

    static func rangesAreInside(_ document: MarkdownDocument, byteCount: Int) -> Bool {
        func valid(_ range: SourceRange) -> Bool {
            range.lowerBound >= 0 && range.lowerBound <= range.upperBound && range.upperBound <= byteCount
        }
        var blocks = document.blocks
        var inlines: [InlineNode] = []
        while let block = blocks.popLast() {
            guard valid(block.range) else { return false }
            blocks.append(contentsOf: block.children)
            inlines.append(contentsOf: block.inlines)
        }
        while let inline = inlines.popLast() {
            guard valid(inline.range) else { return false }
            inlines.append(contentsOf: inline.children)
        }
        return true
    }
}

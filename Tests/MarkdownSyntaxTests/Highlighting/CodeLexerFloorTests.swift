import MarkdownSyntax
import Testing

/// The benchmark's lean lexer (`CodeLexerFloor`) finds the tokens its rules describe: its count is
/// the floor docs/highlighting.md compares `CodeLexer` with, so a lexer that skipped tokens would
/// make the floor look cheaper than it is.
@Suite struct CodeLexerFloorTests {
    static func count(_ code: String, mergingBatches: Bool = false) -> Int {
        var code = code
        return code.withUTF8 { CodeLexerFloor.tokenCount(in: $0, mergingBatches: mergingBatches) }
    }

    @Test func findsEachKindOfToken() {
        // func (keyword), area (function), Double (type), return (keyword), "pi" (string), 3 (number),
        // @MainActor (attribute), // done (comment), /* x */ (comment): plain names and punctuation are none.
        let code = "@MainActor func area(r: Double) { return \"pi\" * r * 3 } // done\n/* x */ let y\n"
        #expect(Self.count(code) == 10)  // and `let`
    }

    @Test func wordsLongerThanSixteenBytesAndShortCode() {
        #expect(Self.count("averyveryverylongidentifiername Averyveryverylongtypename return") == 2)
        #expect(Self.count("nil") == 1)
        #expect(Self.count("") == 0)
    }

    @Test func batchesMergeNeighboursOfOneKind() {
        // `#if` then `#endif` on the next line: two keywords with a line feed between stay two;
        // a string right after a string (`"a""b"`) merges into one token when handed on in batches.
        #expect(Self.count("#if\n#endif") == 2)
        #expect(Self.count("\"a\"\"b\"") == 2)
        #expect(Self.count("\"a\"\"b\"", mergingBatches: true) == 1)
        // More than a batch of 40 tokens: every one is counted across the batches.
        let many = String(repeating: "return x\n", count: 100)
        #expect(Self.count(many, mergingBatches: true) == 100)
    }
}

import MarkdownSyntax
import Testing

/// Invalid UTF-8 and NUL bytes never crash the parser and are replaced by U+FFFD.
@Suite("Input repair")
struct InputRepairTests {
    @Test func invalidUTF8BecomesReplacementCharacter() {
        let document = MarkdownParser().parse([0x61, 0xFF, 0x62, 0x0A])
        #expect(document.blocks.count == 1)
        #expect(TreeInspection.plainText(document.blocks[0].inlines) == "a\u{FFFD}b")
    }

    @Test func rangesStayInTheOriginalBytes() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x20, 0x2A, 0x78, 0x2A]
        let document = MarkdownParser().parse(bytes)
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        #expect(emphasis.range == SourceRange(3, 6))
        #expect(document.lineTable.byteCount == 6)
        #expect(document.blocks[0].inlines.first?.kind == .text("\u{FFFD}\u{FFFD} "))
    }

    @Test func truncatedSequencesAndLoneContinuationBytes() {
        let bytes: [UInt8] = [0x2A, 0xE2, 0x82, 0x2A, 0x20, 0x80, 0x0A, 0x3E, 0x20, 0xF0, 0x9F]
        let document = MarkdownParser().parse(bytes)
        let html = HTMLRenderer().render(document)
        #expect(html.contains("\u{FFFD}"))
        #expect(html.contains("<blockquote>"))
    }

    @Test func nulIsReplaced() {
        let document = MarkdownParser().parse("a\u{0}b")
        #expect(TreeInspection.plainText(document.blocks[0].inlines) == "a\u{FFFD}b")
        let fromBytes = MarkdownParser().parse([0x61, 0x00, 0x62])
        #expect(fromBytes == document)
    }

    @Test func bytesAndStringAgreeOnValidInput() {
        let source = "# Title\n\n- a\n- *b*\n\n> [link](/u \"t\")\n"
        #expect(MarkdownParser().parse(Array(source.utf8)) == MarkdownParser().parse(source))
    }

    @Test func emptyInputs() {
        #expect(MarkdownParser().parse("").blocks.isEmpty)
        #expect(MarkdownParser().parse([UInt8]()).blocks.isEmpty)
        #expect(MarkdownParser().parse("\n\n  \n").blocks.isEmpty)
    }
}

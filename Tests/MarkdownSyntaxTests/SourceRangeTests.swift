import MarkdownSyntax
import Testing

/// Node ranges are UTF-8 offsets into the original source, also for inline nodes of
/// multi-line and nested content.
@Suite("Source ranges")
struct SourceRangeTests {
    @Test func headingAndEmphasis() throws {
        let source = "# Hello *world*\n\nSecond para"
        let document = MarkdownParser().parse(source)
        #expect(document.blocks.count == 2)
        #expect(document.blocks[0].range == SourceRange(0, 15))
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        #expect(emphasis.range == SourceRange(8, 15))
        #expect(document.location(ofOffset: emphasis.range.lowerBound) == SourceLocation(line: 1, column: 9, offset: 8))
        let second = document.blocks[1]
        #expect(document.location(ofOffset: second.range.lowerBound).line == 3)
        #expect(second.inlines.first?.range == SourceRange(17, 28))
    }

    /// A top-level paragraph's text is a slice of the source, so the parser keeps one line
    /// segment for it (``BlockParser`` collapses the rest): inlines on its later lines, the soft
    /// breaks between them and its line table must still be exact.
    @Test func inlinesOnLaterLinesOfATopLevelParagraph() throws {
        let source = "first line\nsecond *em* line\nthird `code`\n\nnext"
        let document = MarkdownParser().parse(source)
        #expect(document.blocks[0].range == SourceRange(0, 40))
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        #expect(emphasis.range == SourceRange(18, 22))
        #expect(document.location(ofOffset: emphasis.range.lowerBound) == SourceLocation(line: 2, column: 8, offset: 18))
        let code = try #require(TreeInspection.firstInline(in: document.blocks) {
            if case .code = $0.kind { return true } else { return false }
        })
        #expect(code.range == SourceRange(34, 40))
        #expect(document.location(ofOffset: code.range.lowerBound) == SourceLocation(line: 3, column: 7, offset: 34))
        let softBreaks = document.blocks[0].inlines.filter { $0.kind == .softBreak }.map(\.range)
        #expect(softBreaks == [SourceRange(10, 11), SourceRange(27, 28)])
        #expect(document.lineTable.lineStarts == [0, 11, 28, 41, 42])
        #expect(document.location(ofOffset: 42).line == 5)
    }

    @Test func inlineOnContinuationLineInsideBlockQuote() throws {
        let source = "> first line\n>   *second*\n"
        let document = MarkdownParser().parse(source)
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        let location = document.location(ofOffset: emphasis.range.lowerBound)
        #expect(location.line == 2)
        #expect(location.column == 5)
        let text = try #require(emphasis.children.first)
        #expect(text.kind == .text("second"))
        #expect(text.range == SourceRange(emphasis.range.lowerBound + 1, emphasis.range.lowerBound + 7))
    }

    @Test func listItemTextAndCRLF() throws {
        let source = "- one\r\n- two `code`\r\n"
        let document = MarkdownParser().parse(source)
        let code = try #require(TreeInspection.firstInline(in: document.blocks) {
            if case .code = $0.kind { return true } else { return false }
        })
        #expect(code.range == SourceRange(13, 19))
        #expect(document.location(ofOffset: code.range.lowerBound) == SourceLocation(line: 2, column: 7, offset: 13))
    }

    @Test func multibyteColumnsCountBytes() throws {
        let source = "é *x*"
        let document = MarkdownParser().parse(source)
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        #expect(emphasis.range == SourceRange(3, 6))
        #expect(document.location(ofOffset: 3).column == 4)
    }

    @Test func codeBlockAndTableCells() throws {
        let source = "```swift\nlet x = 1\n```\n\n| a | b |\n| - | - |\n| c | d |\n"
        let document = MarkdownParser(options: ParseOptions(extensions: .table)).parse(source)
        #expect(document.blocks[0].range == SourceRange(0, 22))
        let table = document.blocks[1]
        let lastCell = try #require(table.children.last?.children.last)
        #expect(lastCell.range == SourceRange(50, 51))
        #expect(source.utf8[source.utf8.index(source.utf8.startIndex, offsetBy: 50)] == UInt8(ascii: "d"))
    }
}

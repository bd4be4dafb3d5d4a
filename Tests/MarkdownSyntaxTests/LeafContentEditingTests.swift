import MarkdownSyntax
import Testing

/// The block phase keeps every leaf's text in one shared buffer and edits a leaf after the fact
/// only through its range there (definitions taken off the front, a table header or setext
/// underline taking the last line, blank lines trimmed off indented code). These check that
/// text and source ranges stay right in each case, also for the leaf that follows.
@Suite("Leaf content editing")
struct LeafContentEditingTests {
    private static let gfm = MarkdownParser(options: ParseOptions(extensions: .gfm))

    /// Every inline node of `blocks` that `predicate` accepts, in document order.
    private static func inlines(in blocks: [BlockNode], where predicate: (InlineNode) -> Bool) -> [InlineNode] {
        var found: [InlineNode] = []
        for block in blocks {
            collect(block.inlines, predicate, into: &found)
            found += inlines(in: block.children, where: predicate)
        }
        return found
    }

    private static func collect(_ nodes: [InlineNode], _ predicate: (InlineNode) -> Bool, into found: inout [InlineNode]) {
        for node in nodes {
            if predicate(node) { found.append(node) }
            collect(node.children, predicate, into: &found)
        }
    }

    @Test func definitionsTakenOffAMultiLineParagraph() throws {
        let source = "[a]: /u\n*x*\ny *z* [a]\n"
        let document = MarkdownParser().parse(source)
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].range == SourceRange(8, 21))
        let emphases = Self.inlines(in: document.blocks) { $0.kind == .emphasis }
        #expect(emphases.map(\.range) == [SourceRange(8, 11), SourceRange(14, 17)])
        let link = try #require(TreeInspection.firstInline(in: document.blocks) {
            if case .link = $0.kind { return true } else { return false }
        })
        #expect(link.range == SourceRange(18, 21))
    }

    @Test func tableHeaderTakenFromTheEndOfAParagraph() throws {
        let source = "p *q*\n| a | b |\n| - | - |\n| c | *d* |\n\nafter *e*\n"
        let document = Self.gfm.parse(source)
        #expect(document.blocks.count == 3)
        #expect(document.blocks[0].kind == .paragraph)
        #expect(document.blocks[2].kind == .paragraph)
        let emphases = Self.inlines(in: document.blocks) { $0.kind == .emphasis }
        #expect(emphases.map(\.range) == [SourceRange(2, 5), SourceRange(32, 35), SourceRange(45, 48)])
        let texts = Self.inlines(in: document.blocks) { if case .text = $0.kind { return true } else { return false } }
        #expect(texts.map(\.kind) == [.text("p "), .text("q"), .text("a"), .text("b"), .text("c"), .text("d"), .text("after "), .text("e")])
    }

    @Test func setextHeadingAfterADefinition() throws {
        let source = "[a]: /u\nTitle *t*  \n===\nnext\n"
        let document = MarkdownParser().parse(source)
        #expect(document.blocks.count == 2)
        #expect(document.blocks[0].kind == .heading(level: 1))
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        #expect(emphasis.range == SourceRange(14, 17))
        #expect(document.blocks[1].inlines.first?.range == SourceRange(24, 28))
    }

    @Test func indentedCodeLosesItsTrailingBlankLines() throws {
        let source = "    code\n\n      \n\npara *p*\n"
        let document = MarkdownParser().parse(source)
        #expect(document.blocks.count == 2)
        #expect(document.blocks[0].kind == .codeBlock(CodeBlockInfo(info: nil, isFenced: false, content: "code\n")))
        let emphasis = try #require(TreeInspection.firstInline(in: document.blocks) { $0.kind == .emphasis })
        #expect(emphasis.range == SourceRange(23, 26))
    }

    @Test func paragraphOfOnlyDefinitionsDisappears() {
        let source = "[a]: /u\n[b]: /v\n\n# [a] [b]\n"
        let document = MarkdownParser().parse(source)
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].kind == .heading(level: 1))
        let links = Self.inlines(in: document.blocks) { if case .link = $0.kind { return true } else { return false } }
        #expect(links.count == 2)
    }

    @Test func lineTableMatchesANaiveScanAroundControlBytes() {
        // Tabs and other bytes below 0x0E are flagged by the word test as candidates; bytes
        // 0x01 and 0x0E just above a match are where borrow false positives would show.
        let alphabet: [UInt8] = [0x61, 0x09, 0x01, 0x0B, 0x0C, 0x0E, 0x0A, 0x0D, 0x8E, 0xFF, 0x00]
        var state: UInt64 = 7
        for length in 0..<40 {
            for _ in 0..<25 {
                var bytes: [UInt8] = []
                for _ in 0..<length {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    bytes.append(alphabet[Int(state >> 33) % alphabet.count])
                }
                var expected = [0]
                var index = 0
                while index < bytes.count {
                    if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    if bytes[index] == 0x0A || bytes[index] == 0x0D { expected.append(index + 1) }
                    index += 1
                }
                #expect(SourceLineTable(bytes).lineStarts == expected, "line starts differ for \(bytes)")
            }
        }
    }
}

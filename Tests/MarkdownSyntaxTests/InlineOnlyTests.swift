import MarkdownSyntax
import Testing

/// `.inlineOnly` and `.inlineOnlyPreservingWhitespace` (swift-cmark's CMARK_OPT_INLINE_ONLY and
/// CMARK_OPT_PRESERVE_WHITESPACE).
@Suite("Inline-only syntax")
struct InlineOnlyTests {
    let inlineOnly = MarkdownParser(options: ParseOptions(syntax: .inlineOnly))
    let preserving = MarkdownParser(options: ParseOptions(syntax: .inlineOnlyPreservingWhitespace))

    @Test func blockSyntaxStaysLiteral() {
        let document = inlineOnly.parse("# My heading\n> My block quote\n\n- List *item*\n\n[link](/u)")
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].kind == .paragraph)
        let inlines = document.blocks[0].inlines
        #expect(inlines.first?.kind == .text("# My heading"))
        #expect(inlines.contains { $0.kind == .emphasis })
        #expect(inlines.contains { $0.kind == .link(LinkInfo(destination: "/u")) })
        #expect(HTMLRenderer().render(document) == "<p># My heading\n&gt; My block quote\n\n- List <em>item</em>\n\n<a href=\"/u\">link</a></p>\n")
    }

    @Test func leadingAndTrailingWhitespaceIsDroppedAndBlankLinesGiveTwoBreaks() {
        let document = inlineOnly.parse("  \n  a \n\n   b  \n")
        let inlines = document.blocks[0].inlines
        #expect(inlines.map(\.kind) == [.text("a"), .softBreak, .softBreak, .text("b")])
        #expect(document.blocks[0].range.lowerBound == 5)
    }

    @Test func hardBreaksAndReferenceDefinitionsInInlineOnly() {
        let document = inlineOnly.parse("a  \nb\\\nc\n[x]: /y")
        let kinds = document.blocks[0].inlines.map(\.kind)
        #expect(kinds.prefix(5) == [.text("a"), .lineBreak, .text("b"), .lineBreak, .text("c")])
        #expect(TreeInspection.plainText(document.blocks[0].inlines).hasSuffix("[x]: /y"))
    }

    @Test func emptyInputHasNoBlocks() {
        #expect(inlineOnly.parse("").blocks.isEmpty)
        #expect(inlineOnly.parse(" \n\t\n").blocks.isEmpty)
        #expect(preserving.parse("").blocks.isEmpty)
    }

    @Test(arguments: [" ", "hello ", "hel\n\nlo", " hel \n world \n lo ", "\n\n\n", "a  \nb", "\ttab\r\ncr"])
    func preservingKeepsEveryWhitespaceCharacter(_ source: String) {
        let document = preserving.parse(source)
        #expect(document.blocks.count == 1)
        #expect(document.blocks[0].inlines.count == 1)
        #expect(document.blocks[0].inlines.first?.kind == .text(source))
        #expect(document.blocks[0].inlines.first?.range == SourceRange(0, source.utf8.count))
    }

    @Test func preservingStillParsesInlineSyntax() {
        let document = preserving.parse(" *a*  \n `b` ")
        #expect(document.blocks[0].inlines.map(\.kind) == [.text(" "), .emphasis, .text("  \n "), .code("b"), .text(" ")])
    }

    @Test func extendedAttributesWorkInlineOnly() {
        let parser = MarkdownParser(options: ParseOptions(extendedAttributes: true, syntax: .inlineOnly))
        let node = TreeInspection.firstInline(in: parser.parse("a ^[b](k: 1)").blocks) {
            if case .extendedAttributes = $0.kind { return true } else { return false }
        }
        #expect(node != nil)
    }
}

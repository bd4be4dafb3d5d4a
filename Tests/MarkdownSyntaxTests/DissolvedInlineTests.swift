import MarkdownSyntax
import Testing

/// Inline containers deeper than the nesting cap are dissolved into the nearest kept ancestor:
/// their text joins the ancestor's text, and a dissolved link still keeps e-mail autolinks out
/// of its own text.
@Suite("Dissolved inline containers")
struct DissolvedInlineTests {
    @Test func dissolvedSpanTextJoinsSurroundingText() {
        let parser = MarkdownParser(options: ParseOptions(maximumNestingDepth: 1))
        let document = parser.parse("*a **b** a*")
        let paragraph = document.blocks[0]
        #expect(paragraph.inlines.count == 1)
        let emphasis = paragraph.inlines[0]
        #expect(emphasis.kind == .emphasis)
        #expect(emphasis.children.count == 1)
        #expect(emphasis.children.first?.kind == .text("a b a"))
        #expect(emphasis.children.first?.range == SourceRange(1, 10))
    }

    @Test func thousandsOfDissolvedLevelsLeaveOneTextAtTheCap() {
        let levels = 3_000
        let source = String(repeating: "*a **a ", count: levels) + "b" + String(repeating: " a** a*", count: levels)
        let document = MarkdownParser().parse(source)
        let cap = ParseOptions().effectiveNestingDepth
        #expect(TreeInspection.inlineDepth(document.blocks) == cap)
        var node = document.blocks[0].inlines[0]
        var depth = 1
        while let child = node.children.first(where: { !$0.children.isEmpty }) {
            node = child
            depth += 1
        }
        #expect(depth == cap)
        // The deepest kept span holds one text: its own "a ", then "a " for each dissolved
        // opener, "b", " a" for each dissolved closer and its own " a".
        let pieces = 2 * levels - cap + 1
        #expect(node.children.count == 1)
        #expect(node.children.first?.kind == .text(String(repeating: "a ", count: pieces) + "b" + String(repeating: " a", count: pieces)))
        #expect(TreeInspection.plainText(document.blocks[0].inlines).filter { $0 == "a" }.count == 4 * levels)
    }

    @Test func dissolvedLinkTextGetsNoEmailAutolinks() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .autolink, maximumNestingDepth: 1))
        let document = parser.parse("*x@y.com [a@b.com](u) c@d.com*")
        let emphasis = document.blocks[0].inlines[0]
        #expect(emphasis.kind == .emphasis)
        let destinations = emphasis.children.compactMap { child -> String? in
            if case .link(let info) = child.kind { return info.destination }
            return nil
        }
        #expect(destinations == ["mailto:x@y.com", "mailto:c@d.com"])
        #expect(emphasis.children.contains { $0.kind == .text("a@b.com") })
        #expect(TreeInspection.plainText([emphasis]) == "x@y.com a@b.com c@d.com")
    }
}

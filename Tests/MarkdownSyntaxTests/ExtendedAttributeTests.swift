import MarkdownSyntax
import Testing

/// Apple's extended-attribute syntax (`^[text](attributes)`, `^[text][label]`), swift-cmark rules.
@Suite("Extended attributes")
struct ExtendedAttributeTests {
    let parser = MarkdownParser(options: ParseOptions(extendedAttributes: true))

    func attributeNode(_ source: String, parser: MarkdownParser? = nil) -> (MarkdownDocument, InlineNode?) {
        let document = (parser ?? self.parser).parse(source)
        let node = TreeInspection.firstInline(in: document.blocks) {
            if case .extendedAttributes = $0.kind { return true } else { return false }
        }
        return (document, node)
    }

    func info(_ node: InlineNode?) -> ExtendedAttributesInfo? {
        guard let node, case .extendedAttributes(let info) = node.kind else { return nil }
        return info
    }

    @Test func inlineForm() throws {
        let source = "Hi ^[*there*](rainbow: 'extreme', n: 1)!"
        let (document, node) = attributeNode(source)
        let attributes = try #require(info(node))
        #expect(attributes.json == "rainbow: 'extreme', n: 1")
        let utf8 = Array(source.utf8)
        #expect(String(decoding: utf8[attributes.jsonRange.lowerBound..<attributes.jsonRange.upperBound], as: UTF8.self) == attributes.json)
        #expect(node?.children.first?.kind == .emphasis)
        #expect(node?.range == SourceRange(3, 39))
        #expect(TreeInspection.plainText(document.blocks[0].inlines) == "Hi there!")
    }

    @Test func nestedParenthesesAndEscapesStayRaw() throws {
        let (_, nested) = attributeNode("^[a](k: (1 (2)), s: \"\\)\")")
        #expect(try #require(info(nested)).json == "k: (1 (2)), s: \"\\)\"")
    }

    @Test func parenthesisDepthIsLimitedTo32() {
        let ok = "^[a](" + String(repeating: "(", count: 31) + String(repeating: ")", count: 31) + ")"
        #expect(info(attributeNode(ok).1) != nil)
        let tooDeep = "^[a](" + String(repeating: "(", count: 32) + String(repeating: ")", count: 32) + ")"
        #expect(info(attributeNode(tooDeep).1) == nil)
    }

    @Test func unmatchedParenthesisLeavesLiteralText() {
        let (document, node) = attributeNode("^[a](k: 1")
        #expect(node == nil)
        #expect(TreeInspection.plainText(document.blocks[0].inlines) == "^[a](k: 1")
        let (noParen, none) = attributeNode("^[a] b")
        #expect(none == nil)
        #expect(TreeInspection.plainText(noParen.blocks[0].inlines) == "^[a] b")
    }

    @Test func emptyFormIsANodeWithEmptyJSON() throws {
        let (_, node) = attributeNode("x ^[]() y")
        let attributes = try #require(info(node))
        #expect(attributes.json == "")
        #expect(node?.children.isEmpty == true)
    }

    @Test func referenceForm() throws {
        let source = "^[ref]: color: 'red'\n\nSee ^[this][Ref] and ^[that][ref].\n"
        let (document, node) = attributeNode(source)
        #expect(document.blocks.count == 1)
        let attributes = try #require(info(node))
        #expect(attributes.json == "color: 'red'")
        #expect(attributes.jsonRange == SourceRange(8, 20))
        let count = document.blocks[0].inlines.filter {
            if case .extendedAttributes = $0.kind { return true } else { return false }
        }.count
        #expect(count == 2)
    }

    @Test func definitionAfterLinkDefinitionsInOneParagraph() throws {
        let source = "[a]: /url\n^[b]: k: 1\nText ^[x][b] [a]\n"
        let (document, node) = attributeNode(source)
        #expect(try #require(info(node)).json == "k: 1")
        #expect(TreeInspection.firstInline(in: document.blocks) { $0.kind == .link(LinkInfo(destination: "/url", origin: .reference)) } != nil)
    }

    @Test func unknownReferenceIsLiteral() {
        let (document, node) = attributeNode("^[x][nope]")
        #expect(node == nil)
        #expect(TreeInspection.plainText(document.blocks[0].inlines) == "^[x][nope]")
    }

    @Test func disabledOptionReadsCommonMark() throws {
        let (document, node) = attributeNode("^[x](y)", parser: MarkdownParser())
        #expect(node == nil)
        let inlines = document.blocks[0].inlines
        #expect(inlines.first?.kind == .text("^"))
        #expect(inlines.last?.kind == .link(LinkInfo(destination: "y")))
        #expect(MarkdownParser().parse("^[ref]: k: v\n").blocks[0].kind == .paragraph)
    }

    @Test func rendersAsPlainTextInHTML() {
        let html = HTMLRenderer().render(parser.parse("a ^[**b**](k: 1) c"))
        #expect(html == "<p>a <strong>b</strong> c</p>\n")
    }
}

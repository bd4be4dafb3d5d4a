import MarkdownSyntax
import Testing

/// Pathological inputs: deep nesting and long runs of special characters must parse (and
/// render) without crashing and with the nesting cap applied. None of these asserts a time;
/// they would hang the run if any algorithm were quadratic on them.
@Suite("Robustness")
struct RobustnessTests {
    static let cap = ParseOptions().maximumNestingDepth

    func parseAndRender(_ source: String, extensions: MarkdownExtensions = .all) -> (MarkdownDocument, String) {
        let document = MarkdownParser(options: ParseOptions(extensions: extensions, extendedAttributes: true)).parse(source)
        return (document, HTMLRenderer(options: .init(safety: .init(unsafe: true))).render(document))
    }

    @Test func defaultCapIs128AndSettingsAreClamped() {
        #expect(Self.cap == 128)
        #expect(ParseOptions(maximumNestingDepth: .max).effectiveNestingDepth == 256)
        #expect(ParseOptions(maximumNestingDepth: -5).effectiveNestingDepth == 1)
    }

    @Test func hugeCapSettingIsStillBounded() {
        let parser = MarkdownParser(options: ParseOptions(maximumNestingDepth: .max))
        let document = parser.parse(String(repeating: ">", count: 5_000) + " x")
        #expect(TreeInspection.blockDepth(document.blocks) == 257)
    }

    @Test func smallCapAppliesToBlocksAndInlines() {
        let parser = MarkdownParser(options: ParseOptions(maximumNestingDepth: 2))
        let document = parser.parse("> > > x *a **b *c* b** a*\n")
        #expect(TreeInspection.blockDepth(document.blocks) == 3)
        #expect(TreeInspection.inlineDepth(document.blocks) == 2)
        #expect(TreeInspection.plainText(document.blocks[0].children[0].children[0].inlines) == "> x a b c b a")
    }

    @Test func tenThousandBlockQuotes() {
        let (document, html) = parseAndRender(String(repeating: ">", count: 10_000) + " deep\n")
        #expect(TreeInspection.blockDepth(document.blocks) == Self.cap + 1)
        #expect(html.hasPrefix("<blockquote>"))
        #expect(html.contains("&gt;&gt;&gt;"))
    }

    @Test func tenThousandBlockQuoteLines() {
        var source = ""
        for level in 1...2_000 { source += String(repeating: "> ", count: min(level, 300)) + "x\n" }
        let (document, _) = parseAndRender(source)
        #expect(TreeInspection.blockDepth(document.blocks) <= Self.cap + 1)
    }

    @Test func tenThousandNestedListMarkersOnOneLine() {
        let (document, html) = parseAndRender(String(repeating: "- ", count: 10_000) + "x\n")
        #expect(TreeInspection.blockDepth(document.blocks) == Self.cap + 1)
        #expect(html.hasPrefix("<ul>\n<li>\n<ul>"))
    }

    @Test func deeplyIndentedNestedLists() {
        var source = ""
        for level in 0..<1_000 { source += String(repeating: "  ", count: level) + "- item\n" }
        let (document, _) = parseAndRender(source)
        #expect(TreeInspection.blockDepth(document.blocks) <= Self.cap + 1)
        #expect(TreeInspection.blockDepth(document.blocks) >= Self.cap - 1)
    }

    @Test func tenThousandOpenBrackets() {
        let (document, html) = parseAndRender(String(repeating: "[", count: 10_000) + "a" + String(repeating: "](b)", count: 10_000))
        #expect(document.blocks.count == 1)
        #expect(html.contains("<a href=\"b\">a</a>"))
        let (_, unclosed) = parseAndRender(String(repeating: "[", count: 100_000))
        #expect(unclosed.count == 100_000 + "<p></p>\n".count)
    }

    @Test func closeParenHeavyInput() {
        let (_, html) = parseAndRender(String(repeating: "[a](", count: 30_000) + String(repeating: "](<", count: 30_000))
        #expect(html.hasPrefix("<p>"))
        let (_, titles) = parseAndRender(String(repeating: "[a](b \"", count: 30_000))
        #expect(titles.hasPrefix("<p>[a](b &quot;"))
    }

    @Test(arguments: ["*", "_", "~"])
    func tenThousandNestedEmphasis(_ marker: String) {
        let source = String(repeating: "\(marker)a ", count: 10_000) + "x" + String(repeating: " a\(marker)", count: 10_000)
        let (document, html) = parseAndRender(source)
        #expect(TreeInspection.inlineDepth(document.blocks) <= Self.cap)
        #expect(html.hasPrefix("<p>"))
        let (runs, _) = parseAndRender(String(repeating: marker, count: 20_000) + "a" + String(repeating: marker, count: 20_000))
        #expect(TreeInspection.inlineDepth(runs.blocks) <= Self.cap)
    }

    @Test func emphasisNestingIsCappedAndTextKept() {
        let source = String(repeating: "*a ", count: 500) + "x" + String(repeating: " a*", count: 500)
        let (document, _) = parseAndRender(source)
        #expect(TreeInspection.inlineDepth(document.blocks) == Self.cap)
        #expect(TreeInspection.plainText(document.blocks[0].inlines).filter { $0 == "a" }.count == 1_000)
    }

    @Test(arguments: ["`", "<", "*", "_", "~", "[", "]", "!", "&", "\\", "(", ")", "<!--", "<?", "<a ", "<a x='", "www.", "http://", "a@b", "^["])
    func longRuns(_ unit: String) {
        let source = String(repeating: unit, count: 100_000 / unit.count)
        let (document, html) = parseAndRender(source)
        #expect(document.blocks.count >= 1)
        #expect(!html.isEmpty)
    }

    @Test func alternatingBacktickRuns() {
        var source = ""
        for length in 1...400 { source += String(repeating: "`", count: length) + " x " }
        let (document, _) = parseAndRender(source)
        #expect(document.blocks.count == 1)
    }

    @Test func manyTableColumnsAndRows() {
        let row = "|" + String(repeating: " a |", count: 500) + "\n"
        let delimiter = "|" + String(repeating: " - |", count: 500) + "\n"
        let (document, _) = parseAndRender(row + delimiter + String(repeating: row, count: 200))
        guard case .table(let columns) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(columns.count == 500)
        #expect(document.blocks[0].children.count == 201)
    }
}

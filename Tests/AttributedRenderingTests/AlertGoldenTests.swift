import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownSyntax
import Testing

/// Every renderer on `Golden/alerts.md` (the five alert types, content nested in them, and quotes
/// that are not alerts) against checked-in output in `Golden/alerts/`. Re-record with
/// `AM_RECORD_GOLDEN=1` and review the diff.
@Suite("Golden alerts")
struct AlertGoldenTests {
    private static func source() throws -> String {
        try String(contentsOf: StyledOutputGoldenFiles.directory.appendingPathComponent("alerts.md"), encoding: .utf8)
    }

    /// The source as an AttributedString with every GFM extension (alerts included).
    private static func string(theme: Theme? = nil) throws -> AttributedString {
        let string = try AttributedString(markdown: source(), syntaxExtensions: .all)
        return theme.map { $0.apply(to: string) } ?? string
    }

    @Test func syntaxTreeHTML() throws {
        let html = HTMLRenderer().render(MarkdownParser(options: ParseOptions(extensions: .all)).parse(try Self.source()))
        try StyledOutputGoldenFiles.expectMatches(html, golden: "alerts/alerts.html")
    }

    @Test func htmlFromAttributedStringEqualsTheSyntaxTree() throws {
        let tree = HTMLRenderer().render(MarkdownParser(options: ParseOptions(extensions: .all)).parse(try Self.source()))
        #expect(AttributedHTMLRenderer().render(try Self.string()) == tree)
    }

    @Test func styledHTMLPage() throws {
        let options = StyledHTMLRenderer.Options(theme: .default, darkTheme: .dark, standalone: true)
        let output = StyledHTMLRenderer(options: options).render(try Self.string(theme: .default))
        try StyledOutputGoldenFiles.expectMatches(output, golden: "alerts/alerts.page.html")
    }

    @Test func styledHTMLInlineStyles() throws {
        let options = StyledHTMLRenderer.Options(theme: .dark, inlineStyles: true)
        let output = StyledHTMLRenderer(options: options).render(try Self.string(theme: .dark))
        try StyledOutputGoldenFiles.expectMatches(output, golden: "alerts/alerts.inline.html")
    }

    @Test func webPreview() throws {
        let output = WebPreviewRenderer(theme: .default).render(try Self.string())
        try StyledOutputGoldenFiles.expectMatches(output, golden: "alerts/alerts.preview.html")
    }

    @Test func terminalTruecolor() throws {
        let output = TerminalRenderer(options: .init(width: 60, colorMode: .truecolor, theme: .default))
            .render(try Self.string(theme: .default))
        try StyledOutputGoldenFiles.expectMatches(output, golden: "alerts/alerts.truecolor.ansi")
    }

    @Test func terminalWithoutColour() throws {
        let output = TerminalRenderer(options: .init(width: 60, colorMode: .none, theme: .default))
            .render(try Self.string(theme: .default))
        #expect(!output.contains("\u{1B}"))
        try StyledOutputGoldenFiles.expectMatches(output, golden: "alerts/alerts.plain.txt")
    }

    @Test func plainText() throws {
        try StyledOutputGoldenFiles.expectMatches(PlainTextRenderer().render(try Self.string()), golden: "alerts/alerts.txt")
    }

    @Test func rtf() throws {
        try StyledOutputGoldenFiles.expectMatches(RTFRenderer().render(try Self.string(theme: .default)), golden: "alerts/alerts.rtf")
    }

    @Test func markdown() throws {
        try StyledOutputGoldenFiles.expectMatches(MarkdownWriter().markdown(from: try Self.string()), golden: "alerts/alerts.md")
    }

    /// The Markdown written back is the source's alerts unchanged: read again, it gives the same string.
    @Test func markdownRoundTrips() throws {
        let string = try Self.string()
        let written = MarkdownWriter().markdown(from: string)
        #expect(written.contains("> [!NOTE]\n> Useful information"))
        #expect(written.contains("> [!IMPORTANT]\n>\n> - a list inside"))
        let reread = try AttributedString(markdown: written, syntaxExtensions: .all)
        #expect(MarkdownWriter().markdown(from: reread) == written)
        #expect(AttributedHTMLRenderer().render(reread) == AttributedHTMLRenderer().render(string))
    }
}

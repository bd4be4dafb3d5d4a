import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import Testing

/// Highlighted code in the AttributedString-based outputs: the `AMCodeTokenKind` attribute, styled
/// HTML, the web preview, the terminal, and the theme stylesheets.
@Suite struct CodeHighlightingRenderingTests {
    static let markdown = "Text `inline`.\n\n```swift\nfunc f() -> Int { return 1 } // done\n```\n\n```unknown\nfunc f()\n```\n"

    static func string() throws -> AttributedString {
        try AttributedString(markdown: markdown, including: \.markdown)
    }

    @Test func attributeMarksTokensAndKeepsAppleAttributes() throws {
        let plain = try Self.string()
        let highlighted = plain.highlightingCodeBlocks()
        #expect(String(highlighted.characters) == String(plain.characters))
        var kinds: [String: CodeTokenKind] = [:]
        for run in highlighted.runs {
            guard let kind = run[AttributeScopes.MarkdownAttributes.CodeTokenKindAttribute.self] else { continue }
            kinds[String(highlighted[run.range].characters)] = kind
            #expect(run.presentationIntent != nil)
        }
        #expect(kinds == ["func": .keyword, "f": .function, "Int": .type, "return": .keyword, "1": .number, "// done": .comment])
        // Without the key, every run is what it was: Apple's attributes are untouched.
        var stripped = highlighted
        stripped[AttributeScopes.MarkdownAttributes.CodeTokenKindAttribute.self] = nil
        #expect(stripped == plain)
    }

    @Test func styledHTMLHighlightsByDefaultAndCanBeTurnedOff() throws {
        let string = try Self.string()
        let html = StyledHTMLRenderer(options: .init()).render(string)
        #expect(html.contains("<span class=\"hl-keyword\">func</span> <span class=\"hl-function\">f</span>() -&gt; <span class=\"hl-type\">Int</span>"))
        #expect(html.contains("<code class=\"language-unknown\">func f()\n</code>"))
        let off = StyledHTMLRenderer(options: .init(highlightsCode: false)).render(string)
        #expect(!off.contains("hl-"))
        let inline = StyledHTMLRenderer(options: .init(inlineStyles: true)).render(string)
        #expect(inline.contains("<span style=\"color: #cf222e\">func</span>"))
    }

    @Test func webPreviewHighlights() throws {
        let html = WebPreviewRenderer(theme: .default).render(try Self.string())
        #expect(html.contains("<span class=\"hl-comment\">// done</span>"))
        let css = WebPreviewRenderer.stylesheet(for: [.default, .dark])
        #expect(css.contains(".am-document[data-theme=\"default\"] .hl-keyword { color: #cf222e; }"))
        #expect(css.contains(".am-document[data-theme=\"dark\"] .hl-keyword { color: #ff7b72; }"))
    }

    @Test func stylesheetsColorEveryClass() {
        for theme in Theme.builtIn {
            let sheet = StyleCSS.stylesheet(for: theme)
            for kind in CodeTokenKind.allCases { #expect(sheet.contains(".\(kind.cssClass) { color: #"), "\(theme.name) \(kind)") }
        }
    }

    @Test func terminalColorsCodeUnlessTurnedOffOrColorless() throws {
        let string = try Self.string()
        let colored = TerminalRenderer(options: .init(width: 60, colorMode: .truecolor)).render(string)
        let uncolored = TerminalRenderer(options: .init(width: 60, colorMode: .truecolor, highlightsCode: false)).render(string)
        // The dark palette's keyword color (#ff7b72) on the terminal's own background.
        #expect(colored.contains("38;2;255;123;114"))
        #expect(!uncolored.contains("38;2;255;123;114"))
        let none = TerminalRenderer(options: .init(width: 60, colorMode: .none)).render(string)
        #expect(!none.contains("\u{1B}["))
        #expect(none.contains("func f() -> Int { return 1 } // done"))
        // The text is the same with or without colors.
        let noColorText = TerminalRenderer(options: .init(width: 60, colorMode: .none, highlightsCode: false)).render(string)
        #expect(none == noColorText)
    }
}

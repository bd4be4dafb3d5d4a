import Foundation
import TutorialScope
import Testing
import AttributedMarkdown
import AttributedStyles

/// Styles and transforms on documents made by the package's own parser and mapping.
@Suite("Markdown integration")
struct MarkdownIntegrationTests {
    private func attributed<S: AttributeScope>(_ markdown: String, including scope: KeyPath<AttributeScopes, S.Type>) throws -> AttributedString {
        var options = AttributedString.MarkdownParsingOptions()
        options.allowsExtendedAttributes = true
        let document = MarkdownParser(options: ParseOptions(extensions: [.strikethrough, .table], extendedAttributes: true)).parse(markdown)
        return try document.attributedString(options: options, including: scope)
    }

    private func run(_ text: String, of string: AttributedString) -> AttributedString.Runs.Run? {
        string.runs.first { String(string[$0.range].characters) == text }
    }

    @Test func tutorialMarkdownParsesAndTransforms() throws {
        let source = "Hello ^[big straße](customStyle: 'boldcaps', customColor: 'danger') and ^[QUIET](customStyle: 'smallitalics') 👋 ^[note](customColor: 'highlight')!"
        let document = try attributed(source, including: \.customAttributes)
        #expect(run("big straße", of: document)?.customStyle == .boldcaps)
        #expect(run("big straße", of: document)?.customColor == .danger)

        let shown = CustomAttributesTransform().applied(to: document)
        #expect(String(shown.characters) == "Hello BIG STRASSE and quiet 👋 note!")
        let big = run("BIG STRASSE", of: shown)
        #expect(big?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(big?.styleBackgroundColor == .red)
        #expect(big?.styleUnderlineStyle == LineStyle(pattern: .dash, color: .yellow))
        #expect(run("quiet", of: shown)?.inlinePresentationIntent == .emphasized)
        #expect(run("note", of: shown)?.styleUnderlineStyle == LineStyle(pattern: .dot, color: .red))
        #expect(run("!", of: shown)?.styleBackgroundColor == nil)
        // The paragraph's intent survives on every run.
        #expect(shown.runs.allSatisfy { $0.presentationIntent?.components.first?.kind == .paragraph })
    }

    @Test func styleAttributesCanBeWrittenInMarkdown() throws {
        let document = try attributed("Some ^[alert](foregroundColor: 'red', font: {size: 20, weight: 'bold'}) text", including: \.style)
        let alert = run("alert", of: document)
        #expect(alert?.styleForegroundColor == .red)
        #expect(alert?.styleFont == FontDescriptor(size: 20, weight: .bold))
    }

    @Test func themeStylesAParsedDocument() throws {
        let source = """
        # Title with `code`

        Some *emphasis*, **strong**, ***both***, ~~gone~~ and [a link](https://example.com).

        > quoted

        ```swift
        let x = 1
        ```

        | Name | Value |
        | ---- | ----: |
        | a    | 1     |
        """
        let document = try attributed(source, including: \.markdown)
        let styled = Theme.default.apply(to: document)
        #expect(String(styled.characters) == String(document.characters))
        #expect(run("Title with ", of: styled)?.styleFont?.size == 32)
        #expect(run("code", of: styled)?.styleFont == FontDescriptor(size: 32, weight: .semibold, italic: false, design: .monospaced))
        #expect(run("emphasis", of: styled)?.styleFont?.isItalic == true)
        #expect(run("strong", of: styled)?.styleFont?.weight == .bold)
        #expect(run("both", of: styled)?.styleFont?.weight == .bold)
        #expect(run("both", of: styled)?.styleFont?.isItalic == true)
        #expect(run("gone", of: styled)?.styleStrikethroughStyle == .single)
        #expect(run("a link", of: styled)?.styleForegroundColor == StyleColor(hex: "#0969da"))
        #expect(run("quoted", of: styled)?.styleForegroundColor == StyleColor(hex: "#59636e"))
        #expect(run("let x = 1\n", of: styled)?.styleBackgroundColor == StyleColor(hex: "#f6f8fa"))
        #expect(run("Name", of: styled)?.styleFont?.weight == .semibold)
        #expect(run("a", of: styled)?.styleFont?.weight == .regular)
    }

    @Test func styledDocumentRoundTripsThroughJSONWithTheStyleScope() throws {
        let document = try attributed("# Hi\n\nSome **bold** text", including: \.markdown)
        var styled = Theme.times.apply(to: document)
        if let range = styled.range(of: "text") {
            styled[range].styleUnderlineStyle = LineStyle(pattern: .dashDot, color: StyleColor(red: 0.2, green: 0.4, blue: 0.6))
            styled[range].styleLineHeight = .points(22)
            styled[range].styleAlignment = .center
        }
        let data = try JSONEncoder().encode(styled, including: \.style)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"AMFont\""))
        #expect(json.contains("\"AMForegroundColor\""))
        let decoded = try JSONDecoder().decode(AttributedString.self, from: data, including: \.style)
        #expect(decoded == styled)
        // Without the style scope the style keys are dropped, meaning stays.
        let meaningOnly = try JSONDecoder().decode(AttributedString.self, from: data, including: \.markdown)
        #expect(meaningOnly.runs.allSatisfy { $0.styleFont == nil })
        #expect(meaningOnly.runs.contains { $0.inlinePresentationIntent == .stronglyEmphasized })
    }

    @Test func themeThenTransformOrTransformThenThemeBothKeepTheTransformsLooks() throws {
        let document = try attributed("^[Alert](customColor: 'danger') and more", including: \.customAttributes)
        let themedAfter = Theme.important.apply(to: CustomAttributesTransform().applied(to: document))
        // The transform's background is in the document by the time the theme comes: it wins.
        #expect(run("Alert", of: themedAfter)?.styleBackgroundColor == .red)
        #expect(run(" and more", of: themedAfter)?.styleBackgroundColor == .yellow)
    }

    @Test func theOverviewExampleWorksWithApplesInitializer() throws {
        var options = AttributedString.MarkdownParsingOptions()
        options.allowsExtendedAttributes = true
        let document = try AttributedString(
            markdown: "Hello ^[world](customStyle: 'boldcaps', customColor: 'danger')!",
            including: \.customAttributes, options: options)
        let shown = Theme.menlo.apply(to: CustomAttributesTransform().applied(to: document))
        #expect(String(shown.characters) == "Hello WORLD!")
        let world = run("WORLD", of: shown)
        #expect(world?.styleFont == FontDescriptor(family: "Menlo", size: 17, weight: .bold, design: .monospaced))
        #expect(world?.styleForegroundColor == .indigo)
        #expect(world?.styleBackgroundColor == .red)
        #expect(world?.styleUnderlineStyle == LineStyle(pattern: .dash, color: .yellow))
        #expect(run("Hello ", of: shown)?.styleFont == FontDescriptor(family: "Menlo", size: 17, design: .monospaced))
    }

    @Test func applyingTheSameThemeTwiceChangesNothingMore() throws {
        let document = try attributed("# A\n\nSome *b* `c` [d](https://e.com)\n\n- f\n- g", including: \.markdown)
        let once = Theme.dark.apply(to: document)
        #expect(Theme.dark.apply(to: once) == once)
        // A styled copy keeps the first theme: re-theme the stored document instead.
        #expect(Theme.default.apply(to: once) == once)
        #expect(Theme.default.apply(to: document) != once)
    }
}

import AttributedMarkdown
import AttributedStyles
import Foundation
import TutorialScope
import Testing
@testable import AttributedServer

@Suite("The real renderer (parser → AttributedString → archive → themed HTML)")
struct MarkdownDocumentRendererTests {
    // Computed: a suite's stored property cannot be limited to Hummingbird's platforms.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    var renderer: MarkdownDocumentRenderer { MarkdownDocumentRenderer() }
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let tutorialCustom =
        "^[BoldCaps and Danger](customStyle: 'boldcaps', customColor: 'danger'), ^[SmallItalics and Highlighted](customStyle: 'smallitalics', customColor: 'highlight')"

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tutorialBoldAndItalic() throws {
        let result = try renderer.render(markdown: "This is **Bold text** and this is _italic_", theme: "menlo", options: RenderOptions())
        #expect(result.characterCount == 36)
        #expect(result.runCount == 4)
        #expect(result.runs.map(\.text) == ["This is ", "Bold text", " and this is ", "italic"])
        #expect(result.runs[1].attributes == [
            "NSPresentationIntent": "[paragraph (id 1)]",
            "NSInlinePresentationIntent": "NSInlinePresentationIntent(rawValue: 2)",
        ])
        #expect(result.runs[3].attributes["NSInlinePresentationIntent"] == "NSInlinePresentationIntent(rawValue: 1)")
        #expect(result.runs[0].attributes == ["NSPresentationIntent": "[paragraph (id 1)]"])
        #expect(result.html == """
            <div class="am-document" data-theme="menlo">
            <p>This is <strong>Bold text</strong> and this is <em>italic</em></p>
            </div>
            """)
        #expect(result.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tutorialCustomAttributesInspectAsWrittenAndRenderTransformed() throws {
        let result = try renderer.render(markdown: Self.tutorialCustom, theme: "times", options: RenderOptions())
        #expect(result.runs.map(\.text) == ["BoldCaps and Danger", ", ", "SmallItalics and Highlighted"])
        #expect(result.runs[0].attributes["customStyle"] == "boldcaps")
        #expect(result.runs[0].attributes["customColor"] == "danger")
        #expect(result.runs[2].attributes["customStyle"] == "smallitalics")
        #expect(result.runs[2].attributes["customColor"] == "highlight")
        let danger = "background-color: #ff3b30; text-decoration-line: underline; text-decoration-style: dashed; text-decoration-color: #ffcc00"
        let highlight = "background-color: #ffcc00; text-decoration-line: underline; text-decoration-style: dotted; text-decoration-color: #ff3b30"
        #expect(result.html.contains(#"<strong><span style="\#(danger)">BOLDCAPS AND DANGER</span></strong>"#))
        #expect(result.html.contains(#"<em><span style="\#(highlight)">smallitalics and highlighted</span></em>"#))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func archiveIsAppleShapedAndRendersLikeTheMarkdown() throws {
        let result = try renderer.archive(markdown: Self.tutorialCustom, theme: "important", options: RenderOptions())
        #expect(result.html == (try renderer.render(markdown: Self.tutorialCustom, theme: "important", options: RenderOptions()).html))
        #expect(result.archive.hasPrefix(#"["BoldCaps and Danger",{"NSPresentationIntent":{"components":[{"identity":1,"kind":["paragraph"]}]},"customColor":"danger","customStyle":"boldcaps"}"#))
        let decoded = try JSONDecoder().decode(AttributedString.self, from: Data(result.archive.utf8), including: \.customAttributes)
        #expect(String(decoded.characters) == "BoldCaps and Danger, SmallItalics and Highlighted")
        #expect(try renderer.render(archive: result.archive, theme: "important") == result.html)
        let otherTheme = try renderer.render(archive: result.archive, theme: "dark")
        #expect(otherTheme.contains(#"data-theme="dark""#))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func malformedExtendedAttributeIsAWarningNotAFailure() throws {
        let result = try renderer.render(markdown: "^[x](customStyle: 'nope') stays", theme: "default", options: RenderOptions())
        #expect(result.runs.map(\.text) == ["x stays"])
        #expect(result.runs.first?.attributes["customStyle"] == nil)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("line 1, column 6") == true)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func extendedAttributesOffKeepsTheSyntaxAsText() throws {
        let result = try renderer.render(
            markdown: "^[x](customStyle: 'boldcaps')", theme: "default", options: RenderOptions(allowsExtendedAttributes: false)
        )
        #expect(result.runs.first?.attributes["customStyle"] == nil)
        #expect(result.html.contains("^"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func inlineOnlySyntaxHasNoBlocks() throws {
        let result = try renderer.render(markdown: "# Not a heading", theme: "default", options: RenderOptions(interpretedSyntax: .inlineOnly))
        #expect(result.runs.first?.attributes["NSPresentationIntent"] == nil)
        #expect(!result.html.contains("<h1>"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func gfmExtensionsAreOn() throws {
        let markdown = "| a |\n|---|\n| b |\n\n- [x] done\n\n~~gone~~ www.example.com and a note[^1]\n\n[^1]: note"
        let html = try renderer.render(markdown: markdown, theme: "default", options: RenderOptions()).html
        #expect(html.contains("<table>"))
        #expect(html.contains(#"type="checkbox""#))
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains(#"<a href="http://www.example.com">"#))
        #expect(html.contains("footnote"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func rawHTMLAndScriptsAreNeutralised() throws {
        let markdown = "<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>"
        let html = try renderer.render(markdown: markdown, theme: "default", options: RenderOptions()).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("onerror"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func userTextCannotForgeStyleSpans() throws {
        // Spans come from run attributes, never from characters: noncharacters (which an
        // earlier design used as in-text markers) are ordinary text.
        let marker = { (value: UInt32) in String(Unicode.Scalar(value).map(Character.init) ?? "?") }
        let text = "a" + marker(0xFDD0) + marker(0xFDE0) + marker(0xFDD1) + "b" + marker(0xFDD2)
        let result = try renderer.render(markdown: text + " <span style=x>c</span> ^[d](customColor: 'danger')", theme: "default", options: RenderOptions())
        #expect(result.html.components(separatedBy: "<span").count == 2)
        #expect(result.html.contains(text + " "))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func styledRunsInsideCodeLinksAndBreaksStayWellFormed() throws {
        let markdown = "^[`code` and [link](https://example.com)](customColor: 'highlight')  \nnext ^[line\nbreak](customColor: 'danger')"
        let html = try renderer.render(markdown: markdown, theme: "default", options: RenderOptions()).html
        #expect(html.components(separatedBy: "<span").count == html.components(separatedBy: "</span>").count)
        #expect(html.contains(#"<code><span style="#))
        #expect(html.contains(#"<a href="https://example.com"><span style="#))
        #expect(html.contains("<br />"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func lengthChangingUppercaseKeepsLaterRuns() throws {
        let markdown = "^[straße](customStyle: 'boldcaps') then ^[😀 ok](customColor: 'danger')"
        let html = try renderer.render(markdown: markdown, theme: "default", options: RenderOptions()).html
        #expect(html.contains("<strong>STRASSE</strong> then <span"))
        #expect(html.contains(">😀 ok</span>"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownThemeAndBadArchiveAreRenderFailures() {
        #expect(throws: RenderFailure.unknownTheme("neon")) {
            _ = try renderer.render(markdown: "a", theme: "neon", options: RenderOptions())
        }
        #expect(throws: RenderFailure.unknownTheme("neon")) {
            _ = try renderer.archive(markdown: "a", theme: "neon", options: RenderOptions())
        }
        #expect(throws: RenderFailure.self) { _ = try renderer.render(archive: "[\"Test\", 0]", theme: "default") }
        #expect(throws: RenderFailure.self) { _ = try renderer.render(archive: "{}", theme: "default") }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func themesAreTheBuiltInOnes() {
        #expect(renderer.themes.map(\.name) == Theme.appThemes.map(\.name))
        #expect(renderer.themes.contains(ThemeSummary(name: "menlo", displayName: "Menlo")))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func stylesheetScopesEveryRuleByTheme() {
        let css = renderer.stylesheet
        for theme in Theme.appThemes {
            #expect(css.contains(#".am-document[data-theme="\#(theme.name)"] {"#))
        }
        #expect(css.contains(#".am-document[data-theme="menlo"] {"#))
        #expect(css.contains("font-family: \"Menlo\""))
        #expect(css.contains(#".am-document[data-theme="default"] h1 {"#))
        #expect(css.contains(#".am-document[data-theme="default"] :not(pre) > code {"#))
    }
}

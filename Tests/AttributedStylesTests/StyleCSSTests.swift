import Foundation
import TutorialScope
import Testing
import AttributedMarkdown
@testable import AttributedStyles

@Suite("CSS mapping")
struct StyleCSSTests {
    private let css = StyleCSS()

    @Test func fontMapsToFamilySizeWeightAndStyle() {
        var attributes = AttributeContainer()
        attributes.styleFont = FontDescriptor(family: "Menlo", size: 17, weight: .bold, italic: true, design: .monospaced)
        #expect(css.inlineStyle(for: attributes) == #"font-family: "Menlo", ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 17px; font-weight: 700; font-style: italic"#)
    }

    @Test func textStylesGiveTheirDefaultSizeAndWeight() {
        var attributes = AttributeContainer()
        attributes.styleFont = .textStyle(.headline)
        #expect(css.declarations(for: attributes) == [
            CSSDeclaration(property: "font-size", value: "17px"),
            CSSDeclaration(property: "font-weight", value: "600"),
        ])
        attributes.styleFont = FontDescriptor(size: 13.6, italic: false)
        #expect(css.inlineStyle(for: attributes) == "font-size: 13.6px; font-style: normal")
    }

    @Test func colorsResolveNamedColorsForTheAppearance() {
        var attributes = AttributeContainer()
        attributes.styleForegroundColor = .primary
        attributes.styleBackgroundColor = StyleColor(red: 1, green: 0, blue: 0, opacity: 0.5)
        #expect(StyleCSS(appearance: .light).inlineStyle(for: attributes) == "color: #000000; background-color: #ff000080")
        #expect(StyleCSS(appearance: .dark).inlineStyle(for: attributes) == "color: #ffffff; background-color: #ff000080")
    }

    @Test func theTutorialsDangerAndHighlightBecomeDecorations() {
        let danger = CustomAttributesTransform().applied(to: {
            var text = AttributedString("x")
            text.customColor = .danger
            return text
        }())
        guard let run = danger.runs.first else {
            Issue.record("no run")
            return
        }
        #expect(css.inlineStyle(for: run.attributes)
            == "background-color: #ff3b30; text-decoration-line: underline; text-decoration-style: dashed; text-decoration-color: #ffcc00")
        var highlight = AttributeContainer()
        highlight.styleUnderlineStyle = LineStyle(pattern: .dot, color: .red)
        #expect(css.declarations(for: highlight).map(\.value) == ["underline", "dotted", "#ff3b30"])
    }

    @Test func underlineAndStrikethroughShareOneDeclaration() {
        var attributes = AttributeContainer()
        attributes.styleStrikethroughStyle = LineStyle(pattern: .dashDot)
        #expect(css.inlineStyle(for: attributes) == "text-decoration-line: line-through; text-decoration-style: dashed")
        attributes.styleUnderlineStyle = .single
        #expect(css.inlineStyle(for: attributes) == "text-decoration-line: underline line-through; text-decoration-style: solid")
    }

    @Test func spacingAndParagraphKeys() {
        var attributes = AttributeContainer()
        attributes.styleKern = 1
        attributes.styleTracking = 0.25
        attributes.styleBaselineOffset = -3
        attributes.styleAlignment = .trailing
        attributes.styleLineHeight = .multiple(1.5)
        attributes.baseWritingDirection = .rightToLeft
        #expect(css.inlineStyle(for: attributes)
            == "letter-spacing: 1.25px; vertical-align: -3px; text-align: end; line-height: 1.5; direction: rtl")
        attributes.styleLineHeight = .points(24)
        attributes.baseWritingDirection = .natural
        attributes.styleAlignment = .justified
        #expect(css.declarations(for: attributes).suffix(3).map(\.description)
            == ["text-align: justify", "line-height: 24px", "unicode-bidi: plaintext"])
    }

    @Test func hostileValuesCannotBreakOutOrTrap() {
        var attributes = AttributeContainer()
        attributes.styleFont = FontDescriptor(family: "x\"; } </style><script>", size: .infinity)
        attributes.styleKern = .nan
        attributes.styleBaselineOffset = 1e300
        attributes.styleLineHeight = .multiple(-.greatestFiniteMagnitude)
        let style = css.inlineStyle(for: attributes)
        #expect(!style.contains("</style>"))
        #expect(!style.contains("<script"))
        #expect(style.hasPrefix(#"font-family: "x\"; } \3c /style\3e \3c script\3e ", -apple-system"#))
        #expect(!style.contains("font-size"))
        #expect(!style.contains("letter-spacing"))
        #expect(style.contains("vertical-align: 1000000px"))
        #expect(style.contains("line-height: -1000000"))
        #expect(!style.contains("e+"))
    }

    @Test func numbersAreShortAndExponentFree() {
        #expect(CSSValues.number(16) == "16")
        #expect(CSSValues.number(13.6) == "13.6")
        #expect(CSSValues.number(-0.25) == "-0.25")
        #expect(CSSValues.number(0.00001) == "0")
        #expect(CSSValues.number(-0.00001) == "0")
        #expect(CSSValues.number(1.00005) == "1.0001")
        #expect(CSSValues.number(2.05) == "2.05")
        #expect(CSSValues.pixels(0) == "0")
        #expect(CSSValues.number(.nan) == nil)
    }

    @Test func nonStyleKeysAreIgnored() {
        var attributes = AttributeContainer()
        attributes.link = URL(string: "https://example.com")
        attributes.inlinePresentationIntent = .stronglyEmphasized
        attributes.customStyle = .boldcaps
        #expect(css.declarations(for: attributes).isEmpty)
    }

    @Test func defaultThemeStylesheetHasDocumentedClasses() {
        let sheet = StyleCSS.stylesheet(for: .default)
        #expect(sheet.hasPrefix("/* AttributedMarkdown theme: Default (default) */\n.am-document {\n"))
        #expect(sheet.contains(".am-h1 {\n  font-size: 32px;\n  font-weight: 600;\n}\n"))
        #expect(sheet.contains(".am-h6 {\n  font-size: 13.6px;\n  font-weight: 600;\n  color: #59636e;\n}\n"))
        #expect(sheet.contains(".am-pre {\n  font-family: ui-monospace"))
        #expect(sheet.contains(".am-code {\n  font-family: ui-monospace, SFMono-Regular, \"SF Mono\", Menlo, Consolas, \"Liberation Mono\", monospace;\n  background-color: #eff1f3;\n}\n"))
        #expect(sheet.contains(".am-strong {\n  font-weight: 700;\n}\n"))
        #expect(sheet.contains(".am-em {\n  font-style: italic;\n}\n"))
        #expect(sheet.contains(".am-del {\n  text-decoration-line: line-through;\n  text-decoration-style: solid;\n}\n"))
        #expect(sheet.contains(".am-a {\n  color: #0969da;\n}\n"))
        #expect(!sheet.contains(".am-p {"), "unstyled roles get no rule")
        // Inline rules come least specific first, as the theme layers them.
        let order = ["am-document", "am-h1", "am-pre", "am-blockquote", "am-em", "am-strong", "am-del", "am-code", "am-a"]
            .compactMap { sheet.range(of: ".\($0) {")?.lowerBound }
        #expect(order.count == 9)
        #expect(order == order.sorted())
    }

    @Test func darkStylesheetResolvesNamedColorsDarkAndCanBeScoped() {
        var theme = Theme.dark
        theme[inline: .emphasized].styleForegroundColor = .secondary
        let sheet = StyleCSS.stylesheet(for: theme, scope: "[data-theme=\"dark\"]")
        #expect(sheet.contains("[data-theme=\"dark\"] .am-document {\n"))
        #expect(sheet.contains("background-color: #0d1117;"))
        #expect(sheet.contains("color: #ebebf599;"))
        let menlo = StyleCSS.stylesheet(for: .menlo)
        #expect(menlo.contains(".am-document {\n  font-family: \"Menlo\", ui-monospace"))
        #expect(menlo.contains("color: #5856d6;"))
    }

    @Test func everyRoleHasADistinctClassName() {
        let names = Theme.BlockRole.allCases.map(\.cssClassName) + Theme.InlineRole.allCases.map(\.cssClassName) + [StyleCSS.documentClassName]
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix("am-") })
    }
}

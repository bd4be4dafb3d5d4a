import Foundation
import Testing
import AttributedMarkdown
import TutorialScope
@testable import AttributedStyles

@Suite("Themes")
struct ThemeTests {
    private typealias Fixtures = DocumentFixtures

    @Test func applyingReturnsAStyledCopyAndLeavesTheDocumentAlone() {
        let document = Fixtures.sample
        let styled = Theme.default.apply(to: document)
        #expect(document.runs.allSatisfy { $0.styleFont == nil && $0.styleForegroundColor == nil })
        #expect(String(styled.characters) == String(document.characters))
        #expect(styled.runs.allSatisfy { $0.styleFont != nil })
        // Meaning survives styling.
        #expect(Fixtures.run("bold", of: styled)?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(Fixtures.run("Quoted", of: styled)?.presentationIntent?.components.count == 2)
    }

    @Test func headingsGetGitHubSizesAndCodeInAHeadingCombinesFonts() {
        let styled = Theme.default.apply(to: Fixtures.sample)
        let title = Fixtures.run("Title ", of: styled)?.styleFont
        #expect(title?.size == 32)
        #expect(title?.weight == .semibold)
        #expect(title?.design == .default)
        let code = Fixtures.run("api", of: styled)?.styleFont
        #expect(code?.design == .monospaced)
        #expect(code?.size == 32)
        #expect(code?.weight == .semibold)
        #expect(Fixtures.run("api", of: styled)?.styleBackgroundColor == StyleColor(hex: "#eff1f3"))
    }

    @Test func combinedInlineIntentsCombineTheirStyles() {
        let styled = Theme.default.apply(to: Fixtures.sample)
        let both = Fixtures.run("both", of: styled)?.styleFont
        #expect(both?.weight == .bold)
        #expect(both?.isItalic == true)
        #expect(both?.size == 16)
        let bold = Fixtures.run("bold", of: styled)?.styleFont
        #expect(bold?.weight == .bold)
        #expect(bold?.isItalic == false)
    }

    @Test func blockStylesNestInnerOverOuter() {
        let styled = Theme.default.apply(to: Fixtures.sample)
        #expect(Fixtures.run("Quoted", of: styled)?.styleForegroundColor == StyleColor(hex: "#59636e"))
        #expect(Fixtures.run("Some ", of: styled)?.styleForegroundColor == StyleColor(hex: "#1f2328"))
        let code = Fixtures.run("let x = 1\n", of: styled)
        #expect(code?.styleFont?.design == .monospaced)
        #expect(code?.styleFont?.size == 13.6)
        #expect(code?.styleBackgroundColor == StyleColor(hex: "#f6f8fa"))
        #expect(code?.styleLineHeight == .multiple(1.45))
        #expect(Fixtures.run("link", of: styled)?.styleForegroundColor == StyleColor(hex: "#0969da"))
    }

    @Test func attributesAlreadyInTheDocumentWin() {
        var document = Fixtures.sample
        guard let range = document.range(of: "Some ") else {
            Issue.record("fixture changed")
            return
        }
        document[range].styleForegroundColor = .red
        document[range].styleFont = FontDescriptor(family: "Georgia")
        let styled = Theme.dark.apply(to: document)
        let run = Fixtures.run("Some ", of: styled)
        #expect(run?.styleForegroundColor == .red)
        #expect(run?.styleFont == FontDescriptor(family: "Georgia"))
        // Keys the run lacks still come from the theme.
        #expect(run?.styleBackgroundColor == StyleColor(hex: "#0d1117"))
        #expect(run?.styleLineHeight == .multiple(1.5))
    }

    @Test func tutorialThemesAreTheTutorialsContainers() {
        let plain = AttributedString("Hello")
        let menlo = Theme.menlo.apply(to: plain).runs.first
        #expect(menlo?.styleFont?.family == "Menlo")
        #expect(menlo?.styleFont?.size == 17)
        #expect(menlo?.styleForegroundColor == .indigo)
        let times = Theme.times.apply(to: plain).runs.first
        #expect(times?.styleFont?.family == "Times New Roman")
        #expect(times?.styleFont?.size == 17)
        #expect(times?.styleForegroundColor == StyleColor(hex: "#7a2e1f"))
        let important = Theme.important.apply(to: plain).runs.first
        #expect(important?.styleFont?.family == "Courier New")
        #expect(important?.styleFont?.size == 17)
        #expect(important?.styleBackgroundColor == .yellow)
        #expect(important?.styleForegroundColor == nil)
    }

    @Test func tutorialThemesKeepTextLikeInlineSemantics() {
        let styled = Theme.menlo.apply(to: Fixtures.sample)
        let both = Fixtures.run("both", of: styled)?.styleFont
        #expect(both == FontDescriptor(family: "Menlo", size: 17, weight: .bold, italic: true, design: .monospaced))
        #expect(Fixtures.run("link", of: styled)?.styleForegroundColor == .accent)
    }

    @Test func builtInThemesAreNamedAndFindable() {
        #expect(Theme.builtIn.map(\.name) == ["default", "dark"])
        #expect(Theme.appThemes.map(\.name) == ["default", "dark", "menlo", "times", "important"])
        #expect(Theme.appThemes.map(\.displayName) == ["Default", "Dark", "Menlo", "Times", "Important"])
        #expect(Theme.named("MENLO") == nil)
        #expect(Theme.named("MENLO", in: Theme.appThemes) == .menlo)
        #expect(Theme.named("dark")?.appearance == .dark)
        #expect(Theme.named("solarized", in: Theme.appThemes) == nil)
        #expect(Set(Theme.appThemes.map(\.id)).count == Theme.appThemes.count)
    }

    @Test func blockRolesCoverPresentationIntentKinds() {
        #expect(Theme.BlockRole(.header(level: 3)) == .heading3)
        #expect(Theme.BlockRole(.header(level: 9)) == .heading6)
        #expect(Theme.BlockRole(.header(level: 0)) == .heading1)
        #expect(Theme.BlockRole(.orderedList) == .list)
        #expect(Theme.BlockRole(.unorderedList) == .list)
        #expect(Theme.BlockRole(.listItem(ordinal: 2)) == .listItem)
        #expect(Theme.BlockRole(.codeBlock(languageHint: nil)) == .codeBlock)
        #expect(Theme.BlockRole(.tableHeaderRow) == .tableHeader)
        #expect(Theme.BlockRole(.table(columns: [])) == .table)
        #expect(Theme.BlockRole(.thematicBreak) == .thematicBreak)
        #expect(Theme.BlockRole(.tableCell(columnIndex: 0)) == nil)
        #expect(Theme.BlockRole(.tableRow(rowIndex: 1)) == nil)
    }

    @Test func tableHeaderCellsAreSemiboldInTheDefaultTheme() {
        let table = PresentationIntent(.table(columns: [.init(alignment: .left)]), identity: 1)
        let header = PresentationIntent(.tableHeaderRow, identity: 2, parent: table)
        let cell = PresentationIntent(.tableCell(columnIndex: 0), identity: 3, parent: header)
        let row = PresentationIntent(.tableRow(rowIndex: 1), identity: 4, parent: table)
        let bodyCell = PresentationIntent(.tableCell(columnIndex: 0), identity: 5, parent: row)
        var document = Fixtures.run("Name", in: cell)
        document.append(Fixtures.run("Ada", in: bodyCell))
        let styled = Theme.default.apply(to: document)
        #expect(Fixtures.run("Name", of: styled)?.styleFont?.weight == .semibold)
        #expect(Fixtures.run("Ada", of: styled)?.styleFont?.weight == .regular)
    }

    @Test func customThemesAreEditedThroughRoleSubscripts() {
        var theme = Theme(name: "custom", displayName: "Custom")
        theme[block: .heading2].styleAlignment = .center
        theme[inline: .code].styleForegroundColor = .pink
        #expect(theme.blocks[.heading2]?.styleAlignment == .center)
        let style = theme.style(for: PresentationIntent(.header(level: 2), identity: 1), inlinePresentationIntent: .code)
        #expect(style.styleAlignment == .center)
        #expect(style.styleForegroundColor == .pink)
        #expect(theme.style(for: nil).styleForegroundColor == nil)
    }

    @Test func emptyDocumentStaysEmpty() {
        #expect(Theme.default.apply(to: AttributedString()).characters.isEmpty)
    }
}

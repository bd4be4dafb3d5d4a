import Foundation
import TutorialScope
import Testing
import AttributedMarkdown
@testable import AttributedStyles

@Suite("Custom-attribute transforms")
struct TransformTests {
    private func custom(_ text: String, style: CustomStyleAttributes.Value? = nil, color: CustomColorAttributes.Value? = nil) -> AttributedString {
        var run = AttributedString(text)
        if let style { run.customStyle = style }
        if let color { run.customColor = color }
        return run
    }

    private func texts(_ string: AttributedString) -> [String] {
        string.runs.map { String(string[$0.range].characters) }
    }

    @Test func boldcapsUppercasesAndMakesStronglyEmphasized() {
        let result = CustomAttributesTransform().applied(to: custom("Hello", style: .boldcaps))
        #expect(String(result.characters) == "HELLO")
        #expect(result.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(result.runs.first?.customStyle == .boldcaps)
    }

    @Test func smallitalicsLowercasesAndMakesEmphasized() {
        var source = custom("WORLD", style: .smallitalics)
        source.inlinePresentationIntent = .stronglyEmphasized
        let result = CustomAttributesTransform().applied(to: source)
        #expect(String(result.characters) == "world")
        // Assigned, as in the tutorial: the previous intent is replaced.
        #expect(result.runs.first?.inlinePresentationIntent == .emphasized)
    }

    @Test func dangerAndHighlightColorsAreTheTutorials() {
        let danger = CustomAttributesTransform().applied(to: custom("Careful", color: .danger)).runs.first
        #expect(danger?.styleBackgroundColor == .red)
        #expect(danger?.styleUnderlineStyle == LineStyle(pattern: .dash, color: .yellow))
        let highlight = CustomAttributesTransform().applied(to: custom("Note", color: .highlight)).runs.first
        #expect(highlight?.styleBackgroundColor == .yellow)
        #expect(highlight?.styleUnderlineStyle == LineStyle(pattern: .dot, color: .red))
    }

    @Test func styleAndColorCombineOnOneRun() {
        let result = CustomAttributesTransform().applied(to: custom("Mixed", style: .boldcaps, color: .highlight))
        #expect(String(result.characters) == "MIXED")
        #expect(result.runs.count == 1)
        #expect(result.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(result.runs.first?.styleBackgroundColor == .yellow)
    }

    @Test func lengthChangingCaseMappingDoesNotCorruptLaterRuns() {
        var source = AttributedString("Start ")
        source.append(custom("straße", style: .boldcaps))               // 6 characters → 7
        source.append(AttributedString(" 👩‍👩‍👧 mid "))
        source.append(custom("ﬁne Ǆ", style: .boldcaps, color: .danger)) // ligature ﬁ → FI
        source.append(custom("👍🏽", color: .highlight))
        source.append(custom("İSTANBUL", style: .smallitalics))          // İ lowercases to two scalars
        var tail = AttributedString(" end")
        tail.styleForegroundColor = .green
        source.append(tail)

        let result = CustomAttributesTransform().applied(to: source)
        #expect(String(result.characters) == "Start STRASSE 👩‍👩‍👧 mid FINE Ǆ👍🏽i̇stanbul end")
        #expect(texts(result) == ["Start ", "STRASSE", " 👩‍👩‍👧 mid ", "FINE Ǆ", "👍🏽", "i̇stanbul", " end"])
        let runs = Array(result.runs)
        #expect(runs.count == 7)
        guard runs.count == 7 else { return }
        #expect(runs[1].inlinePresentationIntent == .stronglyEmphasized)
        #expect(runs[2].inlinePresentationIntent == nil)
        #expect(runs[3].styleBackgroundColor == .red)
        #expect(runs[3].inlinePresentationIntent == .stronglyEmphasized)
        #expect(runs[4].styleBackgroundColor == .yellow)
        #expect(runs[4].customStyle == nil)
        #expect(runs[5].inlinePresentationIntent == .emphasized)
        #expect(runs[6].styleForegroundColor == .green)
        #expect(runs[6].customStyle == nil)
    }

    @Test(arguments: ["ΟΔΟΣ Σ", "straße", "ﬁne", "İstanbul", "ǅemal", "e\u{301}té", "👩‍👩‍👧 ok"])
    func caseMappingMatchesTheTutorialsPerCharacterMapping(text: String) {
        let upper = CustomAttributesTransform().applied(to: custom(text, style: .boldcaps))
        let lower = CustomAttributesTransform().applied(to: custom(text, style: .smallitalics))
        #expect(Array(String(upper.characters).unicodeScalars) == Array(text.map { $0.uppercased() }.joined().unicodeScalars))
        #expect(Array(String(lower.characters).unicodeScalars) == Array(text.map { $0.lowercased() }.joined().unicodeScalars))
    }

    @Test func customRunSplitByOtherAttributesKeepsThem() {
        var source = custom("ab", style: .boldcaps)
        var linked = custom("cd", style: .boldcaps)
        linked.link = URL(string: "https://example.com")
        source.append(linked)
        let result = CustomAttributesTransform().applied(to: source)
        #expect(String(result.characters) == "ABCD")
        #expect(texts(result) == ["AB", "CD"])
        #expect(Array(result.runs).last?.link?.host == "example.com")
    }

    @Test func textWithoutCustomAttributesIsUnchanged() {
        var source = AttributedString("plain ")
        source.append(DocumentFixtures.run("bold", in: PresentationIntent(.paragraph, identity: 1), inline: .stronglyEmphasized))
        #expect(CustomAttributesTransform().applied(to: source) == source)
    }

    @Test func transformsComposeInOrder() {
        let upper = RunTransform { run in AttributedString(String(run.characters).uppercased(), attributes: run.runs.first?.attributes ?? .init()) }
        let exclaim = RunTransform { run in AttributedString(String(run.characters) + "!") }
        let chain: [any AttributeTransform] = [upper, exclaim]
        #expect(String(chain.applied(to: AttributedString("hi")).characters) == "HI!")
    }

    @Test func tutorialScopeDeclaresTheTutorialsKeys() throws {
        #expect(CustomStyleAttributes.name == "customStyle")
        #expect(CustomColorAttributes.name == "customColor")
        let markdownKeys = AttributeScopeKeys.markdownKeys(in: AttributeScopes.CustomAttributes.self)
        #expect(markdownKeys["customStyle"] != nil)
        #expect(markdownKeys["customColor"] != nil)
        #expect(markdownKeys["foregroundColor"] != nil)
        let keys = AttributeScopeKeys.keys(in: AttributeScopes.CustomAttributes.self)
        #expect(keys["AMFont"] != nil)
        #expect(keys["NSPresentationIntent"] != nil)
        let decoded = try JSONDecoder().decode(CustomStyleAttributes.Value.self, from: Data(#""smallitalics""#.utf8))
        #expect(decoded == .smallitalics)
    }
}

import Foundation
import Testing
@testable import AttributedEditing
#if !canImport(Darwin)
import AttributedMarkdown
#endif

@Suite("Formatting commands: toggles, mixed selections, typing attributes")
struct FormattingCommandTests {
    /// "bold plain" with "bold" bold.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func partlyBold() -> RichTextEditor {
        var text = AttributedString("bold plain")
        text[text.startIndex ..< text.index(text.startIndex, offsetByCharacters: 4)][InlinePresentationIntentKey.self] = .stronglyEmphasized
        return RichTextEditor(text: text)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func mixedSelectionTogglesOnThenOff() {
        var editor = partlyBold()
        editor.selectAll()
        #expect(editor.formattingState(of: .bold) == .mixed)
        let turnedOn = editor.toggleBold()
        #expect(turnedOn)
        #expect(editor.formattingState(of: .bold) == .on)
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .stronglyEmphasized, in: editor.text) == ["bold plain"])
        let turnedOff = editor.toggleBold()
        #expect(turnedOff)
        #expect(editor.formattingState(of: .bold) == .off)
        #expect(editor.text.runs.allSatisfy { $0[InlinePresentationIntentKey.self] == nil })
        #expect(plain(editor.text) == "bold plain")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func selectionEntirelyBoldTogglesOff() {
        var editor = partlyBold()
        editor.select(characterRanges: [1 ..< 3])
        #expect(editor.formattingState(of: .bold) == .on)
        editor.toggleBold()
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .stronglyEmphasized, in: editor.text) == ["b", "d"])
        #expect(selectedTexts(editor) == ["ol"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func togglingKeepsOtherIntentsOfTheRun() {
        var editor = partlyBold()
        editor.select(characterRanges: [0 ..< 4])
        editor.toggleItalic()
        editor.toggleStrikethrough()
        let intent = editor.text.runs.first?[InlinePresentationIntentKey.self]
        #expect(intent == [.stronglyEmphasized, .emphasized, .strikethrough])
        editor.toggleBold()
        #expect(editor.text.runs.first?[InlinePresentationIntentKey.self] == [.emphasized, .strikethrough])
        #expect(editor.formattingState(of: .italic) == .on)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func togglingAtAnInsertionPointChangesOnlyTheTypingAttributes() {
        var editor = RichTextEditor(text: AttributedString("plain "))
        let before = editor.text
        #expect(editor.formattingState(of: .bold) == .off)
        editor.toggleBold()
        #expect(editor.text == before)
        #expect(editor.formattingState(of: .bold) == .on)
        editor.insert("strong")
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .stronglyEmphasized, in: editor.text) == ["strong"])
        editor.toggleBold()
        editor.insert(" again")
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .stronglyEmphasized, in: editor.text) == ["strong"])
        #expect(plain(editor.text) == "plain strong again")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func multiRangeSelectionIsFormattedAsOne() {
        var editor = RichTextEditor(text: AttributedString("one two three"))
        editor.select(characterRanges: [0 ..< 3, 8 ..< 13])
        editor.toggleItalic()
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .emphasized, in: editor.text) == ["one", "three"])
        #expect(editor.formattingState(of: .italic) == .on)
        #expect(selectedTexts(editor) == ["one", "three"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func underlineTogglesAnyKeyValue() {
        var editor = RichTextEditor(text: AttributedString("under"))
        editor.selectAll()
        let underline = AttributeToggle(TestUnderlineAttribute.self, value: "single")
        #expect(editor.formattingState(of: underline) == .off)
        editor.apply(underline)
        #expect(textsWith(TestUnderlineAttribute.self, equalTo: "single", in: editor.text) == ["under"])
        #expect(editor.formattingState(of: underline) == .on)
        editor.apply(underline)
        #expect(editor.formattingState(of: underline) == .off)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func setAttributeDoesNotToggle() {
        var editor = RichTextEditor(text: AttributedString("sized"))
        editor.selectAll()
        editor.setAttribute(TestFontSizeAttribute.self, value: 24)
        editor.setAttribute(TestFontSizeAttribute.self, value: 24)
        #expect(textsWith(TestFontSizeAttribute.self, equalTo: 24, in: editor.text) == ["sized"])
        #expect(editor.formattingState(of: SetAttribute(TestFontSizeAttribute.self, value: 24)) == .on)
        #expect(editor.formattingState(of: SetAttribute(TestFontSizeAttribute.self, value: 12)) == .off)
        editor.setAttribute(TextColorAttribute.self, value: "red")
        #expect(textsWith(TextColorAttribute.self, equalTo: "red", in: editor.text) == ["sized"])
        editor.setAttribute(TextColorAttribute.self, value: nil)
        #expect(editor.text.runs.allSatisfy { $0[TextColorAttribute.self] == nil })
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func modifyAttributeChangesEachRunsOwnValue() throws {
        var text = AttributedString("small big")
        text[try #require(text.range(of: "big"))][TestFontSizeAttribute.self] = 20
        var editor = RichTextEditor(text: text)
        editor.selectAll()
        let larger = ModifyAttribute(TestFontSizeAttribute.self, default: 12, isModified: { _ in false }) { $0 += 2 }
        editor.apply(larger)
        #expect(pieces(of: editor.text, TestFontSizeAttribute.self).map(\.1) == [14, 22])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func alignmentFormatsWholeParagraphsEvenFromAnInsertionPoint() {
        var editor = RichTextEditor(text: AttributedString("first\nsecond\nthird"))
        editor.select(characterRanges: [8 ..< 8])
        let center = SetAttribute(TestAlignmentAttribute.self, value: .center)
        #expect(center.formatsParagraphs)
        #expect(editor.formattingState(of: center) == .off)
        editor.apply(center)
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .center, in: editor.text) == ["second\n"])
        #expect(editor.formattingState(of: center) == .on)
        // A selection across two paragraphs aligns both, entirely.
        editor.select(characterRanges: [3 ..< 15])
        #expect(editor.formattingState(of: center) == .mixed)
        editor.apply(SetAttribute(TestAlignmentAttribute.self, value: .right))
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .right, in: editor.text) == ["first\nsecond\nthird"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func formattingKeepsTheSelection() {
        var editor = RichTextEditor(text: AttributedString("a👍🏽 b 🇫🇷 c"))
        editor.select(utf16Ranges: [1 ..< 5, 8 ..< 12])
        editor.toggleBold()
        #expect(editor.selection.utf16Ranges(in: editor.text) == [1 ..< 5, 8 ..< 12])
        #expect(selectedTexts(editor) == ["👍🏽", "🇫🇷"])
        #expect(editor.selection.isValid(in: editor.text))
    }
}

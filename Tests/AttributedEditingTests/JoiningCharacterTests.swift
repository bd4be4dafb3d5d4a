import Foundation
import Testing
@testable import AttributedEditing

/// Edits where new text joins its neighbours into one character, next to paragraph-bound
/// attributes. Each case traps inside swift-foundation when done with a plain
/// `replaceSubrange`; the engine must complete them with whole characters and a valid selection.
@Suite("Edits that join characters")
struct JoiningCharacterTests {
    func paragraphAligned(_ string: String, through characterCount: Int? = nil) -> AttributedString {
        var text = AttributedString(string)
        let end = characterCount.map { text.index(text.startIndex, offsetByCharacters: $0) } ?? text.endIndex
        text[text.startIndex ..< end][TestAlignmentAttribute.self] = .center
        return text
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func replacingAParagraphBeforeACombiningMark() {
        var editor = RichTextEditor(text: paragraphAligned("ab\n\u{301}c", through: 3))
        editor.select(characterRanges: [0 ..< 3])
        editor.insert("x")
        #expect(plain(editor.text) == "x\u{301}c")
        #expect(editor.text.characters.count == 2)
        #expect(editor.selection.isValid(in: editor.text))
        #expect(editor.selection.characterRanges(in: editor.text) == [1 ..< 1])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func typingBeforeACombiningMarkAtTheStart() {
        var editor = RichTextEditor(text: AttributedString("\u{301}c"))
        var typing = AttributeContainer()
        typing[TestAlignmentAttribute.self] = .right
        editor.select(characterRanges: [0 ..< 0])
        editor.setTypingAttributes(typing)
        editor.insert("x")
        #expect(plain(editor.text) == "x\u{301}c")
        #expect(editor.selection.characterRanges(in: editor.text) == [1 ..< 1])
        // One character, one set of attributes: the typed letter's.
        #expect(pieces(of: editor.text, TestAlignmentAttribute.self).map(\.1) == [.right])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func pastingAFlagAfterALoneRegionalIndicator() {
        var editor = RichTextEditor(text: paragraphAligned("🇫"))
        var fragment = AttributedString("🇫🇷")
        fragment[TextColorAttribute.self] = "red"
        editor.paste(fragment)
        #expect(plain(editor.text) == "🇫🇫🇷")
        #expect(editor.text.characters.count == 2)
        #expect(editor.selection.isValid(in: editor.text))
        #expect(editor.selection.characterRanges(in: editor.text) == [2 ..< 2])
        // The paragraph attribute still covers the whole paragraph.
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .center, in: editor.text) == ["🇫🇫🇷"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func deletingANewlineBeforeACombiningMark() {
        var editor = RichTextEditor(text: paragraphAligned("a\n\u{301}b", through: 2))
        editor.select(characterRanges: [2 ..< 2])
        editor.deleteBackward()
        #expect(plain(editor.text) == "a\u{301}b")
        #expect(editor.text.characters.count == 2)
        #expect(editor.selection.isValid(in: editor.text))
        editor.undo()
        #expect(plain(editor.text) == "a\n\u{301}b")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func typingACombiningMarkAccentsThePreviousLetter() {
        var editor = RichTextEditor(text: paragraphAligned("cafe"))
        editor.insert("\u{301}")
        #expect(editor.text.characters.count == 4)
        #expect(editor.text.characters.last == "é")
        #expect(editor.selection.characterRanges(in: editor.text) == [4 ..< 4])
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .center, in: editor.text) == ["cafe\u{301}"])
    }
}

import Foundation
import Testing
@testable import AttributedEditing

@Suite("Edits: typing, replacing, deleting, newlines, pasting")
struct EditingTests {
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func typingInsertsAtTheInsertionPointAndMovesIt() {
        var editor = RichTextEditor(text: AttributedString("Hello world"))
        editor.select(characterRanges: [5 ..< 5])
        editor.insert(",")
        editor.insert(" dear")
        #expect(plain(editor.text) == "Hello, dear world")
        #expect(editor.selection.characterRanges(in: editor.text) == [11 ..< 11])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func typingReplacesASelection() {
        var editor = RichTextEditor(text: AttributedString("Hello world"))
        editor.select(characterRanges: [6 ..< 11])
        editor.insert("there")
        #expect(plain(editor.text) == "Hello there")
        #expect(editor.selection.isInsertionPoint)
        #expect(editor.selection.characterRanges(in: editor.text) == [11 ..< 11])
    }

    /// Several ranges: the first is replaced, the others deleted, the insertion point follows the
    /// new text.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func replacingAMultiRangeSelectionReplacesTheFirstAndDeletesTheRest() {
        var editor = RichTextEditor(text: AttributedString("one two three four"))
        editor.select(characterRanges: [4 ..< 7, 14 ..< 18, 8 ..< 13])
        editor.insert("2")
        #expect(plain(editor.text) == "one 2  ")
        #expect(editor.selection.characterRanges(in: editor.text) == [5 ..< 5])
        #expect(editor.selection.isValid(in: editor.text))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func bidiSelectionReplacedByTyping() {
        var editor = RichTextEditor(text: AttributedString("Hello שלום world"))
        editor.select(utf16Ranges: [3 ..< 6, 8 ..< 10])
        editor.insert("X")
        #expect(plain(editor.text) == "HelXשל world")
        #expect(editor.selection.utf16Ranges(in: editor.text) == [4 ..< 4])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test(arguments: [("👍🏽", 4), ("👨‍👩‍👧", 8), ("🇫🇷", 4), ("e\u{301}", 2), ("\r\n", 2)])
    func deleteBackwardRemovesAWholeCharacter(character: String, utf16Length: Int) {
        var editor = RichTextEditor(text: AttributedString("a" + character))
        editor.deleteBackward()
        #expect(plain(editor.text) == "a")
        #expect(editor.selection.utf16Ranges(in: editor.text) == [1 ..< 1])
        #expect(AttributedString("a" + character).utf16.count - editor.text.utf16.count == utf16Length)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test(arguments: ["👍🏽", "👨‍👩‍👧", "🇫🇷"])
    func deleteForwardRemovesAWholeCharacter(character: String) {
        var editor = RichTextEditor(text: AttributedString(character + "z"))
        editor.select(characterRanges: [0 ..< 0])
        editor.deleteForward()
        #expect(plain(editor.text) == "z")
        #expect(editor.selection.characterRanges(in: editor.text) == [0 ..< 0])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func deletingAtTheEdgesChangesNothing() {
        var editor = RichTextEditor(text: AttributedString("ab"))
        editor.deleteForward()
        editor.select(characterRanges: [0 ..< 0])
        editor.deleteBackward()
        #expect(plain(editor.text) == "ab")
        #expect(!editor.canUndo)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func deletingBySelectionRemovesEveryRange() {
        var editor = RichTextEditor(text: AttributedString("a👍🏽b🇫🇷c"))
        editor.select(characterRanges: [1 ..< 2, 3 ..< 4])
        editor.deleteBackward()
        #expect(plain(editor.text) == "abc")
        #expect(editor.selection.characterRanges(in: editor.text) == [1 ..< 1])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func deletingWords() {
        var editor = RichTextEditor(text: AttributedString("Hello brave new world"))
        editor.deleteBackward(by: .word)
        #expect(plain(editor.text) == "Hello brave new ")
        editor.deleteBackward(by: .word)
        #expect(plain(editor.text) == "Hello brave ")
        editor.select(characterRanges: [0 ..< 0])
        editor.deleteForward(by: .word)
        #expect(plain(editor.text) == " brave ")
        editor.deleteForward(by: .word)
        #expect(plain(editor.text) == " ")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func deletingHebrewAndEmojiWords() {
        var editor = RichTextEditor(text: AttributedString("ok 👍🏽 שלום עולם"))
        editor.deleteBackward(by: .word)
        #expect(plain(editor.text) == "ok 👍🏽 שלום ")
        editor.deleteBackward(by: .word)
        // The emoji is not a word character: it goes with the separators before "ok".
        #expect(plain(editor.text) == "ok 👍🏽 ")
        editor.deleteBackward(by: .word)
        #expect(plain(editor.text) == "")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func typedTextTakesTheTypingAttributes() throws {
        var text = AttributedString("bold")
        text[InlinePresentationIntentKey.self] = .stronglyEmphasized
        var editor = RichTextEditor(text: text)
        editor.insert("er")
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .stronglyEmphasized, in: editor.text) == ["bolder"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func textTypedAfterAnIngredientIsNotAnIngredient() throws {
        var text = AttributedString("Add butter")
        text[try #require(text.range(of: "butter"))][IngredientAttribute.self] = "butter"
        var editor = RichTextEditor(text: text)
        #expect(editor.selection.typingAttributes[IngredientAttribute.self] == "butter")
        editor.insert("s")
        #expect(plain(editor.text) == "Add butters")
        #expect(textsWith(IngredientAttribute.self, equalTo: "butter", in: editor.text) == ["butter"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func editingInsideAnIngredientEndsIt() throws {
        var text = AttributedString("Add butter now")
        text[try #require(text.range(of: "butter"))][IngredientAttribute.self] = "butter"
        var editor = RichTextEditor(text: text)
        editor.select(characterRanges: [7 ..< 7])
        editor.insert("X")
        #expect(plain(editor.text) == "Add butXter now")
        #expect(editor.text.runs.allSatisfy { $0[IngredientAttribute.self] == nil })

        var deleting = RichTextEditor(text: text)
        deleting.select(characterRanges: [6 ..< 6])
        deleting.deleteBackward()
        #expect(plain(deleting.text) == "Add btter now")
        #expect(deleting.text.runs.allSatisfy { $0[IngredientAttribute.self] == nil })
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func newlineSplitsAParagraphAndBothHalvesKeepParagraphAttributes() {
        var text = AttributedString("centered line")
        text[TestAlignmentAttribute.self] = .center
        var editor = RichTextEditor(text: text)
        editor.select(characterRanges: [8 ..< 8])
        editor.insertNewline()
        #expect(plain(editor.text) == "centered\n line")
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .center, in: editor.text) == ["centered\n line"])
        #expect(editor.selection.characterRanges(in: editor.text) == [9 ..< 9])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func pasteKeepsTheFragmentsAttributes() {
        var fragment = AttributedString("green")
        fragment[TextColorAttribute.self] = "green"
        var editor = RichTextEditor(text: AttributedString("make it "))
        editor.paste(fragment)
        editor.insert("!")
        #expect(plain(editor.text) == "make it green!")
        #expect(textsWith(TextColorAttribute.self, equalTo: "green", in: editor.text) == ["green!"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func pasteOverASelection() {
        var editor = RichTextEditor(text: AttributedString("one two"))
        editor.select(characterRanges: [0 ..< 3])
        editor.paste(AttributedString("1️⃣"))
        #expect(plain(editor.text) == "1️⃣ two")
        #expect(editor.selection.characterRanges(in: editor.text) == [1 ..< 1])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func typingARegionalIndicatorThatJoinsTheNextOneKeepsTheSelectionOnABoundary() {
        var editor = RichTextEditor(text: AttributedString("🇷🇪"))
        editor.select(characterRanges: [0 ..< 0])
        editor.insert("🇫")
        // "🇫🇷🇪" is 🇫🇷 followed by a lone 🇪: the insertion point cannot stay between 🇫 and 🇷.
        #expect(editor.text.characters.count == 2)
        #expect(editor.selection.isValid(in: editor.text))
        #expect(editor.selection.characterRanges(in: editor.text) == [1 ..< 1])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func transformTextKeepsTheSelectionOnItsText() throws {
        var state = EditorState(text: AttributedString("keep this word"))
        state.select(characterRanges: [5 ..< 9])
        state.transformText { text in
            text.characters.insert(contentsOf: ">>> ", at: text.startIndex)
            text.characters.append(contentsOf: " <<<")
        }
        #expect(String(state.text[state.selection.ranges].characters) == "this")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func transformTextThatReplacesTheTextFallsBackToOffsets() {
        var state = EditorState(text: AttributedString("abcdef"))
        state.select(characterRanges: [2 ..< 4])
        state.transformText { text in text = AttributedString("xy") }
        #expect(state.selection.isValid(in: state.text))
        #expect(state.selection.characterRanges(in: state.text) == [2 ..< 2])
    }
}

@Suite("Foundation's attribute rules, through the engine")
struct AttributeRulesThroughTheEngineTests {
    /// A paragraph-bound key set on two characters covers their whole paragraph: Foundation
    /// enforces `runBoundaries == .paragraph`, the engine does not have to.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func paragraphRunBoundariesAreEnforcedByFoundation() {
        var editor = RichTextEditor(text: AttributedString("one\ntwo\nthree"))
        editor.select(characterRanges: [5 ..< 7])
        editor.apply(SetAttribute(TestAlignmentAttribute.self, value: .right, formatsParagraphs: false))
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .right, in: editor.text) == ["two\n"])
        #expect(selectedTexts(editor) == ["wo"])
    }

    /// Joining two paragraphs by deleting the newline leaves one paragraph, with one value.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func deletingAParagraphSeparatorJoinsParagraphAttributes() {
        var text = AttributedString("left\nright")
        text[text.index(text.startIndex, offsetByCharacters: 6) ..< text.endIndex][TestAlignmentAttribute.self] = .right
        var editor = RichTextEditor(text: text)
        editor.select(characterRanges: [5 ..< 5])
        editor.deleteBackward()
        #expect(plain(editor.text) == "leftright")
        #expect(pieces(of: editor.text, TestAlignmentAttribute.self).count == 1)
    }

    /// An ingredient pasted over a selection keeps its attribute: pasted text is not "added
    /// text" that inherits, it brings its own attributes.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func pastedIngredientsStayIngredients() {
        var fragment = AttributedString("flour")
        fragment[IngredientAttribute.self] = "flour"
        var editor = RichTextEditor(text: AttributedString("add sugar"))
        editor.select(characterRanges: [4 ..< 9])
        editor.paste(fragment)
        #expect(textsWith(IngredientAttribute.self, equalTo: "flour", in: editor.text) == ["flour"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func acceptedAttributesByKeyPath() {
        let definition = FormattingDefinition(accepting: [AcceptedAttribute(\.link)])
        var attributes = AttributeContainer()
        attributes.link = URL(string: "https://example.com")
        attributes[TextColorAttribute.self] = "red"
        let constrained = definition.constrain(attributes)
        #expect(constrained.link == URL(string: "https://example.com"))
        #expect(constrained[TextColorAttribute.self] == nil)
        #expect(definition.accepts(attributeNamed: AttributeScopes.FoundationAttributes.LinkAttribute.name))
    }
}

import Foundation
import Testing
@testable import AttributedEditing

@Suite("Marking every occurrence of a word")
struct OccurrenceTests {
    let recipe = AttributedString("Soften the butter. Cream butter and sugar, then fold in more butter.")

    /// The bug: mutating one occurrence at a time, with ranges computed up front. The first
    /// mutation, though it changes attributes only, invalidates every index taken before it: the
    /// remaining occurrences and the user's selection.
    @Test func perRangeMutationsInvalidateTheOtherIndices() throws {
        var text = recipe
        let selection = try #require(text.range(of: "sugar"))
        let state = EditorState(text: text)
        let occurrences = Array(state.occurrences(of: "butter").ranges)
        #expect(occurrences.count == 3)
        #expect(occurrences.allSatisfy { $0.isValid(within: text) })

        text[occurrences[0]][IngredientAttribute.self] = "butter"

        #expect(!occurrences[1].isValid(within: text))
        #expect(!occurrences[2].isValid(within: text))
        #expect(!selection.isValid(within: text))
    }

    /// The fix: one `RangeSet`, one mutation, one `transform(updating:)`.
    @Test func markAllOccurrencesKeepsTheSelectionAndMarksEveryOccurrence() {
        var editor = RichTextEditor(text: recipe)
        editor.select(characterRanges: [36 ..< 41])
        #expect(selectedTexts(editor) == ["sugar"])

        var ingredient = AttributeContainer()
        ingredient[IngredientAttribute.self] = "butter"
        let marked = editor.markAllOccurrences(of: "butter", with: ingredient)

        #expect(marked.ranges.count == 3)
        #expect(marked.ranges.allSatisfy { $0.isValid(within: editor.text) })
        #expect(String(editor.text[marked].characters) == "butterbutterbutter")
        #expect(textsWith(IngredientAttribute.self, equalTo: "butter", in: editor.text) == ["butter", "butter", "butter"])
        #expect(editor.selection.isValid(in: editor.text))
        #expect(selectedTexts(editor) == ["sugar"])
        editor.undo()
        #expect(editor.text == recipe)
        #expect(selectedTexts(editor) == ["sugar"])
    }

    @Test func occurrencesMatchWholeCharactersOnly() {
        let state = EditorState(text: AttributedString("cafe\u{301} cafe café"))
        // "cafe" does not match inside "café" written with a combining accent.
        #expect(state.occurrences(of: "cafe").ranges.count == 1)
        #expect(state.occurrences(of: "é").ranges.count == 2)
        #expect(state.occurrences(of: "").isEmpty)
        #expect(state.occurrences(of: "tea").isEmpty)
    }

    @Test func markingByKeyWithEmojiAround() {
        var state = EditorState(text: AttributedString("🧈 butter 👨‍👩‍👧 butter 🇫🇷"))
        state.select(characterRanges: [9 ..< 10])
        state.markAllOccurrences(of: "butter", key: TextColorAttribute.self, value: "yellow")
        #expect(textsWith(TextColorAttribute.self, equalTo: "yellow", in: state.text) == ["butter", "butter"])
        #expect(String(state.text[state.selection.ranges].characters) == "👨‍👩‍👧")
    }
}

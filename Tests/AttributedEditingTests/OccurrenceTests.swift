import Foundation
import Testing
@testable import AttributedEditing

@Suite("Marking every occurrence of a word")
struct OccurrenceTests {
    let recipe = AttributedString("Soften the butter. Cream butter and sugar, then fold in more butter.")

    /// The bug: mutating one occurrence at a time, with ranges computed up front. The first
    /// mutation, though it changes attributes only, invalidates every index taken before it: the
    /// remaining occurrences and the user's selection.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
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
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
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

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func occurrencesMatchWholeCharactersOnly() {
        let state = EditorState(text: AttributedString("cafe\u{301} cafe caf\u{E9} 🇫🇷 🇫"))
        // "cafe" does not match inside "café" written with a combining accent.
        #expect(state.occurrences(of: "cafe").ranges.count == 1)
        // The search is literal: each spelling of "é" finds itself only.
        #expect(state.occurrences(of: "\u{E9}").ranges.count == 1)
        #expect(state.occurrences(of: "e\u{301}").ranges.count == 1)
        // A regional indicator does not match half of a flag.
        #expect(state.occurrences(of: "🇫").ranges.count == 1)
        #expect(state.occurrences(of: "").isEmpty)
        #expect(state.occurrences(of: "tea").isEmpty)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func occurrencesDoNotOverlapAndSurviveRejectedCandidates() {
        // Matches do not overlap: "aaa" holds one "aa", "ababab" one "abab". (Adjacent matches
        // would merge into one range of the RangeSet.)
        let state = EditorState(text: AttributedString("aaa ababab"))
        let pairs = state.occurrences(of: "aa").ranges
        #expect(pairs.map { String(state.text[$0].characters) } == ["aa"])
        #expect(pairs.first?.lowerBound == state.text.startIndex)
        let quads = state.occurrences(of: "abab").ranges
        #expect(quads.map { String(state.text[$0].characters) } == ["abab"])
        // "e" + U+0301 is one character: the candidate "ee" ending inside it is rejected, and
        // the search still finds the next one.
        let accented = EditorState(text: AttributedString("ee\u{301} ee"))
        let found = accented.occurrences(of: "ee").ranges
        #expect(found.count == 1)
        #expect(found.first.map { accented.text.characters.distance(from: accented.text.startIndex, to: $0.lowerBound) } == 3)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func markingByKeyWithEmojiAround() {
        var state = EditorState(text: AttributedString("🧈 butter 👨‍👩‍👧 butter 🇫🇷"))
        state.select(characterRanges: [9 ..< 10])
        state.markAllOccurrences(of: "butter", key: TextColorAttribute.self, value: "yellow")
        #expect(textsWith(TextColorAttribute.self, equalTo: "yellow", in: state.text) == ["butter", "butter"])
        #expect(String(state.text[state.selection.ranges].characters) == "👨‍👩‍👧")
    }
}

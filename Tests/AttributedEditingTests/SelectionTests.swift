import Foundation
import Testing
@testable import AttributedEditing

@Suite("Selections: RangeSet, UTF-16 and character offsets, rounding")
struct SelectionTests {
    let emoji = AttributedString("a👍🏽b👨‍👩‍👧c🇫🇷d")

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func utf16RangesRoundTrip() {
        let selection = EditorSelection(utf16Ranges: [1 ..< 5, 6 ..< 14], in: emoji)
        #expect(selection.utf16Ranges(in: emoji) == [1 ..< 5, 6 ..< 14])
        #expect(selection.characterRanges(in: emoji) == [1 ..< 2, 3 ..< 4])
        #expect(String(emoji[selection.ranges].characters) == "👍🏽👨‍👩‍👧")
        #expect(selection.isValid(in: emoji))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func offsetsInsideSurrogatePairsAndClustersRoundOutward() {
        // 2 is inside 👍's surrogate pair, 3 is 🏽 (inside the cluster), 9 inside the family.
        let selection = EditorSelection(utf16Ranges: [2 ..< 3, 9 ..< 10], in: emoji)
        #expect(selection.utf16Ranges(in: emoji) == [1 ..< 5, 6 ..< 14])
        #expect(selection.isValid(in: emoji))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func insertionPointInsideAClusterMovesPastIt() {
        let flag = EditorSelection(utf16Ranges: [16 ..< 16], in: emoji)
        #expect(flag.utf16Ranges(in: emoji) == [19 ..< 19])
        #expect(flag.isInsertionPoint)
        let family = EditorSelection(utf16Ranges: [8 ..< 8], in: emoji)
        #expect(family.utf16Ranges(in: emoji) == [14 ..< 14])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func outOfBoundsOffsetsAreClampedNeverTrapping() {
        let text = AttributedString("abc")
        #expect(EditorSelection(utf16Ranges: [2 ..< 100], in: text).utf16Ranges(in: text) == [2 ..< 3])
        #expect(EditorSelection(utf16Ranges: [50 ..< 100], in: text).utf16Ranges(in: text) == [3 ..< 3])
        #expect(EditorSelection(utf16Ranges: [-5 ..< 1], in: text).utf16Ranges(in: text) == [0 ..< 1])
        #expect(EditorSelection(characterRanges: [-3 ..< 99], in: text).characterRanges(in: text) == [0 ..< 3])
        #expect(EditorSelection(utf16Ranges: [], in: text).utf16Ranges(in: text) == [0 ..< 0])
        let empty = AttributedString()
        #expect(EditorSelection(utf16Ranges: [3 ..< 7], in: empty).utf16Ranges(in: empty) == [0 ..< 0])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func overlappingAndUnsortedRangesMerge() {
        let text = AttributedString("0123456789")
        let selection = EditorSelection(utf16Ranges: [6 ..< 8, 0 ..< 2, 1 ..< 3, 3 ..< 3], in: text)
        #expect(selection.utf16Ranges(in: text) == [0 ..< 3, 6 ..< 8])
        #expect(selection.ranges.ranges.count == 2)
        #expect(!selection.isInsertionPoint)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func characterOffsetsCountGraphemes() {
        let selection = EditorSelection(characterRanges: [4 ..< 6], in: emoji)
        #expect(String(emoji[selection.ranges].characters) == "c🇫🇷")
        #expect(selection.utf16Ranges(in: emoji) == [14 ..< 19])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func indicesFromAnotherStringAreReanchoredByOffset() {
        let other = AttributedString("xa👍🏽")
        // UTF-8 offset 3 of `other` falls inside 👍 of `emoji` ("a" + 4-byte scalar).
        let foreign = other.utf8.index(other.startIndex, offsetBy: 3)
        let state = EditorState(text: emoji, selection: EditorSelection(insertionPoint: foreign))
        #expect(state.selection.isValid(in: state.text))
        #expect(state.selection.utf16Ranges(in: state.text) == [5 ..< 5])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func aSelectionBuiltFromForeignIndicesConvertsSafely() {
        let other = AttributedString("xxa👍🏽")
        let inside = other.utf8.index(other.startIndex, offsetBy: 2)
        let selection = EditorSelection(inside ..< other.endIndex)
        // Offset 2 is inside 👍 of `emoji`: the range widens to whole characters.
        #expect(selection.utf16Ranges(in: emoji) == [1 ..< 14])
    }

    /// "Hello שלום world" displays the Hebrew right to left: ם ו ל ש. Dragging from "lo" to the
    /// middle of the Hebrew word selects, on screen, "lo " and the two left-most Hebrew glyphs,
    /// which are the *last* two Hebrew characters in storage: two logical ranges.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func visuallyContiguousBidiSelectionIsSeveralLogicalRanges() {
        var editor = RichTextEditor(text: AttributedString("Hello שלום world"))
        editor.select(utf16Ranges: [3 ..< 6, 8 ..< 10])
        #expect(selectedTexts(editor) == ["lo ", "ום"])
        #expect(editor.selection.ranges.ranges.count == 2)
        editor.toggleBold()
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .stronglyEmphasized, in: editor.text) == ["lo ", "ום"])
        #expect(editor.selection.utf16Ranges(in: editor.text) == [3 ..< 6, 8 ..< 10])
        #expect(editor.selection.isValid(in: editor.text))
    }
}

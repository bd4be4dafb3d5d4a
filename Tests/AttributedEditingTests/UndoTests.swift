import Foundation
import Testing
@testable import AttributedEditing

@Suite("Undo and redo")
struct UndoTests {
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func consecutiveTypingIsOneStep() {
        var editor = RichTextEditor()
        for character in "hello" { editor.insert(String(character)) }
        #expect(editor.history.undoCount == 1)
        editor.undo()
        #expect(plain(editor.text) == "")
        #expect(!editor.canUndo)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func movingTheSelectionStartsANewStep() {
        var editor = RichTextEditor()
        editor.insert("ab")
        editor.select(characterRanges: [1 ..< 1])
        editor.insert("X")
        editor.insert("Y")
        #expect(plain(editor.text) == "aXYb")
        editor.undo()
        #expect(plain(editor.text) == "ab")
        #expect(editor.selection.characterRanges(in: editor.text) == [1 ..< 1])
        editor.undo()
        #expect(plain(editor.text) == "")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func formattingIsItsOwnStepAndUndoRestoresTheSelection() {
        var editor = RichTextEditor()
        editor.insert("one two")
        editor.select(characterRanges: [0 ..< 3, 4 ..< 7])
        editor.toggleBold()
        editor.toggleItalic()
        #expect(editor.history.undoCount == 3)
        editor.undo()
        #expect(editor.formattingState(of: .italic) == .off)
        #expect(editor.formattingState(of: .bold) == .on)
        editor.undo()
        #expect(editor.formattingState(of: .bold) == .off)
        #expect(editor.selection.characterRanges(in: editor.text) == [0 ..< 3, 4 ..< 7])
        #expect(plain(editor.text) == "one two")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func typingAfterFormattingStartsANewStep() {
        var editor = RichTextEditor()
        editor.insert("a")
        editor.toggleBold()
        editor.insert("b")
        editor.insert("c")
        #expect(editor.history.undoCount == 3)
        editor.undo()
        #expect(plain(editor.text) == "a")
        #expect(editor.formattingState(of: .bold) == .on)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func consecutiveDeletionsAreOneStepSeparateFromTyping() {
        var editor = RichTextEditor()
        editor.insert("hello👍🏽")
        editor.deleteBackward()
        editor.deleteBackward()
        editor.deleteBackward()
        #expect(plain(editor.text) == "hel")
        editor.undo()
        #expect(plain(editor.text) == "hello👍🏽")
        #expect(editor.selection.characterRanges(in: editor.text) == [6 ..< 6])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func newlineAndPasteAreTheirOwnSteps() {
        var editor = RichTextEditor()
        editor.insert("a")
        editor.insertNewline()
        editor.insert("b")
        editor.paste(AttributedString("c"))
        #expect(editor.history.undoCount == 4)
        #expect(editor.history.nextUndoKind == .paste)
        editor.undo()
        #expect(editor.history.nextUndoKind == .typing)
        #expect(plain(editor.text) == "a\nb")
        editor.undo()
        #expect(plain(editor.text) == "a\n")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func redoReappliesAndANewEditClearsIt() {
        var editor = RichTextEditor()
        editor.insert("abc")
        editor.selectAll()
        editor.toggleBold()
        let formatted = editor.state
        editor.undo()
        #expect(editor.canRedo)
        editor.redo()
        #expect(editor.state == formatted)
        editor.undo()
        editor.insert("z")
        #expect(!editor.canRedo)
        let redone = editor.redo()
        #expect(!redone)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func depthIsLimited() {
        var editor = RichTextEditor(undoDepth: 3)
        for word in ["a", "b", "c", "d", "e"] {
            editor.insert(word)
            editor.insertNewline()
        }
        #expect(editor.history.undoCount == 3)
        while editor.undo() {}
        #expect(plain(editor.text) == "a\nb\nc\nd")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func aCommandThatChangesNothingIsNoUndoStep() {
        var editor = RichTextEditor()
        editor.insert("sized")
        editor.selectAll()
        editor.setAttribute(TestFontSizeAttribute.self, value: 14)
        #expect(editor.history.undoCount == 2)
        let applied = editor.setAttribute(TestFontSizeAttribute.self, value: 14)
        #expect(applied)
        #expect(editor.history.undoCount == 2)
    }
}

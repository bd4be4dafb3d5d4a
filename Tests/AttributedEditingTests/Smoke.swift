import Foundation
import Testing
@testable import AttributedEditing

@Test func smoke() {
    var editor = RichTextEditor()
    editor.insert("Hello")
    editor.insert(" world")
    #expect(String(editor.text.characters) == "Hello world")
    editor.select(characterRanges: [0..<5])
    editor.toggleBold()
    #expect(editor.formattingState(of: .bold) == .on)
    editor.undo()
    #expect(editor.formattingState(of: .bold) == .off)
    editor.undo()
    #expect(String(editor.text.characters) == "")
}

import Foundation
import Testing
import AttributedStyles
@testable import AttributedEditing
import MarkdownTestSupport

/// A seeded, deterministic random walk of edits and commands: the selection must stay valid
/// after every step, nothing may trap, and undoing everything must restore the document and
/// the selection.
@Suite("Random edit sequences")
struct RandomEditingPropertyTests {
    /// The recipe definition plus underline, font and alignment, so that every command can apply
    /// somewhere and the constraint still runs after every step.
    static let definition = FormattingDefinition(
        accepting: (recipeDefinition.acceptedAttributes ?? []) + [
            AcceptedAttribute(AttributeScopes.StyleAttributes.UnderlineStyleAttribute.self),
            AcceptedAttribute(AttributeScopes.StyleAttributes.FontAttribute.self),
            AcceptedAttribute(AttributeScopes.StyleAttributes.AlignmentAttribute.self),
            AcceptedAttribute(TestAlignmentAttribute.self),
        ],
        constraints: recipeDefinition.constraints
    )

    static let snippets = [
        "a", "Hello", " ", "\n", "שלום", "👍🏽", "👨‍👩‍👧", "🇫🇷", "🇫", "e\u{301}", "\u{301}", "\r\n", "word ", "\u{200D}", "中文",
    ]

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    static func randomRanges(in editor: RichTextEditor, using random: inout SeededGenerator) -> [Range<Int>] {
        // Deliberately sloppy offsets: past the end, negative, inside surrogate pairs.
        let limit = editor.text.utf16.count + 3
        return (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in
            let a = Int.random(in: -2 ... limit, using: &random)
            let b = Int.random(in: -2 ... limit, using: &random)
            return Swift.min(a, b) ..< Swift.max(a, b)
        }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    static func step(_ editor: inout RichTextEditor, using random: inout SeededGenerator) {
        switch Int.random(in: 0 ..< 22, using: &random) {
        case 0, 1, 2: editor.insert(snippets.randomElement(using: &random) ?? "x")
        case 3: editor.deleteBackward()
        case 4: editor.deleteForward()
        case 5: editor.deleteBackward(by: .word)
        case 6: editor.deleteForward(by: .word)
        case 7, 8: editor.select(utf16Ranges: randomRanges(in: editor, using: &random))
        case 9: editor.select(characterRanges: randomRanges(in: editor, using: &random))
        case 10: editor.toggleBold()
        case 11: editor.toggleItalic()
        case 12: editor.apply(SetAttribute(TestAlignmentAttribute.self, value: .center))
        case 13:
            var fragment = AttributedString(snippets.randomElement(using: &random) ?? "y")
            fragment[TextColorAttribute.self] = "red"
            fragment[IngredientAttribute.self] = "pasted"
            editor.paste(fragment)
        case 14: editor.insertNewline()
        case 15:
            var ingredient = AttributeContainer()
            ingredient[IngredientAttribute.self] = "word"
            editor.markAllOccurrences(of: "word", with: ingredient)
        case 16: editor.toggleUnderline()
        case 17: editor.setFontSize(Double(Int.random(in: 8 ... 40, using: &random)))
        case 18: editor.replaceSelection(with: snippets.randomElement(using: &random) ?? "z")
        case 19:
            // Probing never changes anything.
            let before = editor.state
            _ = editor.formattingState(of: .bold)
            _ = editor.canApply(SetAttribute(TextColorAttribute.self, value: "blue"))
            #expect(editor.state == before)
        case 20: editor.setAlignment(.center)
        default:
            if Bool.random(using: &random) { editor.undo() } else { editor.redo() }
        }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test(arguments: [UInt64(1), 42, 2026, 7_777, 31_337])
    func selectionStaysValidAndUndoRestoresEverything(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var original = AttributedString("Hello שלום 👍🏽 world\nsecond 🇫🇷 line")
        original[original.startIndex ..< original.index(original.startIndex, offsetByCharacters: 5)][IngredientAttribute.self] = "hello"
        var editor = RichTextEditor(text: original, definition: Self.definition, undoDepth: 10_000)
        let constrainedOriginal = editor.text
        var baseline = editor.state
        var steps = 0
        for _ in 0 ..< 800 {
            if !editor.canUndo { baseline = editor.state }
            Self.step(&editor, using: &random)
            steps += 1
            let selection = editor.selection
            #expect(selection.isValid(in: editor.text), "invalid selection after step \(steps)")
            let utf16 = selection.utf16Ranges(in: editor.text)
            #expect(EditorSelection(utf16Ranges: utf16, in: editor.text).utf16Ranges(in: editor.text) == utf16)
            if !selection.isValid(in: editor.text) { break }
        }
        #expect(steps == 800)
        while editor.undo() {}
        #expect(editor.text == constrainedOriginal)
        #expect(editor.state == baseline)
        #expect(editor.selection.isValid(in: editor.text))
    }
}

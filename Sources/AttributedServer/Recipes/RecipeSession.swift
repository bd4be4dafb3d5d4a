import AttributedEditing
import AttributedMarkdown
import AttributedStyles
import Foundation

/// One open recipe: its stored identity and an editing engine (text, selection, undo history)
/// that every operation of the page goes through. The browser never holds the model; it sends
/// operations and shows what ``state`` returns.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct RecipeSession: Sendable {
    let id: Int64
    var title: String
    var createdAt: Date
    var updatedAt: Date
    /// Accepted text changes so far, as stored.
    var revision: Int
    var editor: RichTextEditor
    /// The editing surface of `editor.text`, paragraph by paragraph (see
    /// ``RecipeSurfaceHTML/paragraphs(of:)``): kept so that an operation answers with the
    /// paragraphs it changed.
    private(set) var surface: [String]
    /// The plain text of `editor.text`, to find what an operation changed
    /// (``RecipeSurfaceUpdate``).
    private var plainText: String

    /// A session for a stored recipe, with the insertion point at the end of its text.
    init(_ recipe: Recipe) throws {
        id = recipe.id ?? 0
        title = recipe.title
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
        revision = recipe.revision
        editor = RichTextEditor(text: try RecipeArchive.decode(recipe.archive), definition: RecipeFormatting.definition)
        surface = RecipeSurfaceHTML().paragraphs(of: editor.text)
        plainText = String(editor.text.characters[...])
    }

    /// Applies `operation` after selecting `selection` (when given and different from the
    /// current selection).
    ///
    /// - Returns: whether the text changed.
    /// - Throws: a 422 ``APIError`` for an offset outside the text, a selection of too many
    ///   ranges, a result longer than ``RecipeLimits/maximumTextLength`` or an unusable
    ///   ingredient name; a 409 for a formatting command that cannot apply. Nothing changes
    ///   when it throws.
    mutating func apply(_ operation: RecipeOperation, selecting selection: [UTF16Range]?) throws -> Bool {
        var candidate = editor
        if let selection {
            let ranges = try Self.validated(selection, length: candidate.text.utf16.count)
            // Re-selecting the current selection would end the open typing step.
            if ranges != candidate.selection.utf16Ranges(in: candidate.text) {
                candidate.select(utf16Ranges: ranges)
            }
        }
        if let inserted = operation.insertedText {
            let selected = candidate.selection.utf16Ranges(in: candidate.text).reduce(0) { $0 + $1.count }
            if candidate.text.utf16.count - selected + inserted.utf16.count > RecipeLimits.maximumTextLength {
                throw APIError(.unprocessableContent, "The recipe would be longer than \(RecipeLimits.maximumTextLength) UTF-16 code units.")
            }
        }
        let before = candidate.text
        let selectionBefore = Self.utf8Ranges(of: candidate.selection, in: before)
        switch operation {
        case .select: break
        case .type(let text): candidate.insert(text)
        case .replace(let text), .paste(let text): candidate.replaceSelection(with: text)
        case .newParagraph: candidate.insertNewline()
        case .deleteBackward(let granularity): candidate.deleteBackward(by: granularity)
        case .deleteForward(let granularity): candidate.deleteForward(by: granularity)
        case .deleteSelection:
            if !candidate.selection.isInsertionPoint { candidate.deleteBackward() }
        case .undo: candidate.undo()
        case .redo: candidate.redo()
        case .toggle(let format):
            guard Self.toggle(format, in: &candidate) else {
                throw APIError(.conflict, "“\(format.rawValue)” cannot apply to the selection.")
            }
        case .addIngredient(let name):
            let ingredient = try Self.ingredientName(name ?? RecipeInspector.selectedText(in: candidate) ?? "")
            var attributes = AttributeContainer()
            attributes[IngredientAttribute.self] = ingredient
            candidate.markAllOccurrences(of: ingredient, with: attributes)
        }
        editor = candidate
        let changed = editor.text != before
        if changed { updateSurface(after: operation, selectionBefore: selectionBefore) }
        return changed
    }

    /// Renders the paragraphs `operation` changed into ``surface`` (all of them after an
    /// operation that can change attributes anywhere).
    private mutating func updateSurface(after operation: RecipeOperation, selectionBefore: [Range<Int>]) {
        let text = editor.text
        let newText = String(text.characters[...])
        defer { plainText = newText }
        switch operation {
        case .undo, .redo, .addIngredient:
            break
        default:
            if let updated = RecipeSurfaceUpdate.surface(
                surface, oldText: plainText, newText: newText, text: text,
                oldSelection: selectionBefore, newSelection: Self.utf8Ranges(of: editor.selection, in: text)) {
                surface = updated
                return
            }
        }
        surface = RecipeSurfaceHTML().paragraphs(of: text)
    }

    /// The selection's ranges (the insertion point as an empty range) as UTF-8 offsets of `text`.
    private static func utf8Ranges(of selection: EditorSelection, in text: AttributedString) -> [Range<Int>] {
        let ranges = selection.isInsertionPoint ? selection.insertionPoint.map { [$0..<$0] } ?? [] : Array(selection.ranges.ranges)
        return ranges.map { text.utf8Offsets(of: $0) }
    }

    /// Whether `format` can apply to the selection.
    func canApply(_ format: RecipeFormat) -> Bool {
        switch format {
        case .bold: editor.canApply(.bold)
        case .italic: editor.canApply(.italic)
        case .underline: editor.canApply(StyleCommands.underline)
        }
    }

    /// Whether the selection has `format`.
    func state(of format: RecipeFormat) -> FormattingState {
        switch format {
        case .bold: editor.formattingState(of: .bold)
        case .italic: editor.formattingState(of: .italic)
        case .underline: editor.formattingState(of: StyleCommands.underline)
        }
    }

    private static func toggle(_ format: RecipeFormat, in editor: inout RichTextEditor) -> Bool {
        switch format {
        case .bold: editor.toggleBold()
        case .italic: editor.toggleItalic()
        case .underline: editor.toggleUnderline()
        }
    }

    private static func validated(_ selection: [UTF16Range], length: Int) throws -> [Range<Int>] {
        guard !selection.isEmpty else {
            throw APIError(.unprocessableContent, "Field “selection” must hold at least one range.")
        }
        guard selection.count <= RecipeLimits.maximumSelectionRanges else {
            throw APIError(.unprocessableContent, "Field “selection” holds more than \(RecipeLimits.maximumSelectionRanges) ranges.")
        }
        return try selection.map { range in
            guard range.start >= 0, range.start <= range.end, range.end <= length else {
                throw APIError(
                    .unprocessableContent,
                    "Selection range \(range.start)–\(range.end) is outside the text (0–\(length) UTF-16 code units, start ≤ end)."
                )
            }
            return range.start ..< range.end
        }
    }

    private static func ingredientName(_ raw: String) throws -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw APIError(.unprocessableContent, "An ingredient needs a name: select some text or send “name”.")
        }
        guard !name.contains(where: \.isNewline) else {
            throw APIError(.unprocessableContent, "An ingredient name must fit on one line.")
        }
        guard name.count <= RecipeLimits.maximumIngredientLength else {
            throw APIError(.unprocessableContent, "An ingredient name has at most \(RecipeLimits.maximumIngredientLength) characters.")
        }
        return name
    }
}

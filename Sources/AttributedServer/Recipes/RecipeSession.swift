import AttributedEditing
import AttributedMarkdown
import AttributedStyles
import Foundation

/// One open recipe: its stored identity, an editing engine (text and formatting rules) that
/// every operation of the pages goes through, and what the session keeps for each client (a
/// page): its selection and its own undo history (``RecipeClient``). The browser never holds
/// the model; it sends operations and shows what ``RecipeStateResponse`` returns.
///
/// Several clients may edit at once. Each operation names the revision its selection was made
/// at; an operation made at an older revision is carried over the changes accepted since
/// (``RecipeChangeLog``), so that it applies where its client meant it, or is refused with 409
/// when the log no longer reaches back that far.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct RecipeSession: Sendable {
    let id: Int64
    var title: String
    var createdAt: Date
    var updatedAt: Date
    /// Accepted text changes so far, as stored.
    private(set) var revision: Int
    /// The text and the formatting rules; its selection is the one of the client the last
    /// operation or state was for (see ``focus(on:)``). Its own undo history is not used: each
    /// client has its own.
    var editor: RichTextEditor
    /// The editing surface of `editor.text`, paragraph by paragraph (see
    /// ``RecipeSurfaceHTML/paragraphs(of:)``): kept so that an operation answers with the
    /// paragraphs it changed.
    private(set) var surface: [String]
    /// The plain text of `editor.text`, to find what an operation changed
    /// (``RecipeSurfaceUpdate``), and its UTF-16 code units (``RecipeChange``).
    private var plainText: String
    private var units: [UInt16]
    /// The changes accepted most recently, one per revision.
    private var log: RecipeChangeLog
    /// The clients, by id.
    private(set) var clients: [String: RecipeClient] = [:]
    /// Operations and state reads so far: the clock of ``RecipeClient/lastActive``.
    private var clock = 0

    /// A session for a stored recipe.
    init(_ recipe: Recipe) throws {
        id = recipe.id ?? 0
        title = recipe.title
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
        revision = recipe.revision
        editor = RichTextEditor(text: try RecipeArchive.decode(recipe.archive), definition: RecipeFormatting.definition, undoDepth: 1)
        surface = RecipeSurfaceHTML().paragraphs(of: editor.text)
        plainText = String(editor.text.characters[...])
        units = Array(plainText.utf16)
        log = RecipeChangeLog(revision: recipe.revision)
    }

    /// Applies `operation` for `client` after selecting `selection` (when given), a selection
    /// made at `revision` (the current one when nil; without a selection, the client's own,
    /// which the session keeps current).
    ///
    /// - Returns: whether the text changed.
    /// - Throws: a 422 ``APIError`` for an offset outside the text, a selection of too many
    ///   ranges, a result longer than ``RecipeLimits/maximumTextLength`` or an unusable
    ///   ingredient name; a 409 for a formatting command that cannot apply or a revision the
    ///   session cannot rebase from. Nothing changes when it throws.
    mutating func apply(
        _ operation: RecipeOperation, selecting selection: [UTF16Range]?,
        at revision: Int? = nil, by client: String = "", sequence: Int? = nil
    ) throws -> Bool {
        clock += 1
        var me = clients[client] ?? RecipeClient(selection: [units.count ..< units.count], lastActive: clock)
        me.lastActive = clock
        if let sequence, let last = me.lastSequence, sequence <= last {
            // Sent again after a lost answer: already applied.
            clients[client] = me
            return false
        }
        var operation = operation
        var ranges = me.selection
        if let selection {
            let since = try changes(since: revision)
            let length = since.reduce(units.count) { $0 - $1.inserted + $1.removedLength }
            let made = try Self.validated(selection, length: length)
            ranges = since.isEmpty ? made : RecipeChangeLog.transform(made, over: since)
            if !since.isEmpty, made.count == 1, made[0].isEmpty, let base = revision,
               let target = deletionTarget(of: operation, at: made[0].lowerBound, revision: base, over: since) {
                // What the deletion meant at its revision, where that text is now; nothing
                // when another client deleted it already.
                guard !target.isEmpty else {
                    me.selection = ranges
                    finish(me, as: client, sequence: sequence)
                    return false
                }
                ranges = target
                operation = .deleteSelection
            }
        }
        var candidate = editor
        if ranges != candidate.selection.utf16Ranges(in: candidate.text) {
            candidate.select(utf16Ranges: ranges)
        }
        if ranges != me.selection {
            // The client moved: its typing starts a new step and takes the attributes found there.
            me.stepIsOpen = false
            me.typingAttributes = nil
        } else if let typing = me.typingAttributes, typing != candidate.selection.typingAttributes {
            candidate.setTypingAttributes(typing)
        }
        if let inserted = operation.insertedText {
            let selected = candidate.selection.utf16Ranges(in: candidate.text).reduce(0) { $0 + $1.count }
            if candidate.text.utf16.count - selected + inserted.utf16.count > RecipeLimits.maximumTextLength {
                throw APIError(.unprocessableContent, "The recipe would be longer than \(RecipeLimits.maximumTextLength) UTF-16 code units.")
            }
        }
        let before = candidate.text
        let selectionBefore = Self.utf8Ranges(of: candidate.selection, in: before)
        let rangesBefore = candidate.selection.utf16Ranges(in: before)
        var undone: RecipeUndoStep?
        switch operation {
        case .select: break
        case .type(let text): candidate.insert(text)
        case .replace(let text), .paste(let text): candidate.replaceSelection(with: text)
        case .newParagraph: candidate.insertNewline()
        case .deleteBackward(let granularity): candidate.deleteBackward(by: granularity)
        case .deleteForward(let granularity): candidate.deleteForward(by: granularity)
        case .deleteSelection:
            if !candidate.selection.isInsertionPoint { candidate.deleteBackward() }
        case .undo, .redo:
            undone = operation == .undo ? me.undo.popLast() : me.redo.popLast()
            if let step = undone { Self.takeBack(step, in: &candidate) }
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
        if changed {
            let newText = String(editor.text.characters[...])
            let newUnits = Array(newText.utf16)
            let after = editor.selection.utf16Ranges(in: editor.text)
            let limit = Swift.min(rangesBefore.first?.lowerBound ?? 0, after.first?.lowerBound ?? 0)
            let change = RecipeChange(from: units, to: newUnits, startingAtOrBefore: limit, client: client)
            let region = Self.region(of: change, from: before, to: editor.text, oldUnits: units)
                ?? (change.start ..< change.start, change.start ..< change.start)
            for other in clients.keys where other != client {
                clients[other]?.transform(over: change)
            }
            let kind: RecipeUndoStep.Kind = switch operation {
            case _ where change.keepsText: .formatting
            case .type: .typing
            case .deleteBackward, .deleteForward, .deleteSelection: .deletion
            default: .edit
            }
            if undone != nil {
                // The step that takes the undo (or redo) back goes on the other stack; the steps
                // below stay as they are (see ``RecipeClient/transform(over:)``).
                let inverse = RecipeUndoStep(kind: kind, region: region, before: before)
                if operation == .undo { me.redo.append(inverse) } else { me.undo.append(inverse) }
                me.stepIsOpen = false
                me.trim()
            } else {
                me.record(change, kind: kind, region: region, before: before)
            }
            log.append(change)
            self.revision += 1
            units = newUnits
            updateSurface(after: operation, selectionBefore: selectionBefore, newText: newText)
        } else if undone != nil {
            me.stepIsOpen = false
        }
        me.selection = editor.selection.utf16Ranges(in: editor.text)
        me.typingAttributes = editor.selection.typingAttributes
        if operation == .select { me.stepIsOpen = false }
        finish(me, as: client, sequence: sequence)
        return changed
    }

    /// Puts the editor's selection and typing attributes to those of `client` (a new client
    /// gets a caret at the end), so that the state built next is that client's.
    mutating func focus(on client: String) {
        clock += 1
        var me = clients[client] ?? RecipeClient(selection: [units.count ..< units.count], lastActive: clock)
        me.lastActive = clock
        if me.selection != editor.selection.utf16Ranges(in: editor.text) {
            editor.select(utf16Ranges: me.selection)
            me.selection = editor.selection.utf16Ranges(in: editor.text)
        }
        if let typing = me.typingAttributes, typing != editor.selection.typingAttributes {
            editor.setTypingAttributes(typing)
        }
        finish(me, as: client, sequence: nil)
    }

    /// An estimate of the bytes the session holds beyond its text's storage: the plain text and
    /// its UTF-16 copy, the surface, the change log and the clients' undo steps (for a memory
    /// budget over sessions).
    var byteCount: Int {
        plainText.utf8.count + units.count * 2 + surface.reduce(0) { $0 + $1.utf8.count }
            + log.byteCount + clients.values.reduce(0) { $0 + $1.byteCount }
    }

    /// Whether `client` has a step to undo, or to redo.
    func history(of client: String) -> (canUndo: Bool, canRedo: Bool) {
        let me = clients[client]
        return (!(me?.undo.isEmpty ?? true), !(me?.redo.isEmpty ?? true))
    }

    /// Stores `me` as `client`, forgetting the least recently active client beyond
    /// ``RecipeLimits/clientCapacity``.
    private mutating func finish(_ me: RecipeClient, as client: String, sequence: Int?) {
        var me = me
        if let sequence { me.lastSequence = Swift.max(sequence, me.lastSequence ?? sequence) }
        clients[client] = me
        while clients.count > RecipeLimits.clientCapacity,
              let oldest = clients.min(by: { $0.value.lastActive < $1.value.lastActive })?.key {
            clients[oldest] = nil
        }
    }

    /// The text changes accepted since `revision` (none when it is nil or current); a 409 when
    /// the log does not reach back to it or it is newer than the text.
    private func changes(since revision: Int?) throws -> [RecipeChange] {
        guard let revision, revision != self.revision else { return [] }
        guard let since = log.changes(since: revision) else {
            throw APIError(
                .conflict,
                "The operation was made at revision \(revision) and the recipe is at revision \(self.revision); reload the recipe and send it again."
            )
        }
        return since.filter { !$0.keepsText }
    }

    /// The text a deletion at `caret`, made at `revision`, would have removed then, where that
    /// text is now (the parts that still exist); nil for an operation that is not a deletion at
    /// a caret.
    private func deletionTarget(of operation: RecipeOperation, at caret: Int, revision: Int, over changes: [RecipeChange]) -> [Range<Int>]? {
        let backward: Bool
        let granularity: TextGranularity
        switch operation {
        case .deleteBackward(let unit): (backward, granularity) = (true, unit)
        case .deleteForward(let unit): (backward, granularity) = (false, unit)
        default: return nil
        }
        guard let old = log.text(at: revision, current: units) else { return nil }
        var state = EditorState(text: AttributedString(String(decoding: old, as: UTF16.self)))
        state.select(utf16Ranges: [caret ..< caret])
        let at = state.selection.utf16Ranges(in: state.text).first?.lowerBound ?? caret
        let deleted = backward ? state.deleteBackward(by: granularity) : state.deleteForward(by: granularity)
        let count = old.count - state.text.utf16.count
        guard deleted, count > 0 else { return [] }
        var pieces = [backward ? (at - count) ..< at : at ..< (at + count)]
        for change in changes {
            pieces = pieces.flatMap { change.transform(range: $0) }.filter { !$0.isEmpty }
        }
        return pieces
    }

    /// ``RecipeUndoStep/region(of:from:to:)`` of a text change, compared within the paragraphs
    /// the change touched only: editing changes attributes next to its text only (the run it is
    /// in, the runs the definition adjusts around it), and never across a paragraph break, so
    /// the rest of the text need not be walked on every keystroke. A change of attributes only
    /// (formatting, ingredients marked everywhere) compares the whole text.
    private static func region(
        of change: RecipeChange, from old: AttributedString, to new: AttributedString, oldUnits: [UInt16]
    ) -> (old: Range<Int>, new: Range<Int>)? {
        guard !change.keepsText else { return RecipeUndoStep.region(of: change, from: old, to: new) }
        let newline = UInt16(UInt8(ascii: "\n"))
        var start = change.start
        while start > 0, oldUnits[start - 1] != newline { start -= 1 }
        var oldEnd = change.start + change.removedLength
        while oldEnd < oldUnits.count, oldUnits[oldEnd] != newline { oldEnd += 1 }
        let newEnd = oldEnd - change.removedLength + change.inserted
        let oldPart = AttributedString(old[RecipeUndoStep.indices(of: start ..< oldEnd, in: old)])
        let newPart = AttributedString(new[RecipeUndoStep.indices(of: start ..< newEnd, in: new)])
        var local = change
        local.start -= start
        guard let region = RecipeUndoStep.region(of: local, from: oldPart, to: newPart) else { return nil }
        return ((region.old.lowerBound + start) ..< (region.old.upperBound + start),
                (region.new.lowerBound + start) ..< (region.new.upperBound + start))
    }

    /// Replaces what `step` says with what it restores, selecting it first.
    private static func takeBack(_ step: RecipeUndoStep, in editor: inout RichTextEditor) {
        editor.select(utf16Ranges: step.pieces.isEmpty ? [step.anchor ..< step.anchor] : step.pieces)
        editor.paste(step.restored)
    }

    /// Renders the paragraphs `operation` changed into ``surface`` (all of them after an
    /// operation that can change attributes anywhere).
    private mutating func updateSurface(after operation: RecipeOperation, selectionBefore: [Range<Int>], newText: String) {
        let text = editor.text
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

import Foundation

/// A rich-text editing engine over `AttributedString`, without any UI: the document and its
/// selection (``EditorState``), the ``FormattingDefinition`` the document must respect, and undo
/// history (``EditHistory``).
///
/// Feed it what a text view reports (typed text, deletions, selection changes as UTF-16 ranges)
/// and render ``text`` however you like. Each edit keeps the selection valid through
/// `transform(updating:)`, enforces the definition on the text it touched, and records an undo
/// step; consecutive typing forms one step until the selection moves.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct RichTextEditor: Sendable {
    /// The document and selection.
    public private(set) var state: EditorState
    /// The attributes and values the document may carry.
    public private(set) var definition: FormattingDefinition
    /// Undo and redo steps.
    public private(set) var history: EditHistory

    /// An editor for `text` with the insertion point at its end. The definition is enforced on
    /// the whole text first (that is not an undo step).
    public init(text: AttributedString = AttributedString(), definition: FormattingDefinition = .unrestricted, undoDepth: Int = 1000) {
        var state = EditorState(text: text)
        state.enforce(definition)
        self.state = state
        self.definition = definition
        history = EditHistory(maximumDepth: undoDepth)
    }

    /// The document.
    public var text: AttributedString { state.text }
    /// The selection.
    public var selection: EditorSelection { state.selection }

    // MARK: Selection

    /// Selects `ranges` (an empty set puts the insertion point at the start).
    public mutating func select(_ ranges: RangeSet<AttributedString.Index>) {
        state.select(ranges)
        history.closeStep()
    }

    /// Puts the insertion point at `index`.
    public mutating func select(insertionPoint index: AttributedString.Index) {
        state.select(insertionPoint: index)
        history.closeStep()
    }

    /// Selects UTF-16 offset ranges, clamped and rounded to whole characters.
    public mutating func select(utf16Ranges: [Range<Int>]) {
        state.select(utf16Ranges: utf16Ranges)
        history.closeStep()
    }

    /// Selects character offset ranges, clamped.
    public mutating func select(characterRanges: [Range<Int>]) {
        state.select(characterRanges: characterRanges)
        history.closeStep()
    }

    /// Selects everything.
    public mutating func selectAll() {
        state.selectAll()
        history.closeStep()
    }

    /// Replaces the typing attributes (constrained by the definition).
    public mutating func setTypingAttributes(_ attributes: AttributeContainer) {
        var selection = state.selection
        selection.typingAttributes = definition.constrain(attributes)
        state.selection = selection
        history.closeStep()
    }

    // MARK: Editing

    /// Types `string` over the selection.
    public mutating func insert(_ string: String) {
        guard !string.isEmpty || !state.selection.isInsertionPoint else { return }
        edit(.typing) { $0.insert(string) }
    }

    /// Replaces the selection with `string` as one step of its own (not merged with typing).
    public mutating func replaceSelection(with string: String) {
        edit(.paste) { $0.insert(string) }
    }

    /// Starts a new paragraph at the selection.
    public mutating func insertNewline() {
        edit(.newline) { $0.insertNewline() }
    }

    /// Pastes `fragment`, keeping its attributes as far as the definition allows.
    public mutating func paste(_ fragment: AttributedString) {
        edit(.paste) { $0.paste(fragment) }
    }

    /// Deletes the selection, or the character or word before the insertion point.
    public mutating func deleteBackward(by granularity: TextGranularity = .character) {
        delete { $0.deleteBackward(by: granularity) }
    }

    /// Deletes the selection, or the character or word after the insertion point.
    public mutating func deleteForward(by granularity: TextGranularity = .character) {
        delete { $0.deleteForward(by: granularity) }
    }

    // MARK: Formatting

    /// Whether the selection has `command`'s formatting.
    public func formattingState(of command: some FormattingCommand) -> FormattingState {
        state.formattingState(of: command)
    }

    /// Whether `command` would take effect under the editor's definition.
    public func canApply(_ command: some FormattingCommand) -> Bool {
        state.canApply(command, under: definition)
    }

    /// Applies `command` as one undo step (none when it changed nothing).
    ///
    /// - Returns: `false`, changing nothing, when the command cannot apply.
    @discardableResult
    public mutating func apply(_ command: some FormattingCommand) -> Bool {
        let before = state
        switch state.applyReportingChange(command, under: definition) {
        case .notApplicable:
            return false
        case .unchanged:
            return true
        case .changed:
            history.record(before: before, kind: .formatting)
            return true
        }
    }

    /// Toggles bold (`InlinePresentationIntent.stronglyEmphasized`).
    @discardableResult
    public mutating func toggleBold() -> Bool { apply(.bold) }
    /// Toggles italic (`InlinePresentationIntent.emphasized`).
    @discardableResult
    public mutating func toggleItalic() -> Bool { apply(.italic) }
    /// Toggles strikethrough (`InlinePresentationIntent.strikethrough`).
    @discardableResult
    public mutating func toggleStrikethrough() -> Bool { apply(.strikethrough) }

    /// Sets `key` to `value` on the selection (or the typing attributes) as one undo step.
    @discardableResult
    public mutating func setAttribute<Key: AttributedStringKey>(_ key: Key.Type, value: Key.Value?) -> Bool where Key.Value: Sendable {
        apply(SetAttribute(key, value: value))
    }

    /// Adds `attributes` to every occurrence of `word` in one mutation, keeping the selection,
    /// then enforces the definition there. One undo step.
    ///
    /// - Returns: the ranges marked.
    @discardableResult
    public mutating func markAllOccurrences(of word: String, with attributes: AttributeContainer) -> RangeSet<AttributedString.Index> {
        let before = state
        let offsets = state.occurrenceOffsets(of: word)
        guard !offsets.isEmpty else { return RangeSet() }
        state.mark(offsets, with: attributes)
        var marked = offsets.map { state.text.index(atUTF8Offset: $0.lowerBound) ..< state.text.index(atUTF8Offset: $0.upperBound) }
        if !definition.isUnrestricted {
            state.enforce(definition, around: marked)
            // Enforcing changes attributes only: the marked text keeps its offsets.
            marked = offsets.map { state.text.index(atUTF8Offset: $0.lowerBound) ..< state.text.index(atUTF8Offset: $0.upperBound) }
        }
        history.record(before: before, kind: .formatting)
        return RangeSet(marked)
    }

    /// Replaces the definition and enforces it on the whole document, as one undo step.
    public mutating func setDefinition(_ definition: FormattingDefinition) {
        let before = state
        self.definition = definition
        state.enforce(definition)
        history.record(before: before, kind: .formatting)
    }

    // MARK: Undo

    /// Whether there is a step to undo.
    public var canUndo: Bool { history.canUndo }
    /// Whether there is a step to redo.
    public var canRedo: Bool { history.canRedo }

    /// Restores the text and selection from before the last step.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = history.undo(from: state) else { return false }
        state = previous
        return true
    }

    /// Re-applies the last undone step.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = history.redo(from: state) else { return false }
        state = next
        return true
    }

    // MARK: Private

    private mutating func edit(_ kind: EditKind, _ body: (inout EditorState) -> Range<AttributedString.Index>) {
        let before = state
        let changed = body(&state)
        state.enforce(definition, around: [changed])
        history.record(before: before, kind: kind)
    }

    private mutating func delete(_ body: (inout EditorState) -> Bool) {
        let before = state
        guard body(&state) else { return }
        if let caret = state.selection.insertionPoint {
            state.enforce(definition, around: [caret ..< caret])
        }
        history.record(before: before, kind: .deletion)
    }
}

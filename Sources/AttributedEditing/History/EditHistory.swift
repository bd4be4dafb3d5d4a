/// Undo and redo for an editor: snapshots of the ``EditorState`` before each step.
///
/// Snapshots rather than inverse operations because an `EditorState` copy is cheap
/// (`AttributedString` shares its storage until written) and a snapshot restores the exact
/// text *and* selection with no risk of an inverse drifting from what the edit did, whatever
/// Foundation's invalidation rules removed along the way.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct EditHistory: Sendable {
    private var undoStack: [(state: EditorState, kind: EditKind)] = []
    private var redoStack: [EditorState] = []
    /// The kind of the step still open for coalescing, if any.
    private var openKind: EditKind?

    /// How many undo steps are kept; older ones are dropped.
    public var maximumDepth: Int

    /// An empty history keeping at most `maximumDepth` undo steps (at least one).
    public init(maximumDepth: Int = 1000) {
        self.maximumDepth = Swift.max(1, maximumDepth)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The kind of the step ``RichTextEditor/undo()`` would undo, for a menu title such as
    /// "Undo Typing".
    public var nextUndoKind: EditKind? { undoStack.last?.kind }
    /// The number of steps that can be undone.
    public var undoCount: Int { undoStack.count }

    /// Records that an edit of `kind` changed `before`. Merges into the open step when both
    /// coalesce and are of the same kind; clears the redo steps.
    mutating func record(before: EditorState, kind: EditKind) {
        redoStack.removeAll()
        if kind.coalesces, openKind == kind { return }
        undoStack.append((before, kind))
        if undoStack.count > maximumDepth {
            undoStack.removeFirst(undoStack.count - maximumDepth)
        }
        openKind = kind.coalesces ? kind : nil
    }

    /// Closes the open step: the next edit starts a new one (the selection moved).
    mutating func closeStep() {
        openKind = nil
    }

    /// The state before the last step, after saving `current` for redo.
    mutating func undo(from current: EditorState) -> EditorState? {
        guard let step = undoStack.popLast() else { return nil }
        redoStack.append(current)
        openKind = nil
        return step.state
    }

    /// The state the last undo left, after saving `current` for undo.
    mutating func redo(from current: EditorState) -> EditorState? {
        guard let state = redoStack.popLast() else { return nil }
        undoStack.append((current, .formatting))
        openKind = nil
        return state
    }
}

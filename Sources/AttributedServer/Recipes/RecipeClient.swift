import Foundation

/// What a recipe session keeps for one client (a page, named by the `client` of its
/// operations): its selection, carried over every other client's change, the typing
/// attributes it chose there, and its own undo and redo steps.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeClient: Sendable {
    /// The selection as UTF-16 ranges of the current text; one empty range for a caret.
    var selection: [Range<Int>]
    /// The typing attributes the client's last operation left (a formatting toggle at a caret),
    /// used while the client's caret has not moved.
    var typingAttributes: AttributeContainer?
    var undo: [RecipeUndoStep] = []
    var redo: [RecipeUndoStep] = []
    /// Whether the top undo step may still absorb the next typing or deletion.
    var stepIsOpen = false
    /// The highest `sequence` the client's operations carried, so that an operation sent again
    /// (its answer was lost) is not applied twice.
    var lastSequence: Int?
    /// When the client last sent an operation, in the session's operation count.
    var lastActive: Int

    init(selection: [Range<Int>], lastActive: Int) {
        self.selection = selection
        self.lastActive = lastActive
    }

    /// Carries the selection and every step over another client's change.
    ///
    /// Each step of a stack is kept in the text as it will be when the steps above it are
    /// taken back, so the client's own undo and redo need no transform and restore exactly; a
    /// change by another client moves them all, which is exact wherever that change is not
    /// inside text the steps above would change.
    mutating func transform(over change: RecipeChange) {
        guard !change.keepsText else { return }
        selection = RecipeChangeLog.transform(selection, over: [change])
        undo = undo.compactMap { step in
            var step = step
            return step.transform(over: change) ? step : nil
        }
        redo = redo.compactMap { step in
            var step = step
            return step.transform(over: change) ? step : nil
        }
    }

    /// Records the step that takes back `change` (whose region is `region`) as the newest,
    /// merged into the open one when it continues it. A new edit ends what could be redone.
    mutating func record(_ change: RecipeChange, kind: RecipeUndoStep.Kind, region: (old: Range<Int>, new: Range<Int>), before: AttributedString) {
        redo.removeAll()
        if stepIsOpen, var last = undo.last, last.absorb(change, kind: kind, region: region, before: before) {
            undo[undo.count - 1] = last
            return
        }
        undo.append(RecipeUndoStep(kind: kind, region: region, before: before))
        stepIsOpen = kind == .typing || kind == .deletion
        trim()
    }

    /// The UTF-8 bytes of text the undo and redo steps keep.
    var byteCount: Int { (undo + redo).reduce(0) { $0 + $1.restored.utf8.count } }

    /// Drops the oldest undo steps beyond ``RecipeLimits/undoDepth`` steps or
    /// ``RecipeLimits/undoBytes`` bytes (the newest step stays).
    mutating func trim() {
        if undo.count > RecipeLimits.undoDepth { undo.removeFirst(undo.count - RecipeLimits.undoDepth) }
        var bytes = byteCount
        while bytes > RecipeLimits.undoBytes, undo.count > 1 {
            bytes -= undo.removeFirst().restored.utf8.count
        }
    }
}

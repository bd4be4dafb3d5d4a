/// What kind of change an undo step holds; decides how steps group.
public enum EditKind: Sendable, Hashable {
    /// Typed text. Consecutive typing is one undo step until the selection moves or another kind
    /// of edit happens.
    case typing
    /// Deleted characters or words. Consecutive deletions are one step, like typing.
    case deletion
    /// A new paragraph; its own step.
    case newline
    /// Pasted or replaced text; its own step.
    case paste
    /// A formatting command, a marked set of occurrences or a new formatting definition; its own step.
    case formatting

    /// Whether consecutive edits of this kind merge into one undo step.
    var coalesces: Bool { self == .typing || self == .deletion }
}

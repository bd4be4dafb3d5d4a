/// Whether the selected text has a formatting, as a toolbar button shows it.
public enum FormattingState: Sendable, Hashable {
    /// Every selected character has it (or the typing attributes do, at an insertion point).
    case on
    /// No selected character has it.
    case off
    /// Some selected characters have it and some do not.
    case mixed
}

/// What one preview render produced: the HTML for the preview and the inspector's data.
///
/// It holds no archive: encoding the whole string costs as much as a keystroke's other work
/// together, and only saving needs it (``ArchivedRender``).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RenderResult: Sendable, Equatable {
    /// Themed HTML fragment for the preview pane.
    var html: String
    /// `attributedString.characters.count`, as the tutorial prints it.
    var characterCount: Int
    /// `attributedString.runs.count`: every run of the string, also those not in ``runs``.
    var runCount: Int
    /// The first runs of the parsed string (at most ``RunInspector/shownRunLimit``) with their
    /// attributes, as the tutorial prints them.
    var runs: [RunSummary]
    /// Problems that did not stop the render (e.g. a malformed `^[…](…)` kept as plain text).
    var warnings: [String]
}

/// What one render produced: the HTML for the preview, the inspector's data, and the archive
/// that is stored when the user saves.
struct RenderResult: Sendable, Equatable {
    /// Themed HTML fragment for the preview pane.
    var html: String
    /// `attributedString.characters.count`, as the tutorial prints it.
    var characterCount: Int
    /// Each run of the parsed string with its attributes, as the tutorial prints them.
    var runs: [RunSummary]
    /// The parsed `AttributedString` as JSON in Apple's Codable shape, custom scope included.
    var archive: String
    /// Problems that did not stop the render (e.g. a malformed `^[…](…)` kept as plain text).
    var warnings: [String]
}

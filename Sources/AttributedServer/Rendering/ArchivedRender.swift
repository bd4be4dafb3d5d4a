/// What saving a string stores and shows: the parsed string's archive and its HTML, both made
/// from the same parse, so the stored archive is exactly what was rendered.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ArchivedRender: Sendable, Equatable {
    /// Themed HTML fragment of the string, as a preview render gives it.
    var html: String
    /// The parsed `AttributedString` as JSON in Apple's Codable shape, custom scope included.
    var archive: String
}

/// The limits the recipe API enforces, so that no request can make a session or a stored
/// recipe grow without bound. Requests beyond them are answered with a 4xx error.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeLimits {
    /// Longest recipe text, in UTF-16 code units (what browsers count).
    static let maximumTextLength = 100_000
    /// Longest title, in characters.
    static let maximumTitleLength = 120
    /// Longest ingredient name, in characters.
    static let maximumIngredientLength = 80
    /// Most ranges in one selection (a bidirectional selection has a few, never hundreds).
    static let maximumSelectionRanges = 32
    /// Largest body of a recipe API request, in bytes.
    static let maximumRequestBodySize = 512 * 1024
    /// Editing sessions kept in memory; the least recently used one is closed beyond this (its
    /// text is already stored, only its undo history goes).
    static let sessionCapacity = 32
}

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
    /// Accepted changes a session remembers, so that an operation made that many revisions ago
    /// can still be carried over the ones since; an older one is refused with 409.
    static let changeLogDepth = 1000
    /// Bytes of removed text the change log keeps at most (big deletions push old changes out
    /// sooner).
    static let changeLogBytes = 4 << 20
    /// Clients a session keeps a caret and an undo history for; the least recently active one
    /// is forgotten beyond this.
    static let clientCapacity = 16
    /// Undo steps kept per client.
    static let undoDepth = 200
    /// Bytes of text a client's undo and redo steps keep at most; the oldest steps go beyond.
    static let undoBytes = 4 << 20
    /// Longest client id, in ASCII letters, digits, `-` and `_`.
    static let maximumClientIDLength = 64
    /// Pages listening to one recipe's changes (`GET /api/recipes/{id}/events`); the oldest is
    /// closed beyond this.
    static let listenerCapacity = 32
}

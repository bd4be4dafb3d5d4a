import Foundation

/// `POST /api/render` request: `{"markdown": …, "theme": …, "options": {…}?, "session": …?}`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RenderRequest: Decodable, Sendable {
    var markdown: String
    var theme: String
    var options: RenderOptions?
    /// A key the editor page chooses once and sends with every render of its text: the server
    /// then keeps the session's parsed document and updates only the blocks an edit touched.
    /// Without it, every render parses the whole text.
    var session: String?
    /// Any number the client chooses; echoed in the response so a client that renders as the
    /// user types can drop responses that arrive after a newer one.
    var sequence: Int?
}

/// `POST /api/render` response: the preview HTML and what the tutorial's inspector prints.
///
/// `runs` holds the first ``RunInspector/shownRunLimit`` runs only; `runCount` and
/// `characterCount` are the whole string's, so a page can say how many runs it does not list.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RenderResponse: Encodable, Sendable, Equatable {
    var html: String
    var characterCount: Int
    var runCount: Int
    var runs: [RunSummary]
    var warnings: [String]
    /// The request's `sequence`, when it had one.
    var sequence: Int?

    init(_ result: RenderResult, sequence: Int?) {
        self.sequence = sequence
        html = result.html
        characterCount = result.characterCount
        runCount = result.runCount
        runs = result.runs
        warnings = result.warnings
    }
}

/// `POST /api/strings` and `PUT /api/strings/{id}` request: `{"markdown": …, "theme": …}`.
///
/// The client never sends the archive: the server parses the Markdown itself, so what is stored
/// is always what the server would render.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SaveRequest: Decodable, Sendable {
    var markdown: String
    var theme: String
}

/// A saved entry as the API returns it, with its HTML rendered from the stored archive.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedStringResponse: Encodable, Sendable, Equatable {
    var id: Int64
    var markdown: String
    var theme: String
    var html: String
    var createdAt: Date
    var updatedAt: Date
    /// Counts the saves; the `ETag` header carries it too.
    var version: Int64
}

/// `GET /api/strings` response: one page, newest first, and the address of the next page
/// (also in the `Link` header) when there is one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedStringList: Encodable, Sendable, Equatable {
    var strings: [SavedStringResponse]
    var next: String?
}

/// `GET /api/themes` response.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ThemeList: Encodable, Sendable, Equatable {
    var themes: [ThemeSummary]
}

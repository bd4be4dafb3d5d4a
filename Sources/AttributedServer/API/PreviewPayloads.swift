import Foundation

/// `POST /api/preview` request: opens (or replaces) the live preview of an editor session.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewOpenRequest: Decodable, Sendable {
    var markdown: String
    var theme: String
    var options: RenderOptions?
    /// The key the page chose for its document; its later edits name it.
    var session: String
    /// The caret, in UTF-16 code units of `markdown`: the inspector lists its block's runs.
    var caret: Int?
}

/// `POST /api/preview/edit` request: one edit of the session's text at `revision`.
///
/// Offsets count UTF-16 code units, as a browser's text field does (`selectionStart`), in the
/// text of that revision: the characters in `start..<end` are replaced by `text`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewEditRequest: Decodable, Sendable {
    var session: String
    var revision: Int
    var start: Int
    var end: Int
    var text: String
    /// The caret after the edit (UTF-16, in the new text).
    var caret: Int?
    /// Whether the page applies ``PreviewPatch/chunkEdit`` (a page that does not send it gets
    /// every changed block whole).
    var chunkEdits: Bool?
}

/// `POST /api/preview/inspect` request: the runs of the block at `caret` in `revision`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewInspectRequest: Decodable, Sendable {
    var session: String
    var revision: Int
    var caret: Int
}

/// What the live preview endpoints answer.
///
/// `POST /api/preview` sends every block (`blocks`, `footnotes`, the wrapper's `opening` and
/// `closing`); `POST /api/preview/edit` sends a `patch` with the changed blocks only. Both send
/// the new `revision`, the document's totals, and the runs of the block under the caret.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewResponse: Encodable, Sendable {
    var revision: Int
    var opening: String?
    var closing: String?
    var blocks: [PreviewBlock]?
    var footnotes: String?
    var patch: PreviewPatch?
    var characterCount: Int
    var runCount: Int
    /// The runs of the top-level block under the caret (at most ``RunInspector/shownRunLimit``).
    var runs: [RunSummary]
    /// How many runs that block has.
    var blockRunCount: Int
    var warnings: [String]
    /// Where the server spent its time (sent as a `Server-Timing` header, not in the body).
    var timing = ServerTiming()

    private enum CodingKeys: String, CodingKey {
        case revision, opening, closing, blocks, footnotes, patch, characterCount, runCount, runs, blockRunCount, warnings
    }
}

import Foundation

/// The one seam between the web app and the Markdown libraries.
///
/// Routes, storage and pages only talk to this protocol, so the server can be tested with a
/// stand-in and the libraries (parser, mapping, Codable, themes, HTML) are wired in exactly one
/// file, ``MarkdownDocumentRenderer``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
protocol DocumentRenderer: Sendable {
    /// The themes a user can pick, in display order.
    var themes: [ThemeSummary] { get }

    /// CSS that styles the HTML of ``render(markdown:theme:options:)`` in every theme; the
    /// pages load it as `/assets/themes.css`.
    var stylesheet: String { get }

    /// Parses `markdown` and renders it with the theme named `theme`.
    ///
    /// - Throws: ``RenderFailure`` when the theme is unknown or the Markdown cannot be parsed
    ///   with the requested options.
    func render(markdown: String, theme: String, options: RenderOptions) throws -> RenderResult

    /// Renders `markdown` like ``render(markdown:theme:options:)``, for an editor `session`
    /// that renders successive versions of one document: a renderer may keep the session's
    /// previous document to update it incrementally. The result must be the same as without a
    /// session.
    func render(markdown: String, theme: String, options: RenderOptions, session: String?) async throws -> RenderResult

    /// Parses `markdown` like ``render(markdown:theme:options:)`` and archives the parsed string
    /// (Codable, Apple's JSON shape): what saving stores. Only saving asks for the archive, so
    /// preview renders do not pay for encoding the whole string.
    ///
    /// - Throws: ``RenderFailure`` as ``render(markdown:theme:options:)`` does, or when the string
    ///   cannot be archived.
    func archive(markdown: String, theme: String, options: RenderOptions) throws -> ArchivedRender

    /// Opens (or replaces) the live preview of editor `session`: every block of `markdown`,
    /// revision 0 (``LivePreview``).
    func openPreview(_ request: PreviewOpenRequest) async throws -> PreviewResponse

    /// Applies one edit to the live preview of a session and answers the changed blocks.
    ///
    /// - Throws: ``APIError`` 409 when the session is unknown or at another revision (the
    ///   page resyncs with ``openPreview(_:)``), 422 for a range outside the text, 413 when the
    ///   text would grow past the session limit.
    func editPreview(_ request: PreviewEditRequest) async throws -> PreviewResponse

    /// The runs of the block under the caret in a session's live preview.
    func inspectPreview(_ request: PreviewInspectRequest) async throws -> PreviewResponse

    /// Renders a previously archived string (``ArchivedRender/archive``) with the theme named
    /// `theme`, without parsing any Markdown: this is how the library shows saved entries.
    func render(archive: String, theme: String) throws -> String
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension DocumentRenderer {
    /// Renderers without incremental updates render every version in full, and have no live
    /// preview.
    func render(markdown: String, theme: String, options: RenderOptions, session: String?) async throws -> RenderResult {
        try render(markdown: markdown, theme: theme, options: options)
    }

    func openPreview(_ request: PreviewOpenRequest) async throws -> PreviewResponse { throw APIError.noLivePreview }
    func editPreview(_ request: PreviewEditRequest) async throws -> PreviewResponse { throw APIError.noLivePreview }
    func inspectPreview(_ request: PreviewInspectRequest) async throws -> PreviewResponse { throw APIError.noLivePreview }
}

import Foundation

/// The one seam between the web app and the Markdown libraries.
///
/// Routes, storage and pages only talk to this protocol, so the server can be tested with a
/// stand-in and the libraries (parser, mapping, Codable, themes, HTML) are wired in exactly one
/// file, ``MarkdownDocumentRenderer``.
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

    /// Renders a previously archived string (``ArchivedRender/archive``) with the theme named
    /// `theme`, without parsing any Markdown: this is how the library shows saved entries.
    func render(archive: String, theme: String) throws -> String
}

extension DocumentRenderer {
    /// Renderers without incremental updates render every version in full.
    func render(markdown: String, theme: String, options: RenderOptions, session: String?) async throws -> RenderResult {
        try render(markdown: markdown, theme: theme, options: options)
    }
}

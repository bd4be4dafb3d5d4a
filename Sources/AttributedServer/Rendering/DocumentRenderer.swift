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

    /// Renders a previously archived string (``RenderResult/archive``) with the theme named
    /// `theme`, without parsing any Markdown: this is how the library shows saved entries.
    func render(archive: String, theme: String) throws -> String
}

/// A theme as the pages and `GET /api/themes` list it.
struct ThemeSummary: Codable, Sendable, Equatable {
    /// Stable identifier, stored with saved entries.
    var name: String
    /// Human-readable name for the theme picker.
    var displayName: String
}

/// How Markdown is interpreted for one render.
struct RenderOptions: Codable, Sendable, Equatable {
    /// Which Markdown syntax is honoured, named as Apple's `InterpretedSyntax` cases.
    enum Syntax: String, Codable, Sendable {
        case full
        case inlineOnly
        case inlineOnlyPreservingWhitespace
    }

    /// `^[text](key: value)` attributes, decoded with the tutorial's `customStyle`/`customColor`.
    var allowsExtendedAttributes: Bool = true
    var interpretedSyntax: Syntax = .full

    init(allowsExtendedAttributes: Bool = true, interpretedSyntax: Syntax = .full) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
    }

    // Every member is optional in JSON: `{}` means the defaults.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        allowsExtendedAttributes = try container.decodeIfPresent(Bool.self, forKey: .allowsExtendedAttributes) ?? true
        interpretedSyntax = try container.decodeIfPresent(Syntax.self, forKey: .interpretedSyntax) ?? .full
    }
}

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

/// One run of an `AttributedString`, for the inspector.
struct RunSummary: Codable, Sendable, Equatable {
    /// The run's characters.
    var text: String
    /// Each attribute's `name` → its value's description.
    var attributes: [String: String]
}

/// Why a render was refused. Each case is the client's doing and maps to a 4xx response.
enum RenderFailure: Error, Equatable {
    /// No built-in theme has this name.
    case unknownTheme(String)
    /// The Markdown (or its extended attributes) could not be turned into an `AttributedString`.
    case invalidMarkdown(String)
    /// A stored archive could not be decoded.
    case invalidArchive(String)

    var message: String {
        switch self {
        case .unknownTheme(let name): "Unknown theme “\(name)”. GET /api/themes lists the available themes."
        case .invalidMarkdown(let reason): "The Markdown could not be rendered: \(reason)"
        case .invalidArchive(let reason): "The saved string could not be decoded: \(reason)"
        }
    }
}

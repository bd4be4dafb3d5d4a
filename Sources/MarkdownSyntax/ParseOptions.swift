/// The GitHub Flavored Markdown extensions, named as cmark-gfm names them.
public struct MarkdownExtensions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pipe tables.
    public static let table = MarkdownExtensions(rawValue: 1 << 0)
    /// `~x~` and `~~x~~`.
    public static let strikethrough = MarkdownExtensions(rawValue: 1 << 1)
    /// Bare `www.`, `http(s)://` and e-mail autolinks.
    public static let autolink = MarkdownExtensions(rawValue: 1 << 2)
    /// Filters `<title>`, `<script>`, … in raw HTML when rendering HTML.
    public static let tagfilter = MarkdownExtensions(rawValue: 1 << 3)
    /// `- [ ]` and `- [x]` task-list items.
    public static let tasklist = MarkdownExtensions(rawValue: 1 << 4)
    /// `[^label]` references and `[^label]: text` definitions.
    public static let footnotes = MarkdownExtensions(rawValue: 1 << 5)

    /// The five extensions GitHub enables (`table`, `strikethrough`, `autolink`, `tagfilter`, `tasklist`).
    public static let gfm: MarkdownExtensions = [.table, .strikethrough, .autolink, .tagfilter, .tasklist]
    /// Every extension, footnotes included.
    public static let all: MarkdownExtensions = [.gfm, .footnotes]

    /// The extensions by their cmark-gfm names.
    public static let byName: [(name: String, value: MarkdownExtensions)] = [
        ("table", .table), ("strikethrough", .strikethrough), ("autolink", .autolink),
        ("tagfilter", .tagfilter), ("tasklist", .tasklist), ("footnotes", .footnotes),
    ]

    /// The extension called `name` (cmark-gfm's spelling), or nil.
    public init?(name: String) {
        guard let match = Self.byName.first(where: { $0.name == name }) else { return nil }
        self = match.value
    }
}

/// Which syntax the parser interprets (mirrors Apple's `MarkdownParsingOptions.InterpretedSyntax`).
public enum SyntaxMode: Hashable, Sendable {
    /// Block and inline syntax.
    case full
    /// Inline syntax only: the whole input is one paragraph's inline content.
    case inlineOnly
    /// Inline syntax only, and every whitespace character (line endings included) kept as text.
    case inlineOnlyPreservingWhitespace
}

/// Options for ``MarkdownParser``.
public struct ParseOptions: Hashable, Sendable {
    /// GFM extensions to recognise. None by default: plain CommonMark.
    public var extensions: MarkdownExtensions
    /// Recognise Apple's `^[text](attributes)` and `^[text][label]` / `^[label]: attributes`.
    public var extendedAttributes: Bool
    /// Block and inline syntax, or inline only.
    public var syntax: SyntaxMode

    public init(extensions: MarkdownExtensions = [], extendedAttributes: Bool = false, syntax: SyntaxMode = .full) {
        self.extensions = extensions
        self.extendedAttributes = extendedAttributes
        self.syntax = syntax
    }
}

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
    /// GitHub's alerts: a top-level block quote whose first line is `[!NOTE]`, `[!TIP]`,
    /// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (see ``AlertKind``). cmark-gfm has no such
    /// extension (github.com recognises alerts after cmark-gfm); the name is `alerts`.
    public static let alerts = MarkdownExtensions(rawValue: 1 << 6)

    /// The extensions GitHub enables: cmark-gfm's five (`table`, `strikethrough`, `autolink`,
    /// `tagfilter`, `tasklist`) and `alerts`.
    public static let gfm: MarkdownExtensions = [.table, .strikethrough, .autolink, .tagfilter, .tasklist, .alerts]
    /// Every extension, footnotes included.
    public static let all: MarkdownExtensions = [.gfm, .footnotes]

    /// The extensions by their cmark-gfm names (`alerts`, which cmark-gfm lacks, by ours).
    public static let byName: [(name: String, value: MarkdownExtensions)] = [
        ("table", .table), ("strikethrough", .strikethrough), ("autolink", .autolink),
        ("tagfilter", .tagfilter), ("tasklist", .tasklist), ("footnotes", .footnotes),
        ("alerts", .alerts),
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
    /// Inline syntax only: the whole input is one paragraph's inline content (swift-cmark's
    /// `CMARK_OPT_INLINE_ONLY`). `#`, `>`, `-`, fences and the like stay literal text, and link
    /// reference definitions are not recognised. Whitespace is handled as inside a paragraph:
    /// leading whitespace of the input and of each line and trailing whitespace of the input
    /// are dropped, each line ending is a soft break (a blank line gives two in a row), and two
    /// trailing spaces or a backslash before a line ending make a hard break. Empty or
    /// all-whitespace input gives a document without blocks.
    case inlineOnly
    /// Inline syntax only, and every whitespace character (line endings included) kept as text
    /// exactly as written (swift-cmark's `CMARK_OPT_PRESERVE_WHITESPACE`): no soft or hard
    /// breaks, no stripping. Emphasis, code spans, links and the other inline syntax still apply.
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
    /// The deepest nesting the tree may have, for block containers and for inline containers
    /// separately. 128 by default.
    ///
    /// Everything that consumes the tree (the `AttributedString` mapping, renderers, the
    /// `Codable` form of `PresentationIntent` chains) walks nesting, and some of it costs
    /// O(depth²); without a cap, a few kilobytes of `>` or `*` would be enough to exhaust the
    /// stack or the CPU. With it, parsing stays linear and every consumer safe:
    /// - a block quote, list item or footnote definition that would open deeper than this is
    ///   not recognised, and its line is read as paragraph text or continuation;
    /// - emphasis, strong, strikethrough, links, images and extended-attribute spans nested
    ///   deeper than this are dissolved: their children are hoisted into the enclosing node.
    /// cmark has comparable limits (cmark-gfm stops opening lists 100 levels deep). Real
    /// documents never come close. The parser uses the value clamped to `1...256`
    /// (``effectiveNestingDepth``), so that no setting can bring back unbounded nesting.
    public var maximumNestingDepth: Int

    /// ``maximumNestingDepth`` clamped to `1...256`, the depth the parser actually enforces.
    public var effectiveNestingDepth: Int { Swift.min(Swift.max(maximumNestingDepth, 1), 256) }

    /// The most columns a GFM table may have. 1000 by default.
    ///
    /// Apple's model gives every table cell a `PresentationIntent` whose `table(columns:)`
    /// component lists *all* the table's columns, so turning a table into an `AttributedString`
    /// costs rows × columns² — a single line of a few thousand `|-` would take seconds. A
    /// delimiter row with more columns than this does not open a table: the header line, the
    /// delimiter row and the lines after them stay paragraph text, as for any line that is not a
    /// valid table. Real tables never come close; values below 1 disable tables altogether.
    public var maximumTableColumns: Int

    public init(extensions: MarkdownExtensions = [], extendedAttributes: Bool = false, syntax: SyntaxMode = .full,
                maximumNestingDepth: Int = 128, maximumTableColumns: Int = 1000) {
        self.extensions = extensions
        self.extendedAttributes = extendedAttributes
        self.syntax = syntax
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumTableColumns = maximumTableColumns
    }
}

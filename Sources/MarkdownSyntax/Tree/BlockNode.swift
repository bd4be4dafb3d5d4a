/// A block of a Markdown document: a container (block quote, list, item, table, footnote
/// definition) holding other blocks, or a leaf (paragraph, heading, code, HTML, thematic break,
/// table cell) holding inline content or literal text.
public struct BlockNode: Hashable, Sendable {
    /// What the block is.
    public var kind: BlockKind
    /// Child blocks (containers only: block quotes, lists, list items, tables, table rows,
    /// footnote definitions).
    public var children: [BlockNode]
    /// Inline content (paragraphs, headings and table cells only).
    public var inlines: [InlineNode]
    /// Where the block is in the source.
    public var range: SourceRange

    public init(kind: BlockKind, children: [BlockNode] = [], inlines: [InlineNode] = [], range: SourceRange) {
        self.kind = kind
        self.children = children
        self.inlines = inlines
        self.range = range
    }
}

/// The kinds of block, CommonMark's and GitHub Flavored Markdown's.
public enum BlockKind: Hashable, Sendable {
    case paragraph
    /// An ATX (`#`) or setext (underlined) heading, level 1...6.
    case heading(level: Int)
    case thematicBreak
    /// A block quote; `alert` is its GitHub alert type when it is one (``MarkdownExtensions/alerts``:
    /// the `[!TYPE]` marker line is then not part of its first paragraph).
    case blockQuote(alert: AlertKind?)
    case list(ListInfo)
    case listItem(ListItemInfo)
    case codeBlock(CodeBlockInfo)
    /// An HTML block: its raw source lines, each ending in `\n`.
    case htmlBlock(String)
    /// A GFM table; one alignment per column.
    case table(columns: [TableColumnAlignment])
    /// A table row: the header row (`isHeader`), or a body row.
    case tableRow(isHeader: Bool)
    /// A table cell; its inlines are the cell content.
    case tableCell
    /// A GFM footnote definition (`[^label]: text`).
    case footnoteDefinition(FootnoteDefinitionInfo)
}

/// What a list looks like and how it is spaced.
public struct ListInfo: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A bullet list; `marker` is `-`, `+` or `*`.
        case bullet(marker: Character)
        /// An ordered list starting at `start`; `delimiter` is `.` or `)`.
        case ordered(start: Int, delimiter: Character)
    }

    public var kind: Kind
    /// A tight list renders its items' paragraphs without `<p>` (CommonMark "tight" vs "loose").
    public var isTight: Bool

    public init(kind: Kind, isTight: Bool) {
        self.kind = kind
        self.isTight = isTight
    }

    public var isOrdered: Bool {
        if case .ordered = kind { return true }
        return false
    }
}

/// Per-item data of a list item.
public struct ListItemInfo: Hashable, Sendable {
    /// The item's number: its source number for the first item of an ordered list and one more
    /// than the previous item's after that; 1, 2, 3… for bullet lists.
    public var ordinal: Int
    /// The GFM task-list checkbox (`[ ]` or `[x]`), when the `tasklist` extension is on and the
    /// item starts with one.
    public var task: TaskState?

    public init(ordinal: Int, task: TaskState? = nil) {
        self.ordinal = ordinal
        self.task = task
    }
}

/// The state of a GFM task-list checkbox.
public enum TaskState: String, Hashable, Sendable, Codable {
    case unchecked
    case checked
}

/// A fenced or indented code block.
public struct CodeBlockInfo: Hashable, Sendable {
    /// The info string after the opening fence, with entities and escapes resolved;
    /// nil for an indented block or a fence without one.
    public var info: String?
    /// True for a fenced block.
    public var isFenced: Bool
    /// The code, each line ending in `\n`.
    public var content: String

    public init(info: String?, isFenced: Bool, content: String) {
        self.info = info
        self.isFenced = isFenced
        self.content = content
    }

    /// The first word of the info string (what HTML renders as `language-…`), or nil.
    public var language: String? { Self.language(ofInfo: info) }

    /// The first word of an info string, as cmark reads a code block's language (`swift` for the
    /// info string `swift title="a.swift"`), or nil when it has none.
    ///
    /// Apple's `PresentationIntent.Kind.codeBlock(languageHint:)` holds the whole info string;
    /// renderers that need the language alone (`class="language-…"`) take it from there with this.
    public static func language(ofInfo info: String?) -> String? {
        // The first word as `split(whereSeparator:)` would give it, without splitting the rest
        // (that made an array of every word of every info string; docs/performance.md, "Tree").
        guard let info, let start = info.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return nil }
        let end = info[start...].firstIndex(where: { $0 == " " || $0 == "\t" }) ?? info.endIndex
        return String(info[start..<end])
    }
}

/// The alignment of a GFM table column, from its delimiter row (`:--`, `:-:`, `--:`).
public enum TableColumnAlignment: Hashable, Sendable {
    case none
    case left
    case center
    case right
}

/// A footnote definition, as rendered: its label, its number (order of first reference, from 1)
/// and how many references point at it (one back-reference link each). The one
/// footnote-definition type: an AttributedString's `AMFootnoteDefinition` attribute holds it
/// too (`FootnoteDefinition` in AttributedMarkdown).
public struct FootnoteDefinitionInfo: Hashable, Sendable, Codable {
    /// The label as written (`[^note]:` → `note`).
    public var label: String
    /// The footnote's number: the order of its first reference, from 1.
    public var number: Int
    /// How many references point at it (one back-reference each).
    public var referenceCount: Int

    public init(label: String, number: Int, referenceCount: Int) {
        self.label = label
        self.number = number
        self.referenceCount = referenceCount
    }
}

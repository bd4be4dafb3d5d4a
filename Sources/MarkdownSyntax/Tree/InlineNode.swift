/// An inline element of a paragraph, heading or table cell.
public struct InlineNode: Hashable, Sendable {
    /// What the element is.
    public var kind: InlineKind
    /// Nested inlines (emphasis, strong, strikethrough, links, images, extended-attribute spans).
    public var children: [InlineNode]
    /// Where the element is in the source (for text, the bytes of the text itself, not of the
    /// surrounding markup).
    public var range: SourceRange

    public init(kind: InlineKind, children: [InlineNode] = [], range: SourceRange) {
        self.kind = kind
        self.children = children
        self.range = range
    }
}

/// The kinds of inline element.
public enum InlineKind: Hashable, Sendable {
    /// Literal text, with escapes and entities resolved.
    case text(String)
    /// A line ending inside a paragraph that is not a hard break.
    case softBreak
    /// A hard line break (two trailing spaces or a backslash before the line ending).
    case lineBreak
    /// A code span, its content normalized as CommonMark requires.
    case code(String)
    /// Raw inline HTML (a tag, comment, processing instruction, declaration or CDATA section).
    case html(String)
    case emphasis
    case strong
    /// GFM strikethrough (`~x~` or `~~x~~`).
    case strikethrough
    /// A link; children are the link text.
    case link(LinkInfo)
    /// An image; children are the image description (alt text).
    case image(LinkInfo)
    /// A GFM footnote reference (`[^label]`).
    case footnoteReference(FootnoteReferenceInfo)
    /// Apple's extended attribute span `^[text](key: value, …)` or `^[text][label]`; children
    /// are the text.
    case extendedAttributes(ExtendedAttributesInfo)
}

/// Destination and title of a link or image.
public struct LinkInfo: Hashable, Sendable {
    /// How the link was written.
    public enum Origin: Hashable, Sendable {
        /// `[text](destination "title")`
        case inline
        /// `[text][label]`, `[text][]` or `[text]`, resolved through a link reference definition.
        case reference
        /// `<scheme:…>` or `<user@host>` (CommonMark autolink).
        case autolink
        /// A bare `www.`, `http(s)://` or e-mail address (GFM `autolink` extension).
        case extendedAutolink
    }

    /// The destination with escapes and entities resolved, not yet percent-encoded (for an
    /// e-mail autolink, including the `mailto:` prefix).
    public var destination: String
    /// The title, with escapes and entities resolved; nil when there is none.
    public var title: String?
    public var origin: Origin

    public init(destination: String, title: String? = nil, origin: Origin = .inline) {
        self.destination = destination
        self.title = title
        self.origin = origin
    }
}

/// A footnote reference: the definition's label and number, and which reference to that
/// definition this is (1 for the first, 2 for the second…), for back-reference anchors. The
/// one footnote-reference type: an AttributedString's `AMFootnoteReference` attribute holds it
/// too (`FootnoteReference` in AttributedMarkdown).
public struct FootnoteReferenceInfo: Hashable, Sendable, Codable {
    /// The label as written (`[^note]` → `note`).
    public var label: String
    /// The footnote's number: the order of its first reference, from 1.
    public var number: Int
    /// Which reference to this footnote this is: 1 for the first, 2 for the second…
    public var occurrence: Int

    public init(label: String, number: Int, occurrence: Int) {
        self.label = label
        self.number = number
        self.occurrence = occurrence
    }
}

/// The raw attribute text of an extended-attribute span, as written between the parentheses
/// (or on the `^[label]:` definition line), and where it is in the source, so that a decoding
/// error can name a line and column.
public struct ExtendedAttributesInfo: Hashable, Sendable {
    /// The JSON5 object body, without the surrounding braces.
    public var json: String
    /// The source bytes of `json`.
    public var jsonRange: SourceRange

    public init(json: String, jsonRange: SourceRange) {
        self.json = json
        self.jsonRange = jsonRange
    }
}

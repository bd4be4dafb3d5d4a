import AttributedMarkdown
import Foundation

/// One run of an `AttributedString`, with the attributes every renderer reads already
/// looked up.
///
/// Renderers walk the same runs several times (to find where an emphasis or a link ends, to
/// collect an image's alt text…); reading each attribute once, when the block tree is built,
/// keeps that walk cheap. The run's `range` gives access to every other attribute.
public struct InlineSegment: Sendable {
    /// The run's characters.
    public var text: String
    /// Where the run lies in the string the tree was built from.
    public var range: Range<AttributedString.Index>
    /// Emphasis, strong, code, strikethrough, breaks and raw HTML (empty when absent).
    public var inlineIntent: InlinePresentationIntent
    /// The link the run belongs to.
    public var link: URL?
    /// The link's destination as text: our `rawLink` when the string records the exact
    /// destination (one `URL` cannot hold or would rewrite, such as an empty one), else `link`'s
    /// `absoluteString`. Renderers write this one.
    public var linkDestination: String?
    /// The link's title (Foundation's `alternateDescription`).
    public var linkTitle: String?
    /// The image whose alt text this run is.
    public var imageURL: URL?
    /// The image's source as text: our `rawImageURL`, else `imageURL`'s `absoluteString`.
    public var imageSource: String?
    /// The image's title (our `imageTitle`).
    public var imageTitle: String?
    /// Set when the run is a footnote reference (its text is the footnote's number).
    public var footnoteReference: FootnoteReference?
    /// The enclosing spans with their identities (our `inlineNesting`), when the string records
    /// them: only where emphasis, strong, strikethrough or a link nests in its own kind, which
    /// the flat `inlineIntent` cannot say.
    public var inlineNesting: [InlineNestingLevel]?
    /// All the attributes of the run the segment was made from (``AttributedBlock/tree(of:)``
    /// records them), so that renderers read a run's other attributes without slicing the
    /// string again; `nil` for segments made otherwise, such as the placeholders of empty links.
    var runAttributes: AttributeContainer?
    /// For a segment of a tree made from an `AttributedRunList`, the position of
    /// ``runAttributes`` among the list's distinct containers, so that renderers can keep what
    /// they derive from a container once per container; `nil` otherwise.
    var runAttributesIndex: Int?

    /// True when the run stands for no text: the mapping's one-character placeholder
    /// (U+FFFC) that keeps an empty link or image (`[](url)`) in the string.
    public var isEmptyContentPlaceholder: Bool {
        (linkDestination != nil || imageSource != nil) && text == InlineSegment.emptyContentPlaceholder
    }

    /// U+FFFC OBJECT REPLACEMENT CHARACTER, the text of a link or image with no content
    /// (the mapping's `MarkdownMappingConventions.emptyContentPlaceholder`).
    public static let emptyContentPlaceholder = MarkdownMappingConventions.emptyContentPlaceholder

    /// A segment from its parts; the block tree builder makes them from runs.
    public init(
        text: String,
        range: Range<AttributedString.Index>,
        inlineIntent: InlinePresentationIntent = [],
        link: URL? = nil,
        linkDestination: String? = nil,
        linkTitle: String? = nil,
        imageURL: URL? = nil,
        imageSource: String? = nil,
        imageTitle: String? = nil,
        footnoteReference: FootnoteReference? = nil,
        inlineNesting: [InlineNestingLevel]? = nil
    ) {
        self.text = text
        self.range = range
        self.inlineIntent = inlineIntent
        self.link = link
        self.linkDestination = linkDestination ?? link?.absoluteString
        self.linkTitle = linkTitle
        self.imageURL = imageURL
        self.imageSource = imageSource ?? imageURL?.absoluteString
        self.imageTitle = imageTitle
        self.footnoteReference = footnoteReference
        self.inlineNesting = inlineNesting
    }
}

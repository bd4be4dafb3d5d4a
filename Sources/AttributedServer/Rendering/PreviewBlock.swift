import AttributedRendering

/// One top-level block of a live preview: its HTML and the id the page knows it by.
///
/// Ids are the session's own: a block keeps its id while its HTML does not change, and every
/// block an edit changes (or creates) gets a new one, so a page holding a block with an id
/// holds exactly that block's HTML.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewBlock: Codable, Sendable, Equatable {
    /// The block's id within its session, unique for the session's lifetime.
    var id: Int
    /// The block's HTML as the full preview contains it (``WebPreviewRenderer``'s bytes).
    var html: String
    /// The line, from 0, of the source where the block starts (for scroll sync); -1 when not
    /// known (a document with footnotes, or one whose extended attributes failed to map).
    var line: Int
    /// The UTF-8 length of the block's text in the attributed string (not sent to pages).
    var utf8Count: Int
    /// The slugs of the block's headings' texts and their anchors (server side only).
    var slugBases: [String] = []
    var anchors: [String] = []
    /// For a long list (at least `ReparsedListItems.minimumListItems` items, no headings), a
    /// long table (more than `ReparsedTableRows.minimumBodyRows` body rows) or a long block quote
    /// (at least `ReparsedBlockQuoteChildren.minimumChildren` children, no headings, each child
    /// one element): its HTML in parts and the UTF-8 length of each item's, body row's or child's
    /// text, so that an edit inside one renders and sends that one only (server side only).
    var childParts: PreviewChildParts?

    private enum CodingKeys: String, CodingKey { case id, html, line }

    init(
        id: Int, html: String, line: Int, utf8Count: Int, slugBases: [String] = [], anchors: [String] = [],
        childParts: PreviewChildParts? = nil
    ) {
        self.slugBases = slugBases
        self.anchors = anchors
        self.childParts = childParts
        self.id = id
        self.html = html
        self.line = line
        self.utf8Count = utf8Count
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        html = try container.decode(String.self, forKey: .html)
        line = try container.decode(Int.self, forKey: .line)
        utf8Count = 0
    }
}

/// What a page does to its preview after an edit: replace the blocks `removed` (consecutive,
/// starting at index `start` of its list) with `inserted`, set the footnote section when
/// ``footnotes`` is not nil, and move the source lines of the blocks from index ``shiftFrom``
/// (after the patch) by ``lineShift``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewPatch: Codable, Sendable, Equatable {
    /// Index, in the page's block list before the patch, of the first removed block (or where
    /// the inserted ones go).
    var start: Int
    /// The ids of the removed blocks, in order: a page whose blocks at `start` have other ids
    /// is out of step and must resync.
    var removed: [Int]
    /// The new blocks, in order.
    var inserted: [PreviewBlock]
    /// The new footnote section's HTML, when it changed.
    var footnotes: String?
    /// How many lines the blocks from ``shiftFrom`` on moved in the source.
    var lineShift: Int
    /// The index, after the patch, of the first block whose line moves by ``lineShift``.
    var shiftFrom: Int
    /// Indexes (after the patch) and new lines of kept blocks before ``shiftFrom`` whose
    /// line changed (blocks near the edit whose HTML did not change).
    var movedLines: [MovedLine]
    /// When one long code block replaced one, or one long list, table or quote whose items, rows
    /// or children changed (the first of `removed` and of `inserted`): the change to its chunks,
    /// or to its parts (a quote's as the element children of its element, a nested edit). A page that
    /// asked for it (``PreviewEditRequest/chunkEdits``) gets the first inserted block's `html` empty
    /// and applies this to the first removed block's elements instead. Other removed blocks go (a
    /// paragraph that became a table's last row) and other inserted blocks come after it, whole (the
    /// paragraph a table's last row became).
    var chunkEdit: PreviewChunkEdit? = nil

    struct MovedLine: Codable, Sendable, Equatable {
        var index: Int
        var line: Int
    }
}

/// A long list's, table's or block quote's HTML in parts, with the text length of each item,
/// body row or child: what ``LivePreview`` needs to render and send only the parts an edit changed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewChildParts: Sendable, Equatable {
    /// The block's opening, each item's, body row's or child's HTML, its closing.
    private(set) var parts: WebPreviewRenderer.BlockHTMLParts
    /// The UTF-8 length of each item's, body row's or child's text in the attributed string (parallel
    /// to `parts.items`).
    private(set) var utf8Counts: [Int]
    /// The UTF-8 length of the block's text before its first part: a table's header row, an
    /// outline's text before its nested list's first item (0 for a list or a quote).
    let leadingUTF8Count: Int
    /// For an outline kept in the parts of its nested list: the path of element indices from the
    /// block's element to the nested list's (a ``PreviewChunkEdit``'s `path`); nil otherwise.
    let outlinePath: [Int]?
    /// The bytes these parts hold (a second copy of the block's HTML, with a string and a count
    /// per item), for the memory budget; kept up to date by ``replaceItems(_:with:utf8Counts:)``.
    private(set) var estimatedMemorySize: Int

    init(parts: WebPreviewRenderer.BlockHTMLParts, utf8Counts: [Int], leadingUTF8Count: Int = 0, outlinePath: [Int]? = nil) {
        self.parts = parts
        self.utf8Counts = utf8Counts
        self.leadingUTF8Count = leadingUTF8Count
        self.outlinePath = outlinePath
        estimatedMemorySize = parts.opening.utf8.count + parts.closing.utf8.count + Self.estimatedMemorySize(ofItems: parts.items[...])
    }

    /// Replaces the items (rows) in `range` by `items`, whose texts are `utf8Counts` long.
    mutating func replaceItems(_ range: Range<Int>, with items: [String], utf8Counts counts: [Int]) {
        estimatedMemorySize += Self.estimatedMemorySize(ofItems: items[...]) - Self.estimatedMemorySize(ofItems: parts.items[range])
        parts.items.replaceSubrange(range, with: items)
        utf8Counts.replaceSubrange(range, with: counts)
    }

    /// The bytes `items` hold: each one's UTF-8, its string's heap header and array slot, and its count.
    private static func estimatedMemorySize(ofItems items: ArraySlice<String>) -> Int {
        items.reduce(0) { $0 + $1.utf8.count + perItemOverhead }
    }

    private static let perItemOverhead = 56
}

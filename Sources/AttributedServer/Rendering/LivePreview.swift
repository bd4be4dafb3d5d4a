import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownSyntax
import TutorialScope

/// The preview of one editor page, kept on the server between keystrokes: the session's
/// `IncrementalAttributedDocument` and the HTML of each top-level block the page shows.
///
/// An edit (``apply(_:fallback:)``) updates the document, which re-maps the top-level blocks
/// the edit touched and reports which part of the attributed string it replaced. The preview
/// then renders only the blocks of that part (and one unchanged neighbour on a side where the
/// runs across the boundary could be one block, so that a block that now joins or splits from
/// its neighbour, as adjacent HTML blocks do, is rendered as the full preview renders it) and answers a ``PreviewPatch`` with the blocks whose HTML
/// changed. The blocks' HTML joined, between ``WebPreviewRenderer/documentOpening(for:)``, the
/// footnote section and ``WebPreviewRenderer/documentClosing``, is at every revision exactly
/// ``WebPreviewRenderer/render(_:)`` of the whole string (``html``).
///
/// Documents that are not split into top-level blocks with one text each (footnote
/// definitions live among the blocks) and updates that re-mapped the whole document are
/// rendered in full, and still answered with the changed blocks only.
///
/// The document maps with the `.returnPartiallyParsedIfPossible` failure policy: an extended
/// attribute that cannot be decoded (one being typed) leaves its text plain, the edit stays a
/// block-wise update like any other, and ``warnings`` says what a `.throwError` parse would
/// have thrown (``IncrementalAttributedDocument/firstDecodingFailure()``), as the full render's
/// warnings do.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct LivePreview: SessionDocument {
    typealias Scope = AttributeScopes.CustomAttributes

    /// The source, its syntax tree and its attributed string.
    private(set) var document: IncrementalAttributedDocument
    /// The theme the blocks are rendered in.
    let theme: Theme
    /// How the source is interpreted.
    let options: RenderOptions
    /// Increases by one with every edit; a page's edit names the revision it applies to.
    private(set) var revision = 0
    /// The top-level blocks, in order.
    private(set) var blocks: [PreviewBlock] = []
    /// The footnote section's HTML (empty without footnotes).
    private(set) var footnotes = ""
    /// `attributedString.characters.count`, kept up to date block by block.
    private(set) var characterCount = 0
    /// `attributedString.runs.count`, kept up to date block by block (top-level blocks never
    /// share a run: each has a `PresentationIntent` of its own).
    private(set) var runCount = 0
    /// The sum of the blocks' `utf8Count`s.
    private var blocksUTF8Count = 0
    /// The UTF-8 length of the text the last update rendered around its edit (the whole string
    /// when it rendered everything; later headings whose anchors it renumbered not counted):
    /// what the block-wise paths keep to the edited blocks and the neighbours they need.
    private(set) var lastRenderedUTF8Count = 0
    /// What the long lists', tables' and quotes' parts hold (``PreviewChildParts/estimatedMemorySize``),
    /// kept up to date block by block and item by item.
    private var childPartsMemorySize = 0
    /// Problems that did not stop the preview (a malformed extended attribute).
    private(set) var warnings: [String] = []
    /// True when ``blocks`` split the attributed string (their `utf8Count`s add up to it):
    /// what the block-wise update needs.
    private var partitioned = false
    private var nextID = 1
    /// A UTF-16 offset of the source and its UTF-8 offset, where ``utf8Offset(ofUTF16:)`` starts
    /// walking. Edits keep it valid: it is moved to each edit's start.
    private var utf16Anchor = (utf16: 0, utf8: 0)

    /// The preview of `document` (parsed with `options` and the `.returnPartiallyParsedIfPossible`
    /// failure policy) in `theme`.
    ///
    /// - Throws: `CancellationError` when `cancellation` is cancelled while the blocks render.
    init(
        document: IncrementalAttributedDocument, theme: Theme, options: RenderOptions, cancellation: RenderCancellation = .none
    ) throws {
        self.document = document
        self.theme = theme
        self.options = options
        warnings = Self.decodingWarnings(of: document)
        _ = try renderAll(cancellation)
    }

    /// What a `.throwError` parse of `document`'s source would have thrown, as the full render's
    /// warnings say it; empty when every extended attribute decodes.
    static func decodingWarnings(of document: IncrementalAttributedDocument) -> [String] {
        guard let failure = document.firstDecodingFailure() else { return [] }
        return [String(describing: failure)]
    }

    var sourceSize: Int { document.source.utf8.count }

    /// True when the source holds no `^[`, so no extended attribute and no run with a style
    /// attribute (the tutorial transform sets them only from `customStyle` and `customColor`):
    /// the renderer then skips each segment's style lookup. One scan of the source (~0.1 ms a
    /// megabyte) per render.
    private var sourceHasNoExtendedAttributes: Bool {
        var source = document.source
        return source.withUTF8 { bytes in
            var index = 0
            while let caret = UnsafeBufferPointer(rebasing: bytes[index...]).firstIndex(of: UInt8(ascii: "^")) {
                let position = index + caret
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "[") { return false }
                index = position + 1
            }
            return true
        }
    }

    /// The source's size times what a preview holds per byte, plus the long lists', tables' and
    /// quotes' parts, a second copy of their HTML (a 1 MB table: ~8 MiB), which that ratio does not cover.
    var estimatedMemorySize: Int {
        sourceSize * SessionCost.bytesPerSourceByteOfPreview + childPartsMemorySize + SessionCost.perSession
    }

    /// The attributed string the preview shows.
    var attributedString: AttributedString { document.attributedString }

    /// The whole preview, as ``WebPreviewRenderer/render(_:)`` writes it.
    var html: String {
        WebPreviewRenderer.documentOpening(for: theme) + blocks.map(\.html).joined() + footnotes
            + WebPreviewRenderer.documentClosing
    }

    // MARK: Edits

    /// Applies `edit` (UTF-8 offsets of the current source) and returns what changed.
    ///
    /// - Throws: `SourceEditError` when the range is outside the source or splits a character;
    ///   nothing changes then. `CancellationError` when `cancellation` is cancelled while the
    ///   whole document renders: the preview is then half updated and must be dropped.
    mutating func apply(
        _ edit: SourceEdit, timing: inout ServerTiming, cancellation: RenderCancellation = .none
    ) throws -> PreviewPatch {
        // The text before the edit's start stays: an anchor past it goes back to the start.
        if utf16Anchor.utf8 > edit.range.lowerBound { utf16Anchor = (0, 0) }
        let oldLineCount = document.syntax.lineTable.lineStarts.count
        // The string before the edit, for the counts of the text the edit replaces (a copy
        // shares the string's storage; the edit then copies only the nodes it changes).
        let before = document.attributedString
        // With the partial policy, only a `SourceEditError` is thrown here (the source is then unchanged).
        let update = try timing.measure("apply") { try document.apply(edit) }
        if !warnings.isEmpty || document.hasDecodingFailures {
            warnings = timing.measure("warnings") { Self.decodingWarnings(of: document) }
        }
        revision += 1
        return try timing.measure("render") {
            if partitioned, update.replacedListItems != nil || update.replacedTableRows != nil || update.replacedBlockQuoteChildren != nil
                || update.replacedNestedListItems != nil,
               let patch = try renderChildren(
                   update.replacedUTF8Range, oldLineCount: oldLineCount, before: before, table: update.replacedTableRows?.block) {
                return patch
            }
            guard partitioned, update.remapping != .wholeDocument,
                  let patch = try renderRegion(update.replacedUTF8Range, oldLineCount: oldLineCount, before: before)
            else { return try renderAll(cancellation) }
            return patch
        }
    }

    /// Renders every block again and answers the blocks whose HTML changed.
    private mutating func renderAll(_ cancellation: RenderCancellation) throws -> PreviewPatch {
        let string = attributedString
        let rendered = try Self.render(string, theme: theme, plain: sourceHasNoExtendedAttributes, cancellation: cancellation) { bases in
            var slugger = HeadingSlugger()
            return bases.map { $0.map { slugger.slug(forBase: $0) } }
        }
        let total = rendered.blocks.reduce(0) { $0 + $1.utf8Count }
        lastRenderedUTF8Count = total
        partitioned = rendered.footnotes.isEmpty && total == document.attributedUTF8Count
        let lines = partitioned ? sourceLines(ofBlocksFrom: 0, counts: rendered.blocks.map(\.utf8Count)) : nil
        let newFootnotes = rendered.footnotes
        var patch = replace(0..<blocks.count, with: rendered.blocks, lines: lines)
        characterCount = CharacterCount.of(string)
        runCount = string.runs.count
        if newFootnotes != footnotes {
            footnotes = newFootnotes
            patch.footnotes = newFootnotes
        }
        return patch
    }

    /// Renders the blocks around `replaced` (UTF-8 offsets of the new string), or nil when the
    /// block-wise update cannot be used (the caller renders everything).
    ///
    /// Costs grow with the region, not the document: the only walks over all blocks add
    /// integers (finding the region, the source lines), and the heading anchors of the region
    /// are taken over from its old blocks when its headings did not change.
    ///
    /// The totals move by the difference between the region's text before (in `before`, the
    /// string before the edit) and after: top-level blocks share no run (each has an intent
    /// of its own), and no character, unless a block starts with a scalar that joins the one
    /// before it (then the characters are counted again in full).
    private mutating func renderRegion(_ replaced: Range<Int>, oldLineCount: Int, before: AttributedString) throws -> PreviewPatch? {
        let delta = document.attributedUTF8Count - blocksUTF8Count
        let oldEnd = replaced.upperBound - delta
        guard replaced.lowerBound <= oldEnd else { return nil }
        // The blocks the replaced text was in, and one non-empty neighbour on each side where
        // the runs across the boundary could belong to one block of the renderer's tree.
        let string = document.attributedString
        let (index, offset) = block(containing: replaced.lowerBound)
        var lower = index
        var lowerOffset = offset
        if lower > 0, blocks[lower - 1].utf8Count == 0 || Self.mayJoin(string, atUTF8: offset) {
            Self.widen(&lower, &lowerOffset, in: blocks, downward: true)
        }
        var upper = index
        var upperOffset = offset
        while upper < blocks.count, upperOffset < oldEnd {
            upperOffset += blocks[upper].utf8Count
            upper += 1
        }
        if upper < blocks.count, blocks[upper].utf8Count == 0 || Self.mayJoin(string, atUTF8: upperOffset + delta) {
            Self.widen(&upper, &upperOffset, in: blocks, downward: false)
        }
        let newRange = lowerOffset..<(upperOffset + delta)
        guard !Self.splitsCharacter(string, atUTF8: newRange.lowerBound), !Self.splitsCharacter(string, atUTF8: newRange.upperBound),
              let region = Self.slice(string, utf8: newRange),
              let oldRegion = Self.substring(before, utf8: lowerOffset..<upperOffset),
              let following = Self.substring(string, utf8: newRange.upperBound..<document.attributedUTF8Count)
        else { return nil }
        // Anchors: the old ones while the region's headings are the same (the blocks before it
        // did not change, so neither did the numbering it continues); else numbered again,
        // and the later headings after them.
        let oldBases = blocks[lower..<upper].flatMap(\.slugBases)
        var sluggerAfterRegion: HeadingSlugger?
        let rendered = try Self.render(region, theme: theme, plain: sourceHasNoExtendedAttributes) { bases in
            if bases.joined().elementsEqual(oldBases) {
                var oldAnchors = blocks[lower..<upper].flatMap(\.anchors)[...]
                return bases.map { block in block.map { _ in oldAnchors.popFirst() ?? "" } }
            }
            var slugger = slugger(before: lower)
            let anchors = bases.map { $0.map { slugger.slug(forBase: $0) } }
            sluggerAfterRegion = slugger
            return anchors
        }
        guard rendered.footnotes.isEmpty,
              rendered.blocks.reduce(0, { $0 + $1.utf8Count }) == newRange.count
        else { return nil }
        var newBlocks = rendered.blocks
        lastRenderedUTF8Count = newRange.count
        updateTotals(replacing: oldRegion, with: region, before: following)
        // When the region's headings changed, later headings may be numbered differently
        // (`setup` → `setup-1`): those blocks are rendered again and go in the patch too.
        if !newBlocks.lazy.flatMap(\.slugBases).elementsEqual(oldBases) {
            var slugger = sluggerAfterRegion ?? slugger(before: lower)
            if sluggerAfterRegion == nil {
                for block in newBlocks { for base in block.slugBases { _ = slugger.slug(forBase: base) } }
            }
            guard let later = try renderLaterAnchors(from: upper, oldOffset: upperOffset, delta: delta, slugger: slugger)
            else { return nil }
            if !later.isEmpty {
                for index in upper..<(upper + later.count) { upperOffset += blocks[index].utf8Count }
                newBlocks += later
                upper += later.count
            }
        }
        let lineShift = document.syntax.lineTable.lineStarts.count - oldLineCount
        let lines = sourceLines(ofBlocksFrom: lowerOffset, counts: newBlocks.map(\.utf8Count))
        var patch = replace(lower..<upper, with: newBlocks, lines: lines)
        patch.shiftFrom = lower + newBlocks.count
        patch.lineShift = lineShift
        if lineShift != 0 {
            for position in patch.shiftFrom..<blocks.count { blocks[position].line += lineShift }
        }
        return patch
    }

    /// The blocks from `start` (old index, at UTF-8 offset `oldOffset` of the old string) up to
    /// the last one whose heading anchors change when numbering continues from `slugger`:
    /// unchanged blocks as they are, changed ones rendered again with their new anchors.
    /// Empty when no anchor changes; nil when a block cannot be cut out of the string.
    private func renderLaterAnchors(from start: Int, oldOffset: Int, delta: Int, slugger: HeadingSlugger) throws -> [RenderedBlock]? {
        var slugger = slugger
        var result: [RenderedBlock] = []
        var lastChanged = -1
        var offset = oldOffset + delta
        for index in start..<blocks.count {
            let block = blocks[index]
            defer { offset += block.utf8Count }
            let kept = RenderedBlock(
                html: block.html, utf8Count: block.utf8Count, slugBases: block.slugBases, anchors: block.anchors,
                childParts: block.childParts)
            guard !block.slugBases.isEmpty else {
                result.append(kept)
                continue
            }
            let anchors = block.slugBases.map { slugger.slug(forBase: $0) }
            if anchors == block.anchors {
                result.append(kept)
                continue
            }
            guard let text = Self.slice(document.attributedString, utf8: offset..<(offset + block.utf8Count)) else { return nil }
            let rendered = try Self.render(text, theme: theme, plain: sourceHasNoExtendedAttributes) { _ in [anchors] }
            guard rendered.blocks.count == 1, let again = rendered.blocks.first, again.anchors == anchors else { return nil }
            result.append(again)
            lastChanged = result.count - 1
        }
        return Array(result.prefix(lastChanged + 1))
    }

    /// Moves the character and run counts by the difference between the replaced text
    /// `oldRegion` and its replacement `region` (followed by `following`): top-level blocks and
    /// list items share no run (each has an intent of its own), and no character, unless one
    /// starts with a scalar that joins the one before it (then the characters are counted again).
    private mutating func updateTotals(replacing oldRegion: AttributedSubstring, with region: AttributedString, before following: AttributedSubstring) {
        let joins = [oldRegion.unicodeScalars.first, region.unicodeScalars.first, following.unicodeScalars.first]
            .contains { $0.map(Self.joinsPreviousCharacter) ?? false }
        if joins {
            characterCount = CharacterCount.of(document.attributedString)
        } else {
            characterCount += CharacterCount.of(region) - CharacterCount.of(oldRegion)
        }
        runCount += region.runs.count - oldRegion.runs.count
    }

    /// The first block that ends after UTF-8 offset `offset` of the string (the block count when
    /// none does), and where its text starts.
    private func block(containing offset: Int) -> (index: Int, offset: Int) {
        var index = 0
        var start = 0
        while index < blocks.count, start + blocks[index].utf8Count <= offset {
            start += blocks[index].utf8Count
            index += 1
        }
        return (index, start)
    }

    /// Whether the runs on either side of UTF-8 offset `offset` of `string` can be one block
    /// of the renderer's tree (``AttributedBlock/tree(of:)`` groups consecutive runs whose
    /// outermost intent components share an identity, and consecutive runs with no intent), or
    /// share a character (``splitsCharacter(_:at:)``): false only when both runs have a
    /// presentation intent, their outermost components differ, and no character spans the
    /// offset. Then the blocks on either side render alike whether they are rendered together
    /// or apart, and an edit on one side need not render the other (a 1 MB table beside an
    /// edited paragraph took ~0.4 s a keystroke).
    private static func mayJoin(_ string: AttributedString, atUTF8 offset: Int) -> Bool {
        guard let index = innerIndex(string, atUTF8: offset) else { return true }
        if splitsCharacter(string, at: index) { return true }
        let scalars = string.unicodeScalars
        let before = string[scalars.index(before: index)..<index].runs.first?.presentationIntent?.components.last
        let after = string[index..<scalars.index(after: index)].runs.first?.presentationIntent?.components.last
        guard let before, let after else { return true }
        return before.identity == after.identity
    }

    /// Whether a slice of `string` cut at UTF-8 offset `offset` may cut through a character
    /// (``splitsCharacter(_:at:)``; false at the string's ends).
    private static func splitsCharacter(_ string: AttributedString, atUTF8 offset: Int) -> Bool {
        innerIndex(string, atUTF8: offset).map { splitsCharacter(string, at: $0) } ?? false
    }

    /// Whether a cut at `index` may go through a character: the scalar there, or the one after
    /// it, extends the character before it. Block texts are joined with no separator, so a block
    /// that starts with a combining mark (or a skin-tone modifier, a joiner, a regional
    /// indicator's second half) makes one character with the last one of the block before,
    /// which the renderer gives to one of the two blocks as the whole string groups it (and the
    /// blocks' text lengths move the boundary before that character, hence the scalar after).
    /// A slice cut there renders otherwise, so such a region is widened or rendered whole
    /// (found by 300 random edits in a long task list).
    private static func splitsCharacter(_ string: AttributedString, at index: AttributedString.Index) -> Bool {
        let scalars = string.unicodeScalars
        if joinsPreviousCharacter(scalars[index]) { return true }
        let next = scalars.index(after: index)
        return next < scalars.endIndex && joinsPreviousCharacter(scalars[next])
    }

    /// The index of UTF-8 offset `offset` of `string` when it lies strictly inside the string;
    /// nil at its ends, and where `AttributedString.utf8` is not available (Apple platforms
    /// before 26, which render the whole preview: ``slice(_:utf8:)``).
    private static func innerIndex(_ string: AttributedString, atUTF8 offset: Int) -> AttributedString.Index? {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return nil }
        let utf8 = string.utf8
        guard offset > 0, let index = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex),
              index < string.endIndex
        else { return nil }
        return index
    }

    /// Moves `index` (with its UTF-8 `offset`) past one block of text and any empty blocks
    /// around it, down or up.
    private static func widen(_ index: inout Int, _ offset: inout Int, in blocks: [PreviewBlock], downward: Bool) {
        if downward {
            while index > 0, blocks[index - 1].utf8Count == 0 { index -= 1 }
            if index > 0 { index -= 1; offset -= blocks[index].utf8Count }
            while index > 0, blocks[index - 1].utf8Count == 0 { index -= 1 }
        } else {
            while index < blocks.count, blocks[index].utf8Count == 0 { index += 1 }
            if index < blocks.count { offset += blocks[index].utf8Count; index += 1 }
            while index < blocks.count, blocks[index].utf8Count == 0 { index += 1 }
        }
    }

    // MARK: Long lists, tables and quotes

    /// Renders the items of one long list (or the body rows of one long table, or the children
    /// of one long block quote) around `replaced` (UTF-8 offsets of the new string), after an
    /// update that mapped only items (rows, children) of that block again, and answers the block
    /// with a ``PreviewChunkEdit`` of its items (rows; a quote's children as the element children
    /// of its element, after an alert's title); nil when the block-wise path must be taken (the
    /// block is not kept in parts, the items cannot be cut out of the string, or the slice does
    /// not render as items of one list, rows of one table or one-element children of one quote).
    ///
    /// The items rendered are those the replaced text was in and one more on each side, widened
    /// to an item with text at each end (or the block's end), so that empty items (rows), which
    /// the string holds no text for and the renderer restores from the numbering of their
    /// neighbours, are restored as in the full preview. What the renderer restores before the
    /// slice's first item (an unordered list's numbering starts at 1; a table's header row and
    /// the body rows before the slice) is dropped. With `table` (the top-level index of a table
    /// whose rows were replaced), the replaced text may run on over whole blocks after the table
    /// that became its last rows, which go in the same patch, or over blocks its last rows
    /// became, which come in it (``ReparsedTableRows``).
    private mutating func renderChildren(
        _ replaced: Range<Int>, oldLineCount: Int, before: AttributedString, table: Int?
    ) throws -> PreviewPatch? {
        let delta = document.attributedUTF8Count - blocksUTF8Count
        let oldEnd = replaced.upperBound - delta
        guard replaced.lowerBound <= oldEnd else { return nil }
        var (index, offset) = block(containing: replaced.lowerBound)
        if table != nil, index > 0, offset == replaced.lowerBound, blocks[index - 1].childParts != nil {
            // Rows added after a table's last row start where the table ends.
            index -= 1
            offset -= blocks[index].utf8Count
        }
        guard index < blocks.count, let list = blocks[index].childParts,
              list.utf8Counts.count == list.parts.items.count, offset + list.leadingUTF8Count <= replaced.lowerBound
        else { return nil }
        // Blocks right after a table that became its last rows (a paragraph `| ` the next key made a
        // row): the replaced text runs to their end, and they go. Blocks its last rows became (that
        // key deleted): the replaced text runs on past the table's new end over them, and they come.
        var taken = 0
        var blockEnd = offset + blocks[index].utf8Count
        while table != nil, blockEnd < oldEnd, index + 1 + taken < blocks.count {
            blockEnd += blocks[index + 1 + taken].utf8Count
            taken += 1
        }
        guard oldEnd <= blockEnd, taken == 0 || blockEnd == oldEnd,
              blocks[(index + 1)..<(index + 1 + taken)].allSatisfy({ $0.slugBases.isEmpty })
        else { return nil }
        let takenUTF8Count = blockEnd - (offset + blocks[index].utf8Count)
        let newBlockEnd = table.map { offset + document.topLevelBlockUTF8Count(at: $0) }
        let releasedUTF8Count = newBlockEnd.map { Swift.max(0, replaced.upperBound - $0) } ?? 0
        // How the block itself changed.
        let blockDelta = delta + takenUTF8Count - releasedUTF8Count
        let counts = list.utf8Counts
        var lower = 0
        var lowerOffset = offset + list.leadingUTF8Count
        while lower < counts.count, lowerOffset + counts[lower] <= replaced.lowerBound {
            lowerOffset += counts[lower]
            lower += 1
        }
        var upper = lower
        var upperOffset = lowerOffset
        while upper < counts.count, upperOffset < oldEnd {
            upperOffset += counts[upper]
            upper += 1
        }
        // One more item on each side, and on to an item with text (or the list's end): the slice
        // must start and end with items whose runs are in it, since the renderer restores an
        // empty item only between two items it sees.
        if lower > 0 {
            repeat {
                lower -= 1
                lowerOffset -= counts[lower]
            } while lower > 0 && counts[lower] == 0
        }
        if upper < counts.count {
            repeat {
                upperOffset += counts[upper]
                upper += 1
            } while upper < counts.count && counts[upper - 1] == 0
        }
        let newRange = lowerOffset..<(upperOffset + blockDelta)
        guard taken + releasedUTF8Count == 0 || upper == counts.count else { return nil }
        let regionEnd = newRange.upperBound + releasedUTF8Count
        guard !Self.splitsCharacter(document.attributedString, atUTF8: newRange.lowerBound),
              !Self.splitsCharacter(document.attributedString, atUTF8: newRange.upperBound),
              !Self.splitsCharacter(document.attributedString, atUTF8: regionEnd),
              let region = Self.slice(document.attributedString, utf8: newRange),
              let oldRegion = Self.substring(before, utf8: lowerOffset..<(upperOffset + takenUTF8Count)),
              let newRegion = releasedUTF8Count == 0 ? region : Self.slice(document.attributedString, utf8: newRange.lowerBound..<regionEnd),
              let following = Self.substring(document.attributedString, utf8: regionEnd..<document.attributedUTF8Count)
        else { return nil }
        // The blocks the rows became, whole (no heading: anchors after them would move).
        var released: [RenderedBlock] = []
        if releasedUTF8Count > 0 {
            guard !Self.mayJoin(document.attributedString, atUTF8: newRange.upperBound),
                  regionEnd == document.attributedUTF8Count || !Self.mayJoin(document.attributedString, atUTF8: regionEnd),
                  let slice = Self.slice(document.attributedString, utf8: newRange.upperBound..<regionEnd)
            else { return nil }
            let rendered = try Self.render(slice, theme: theme, plain: sourceHasNoExtendedAttributes) { bases in
                bases.map { $0.map { _ in "" } }
            }
            guard rendered.footnotes.isEmpty, rendered.blocks.allSatisfy({ $0.slugBases.isEmpty }),
                  rendered.blocks.reduce(0, { $0 + $1.utf8Count }) == releasedUTF8Count
            else { return nil }
            released = rendered.blocks
        }
        let styled = CustomAttributesTransform().applied(to: region)
        let tree = AttributedBlock.tree(of: styled)
        guard tree.footnotes.isEmpty, tree.bodyBlocks.count == 1, var sliced = tree.bodyBlocks.first,
              WebPreviewRenderer.headingTexts(in: sliced).isEmpty
        else { return nil }
        let isQuote = sliced.intentKind == .blockQuote
        if let path = list.outlinePath {
            // An outline: its nested list, in the slice's last item (the renderer restores the
            // items of an ordered list before it, empty), is what is rendered in parts.
            guard path.count == 2, let item = sliced.children.last, item.intentKind.map({ if case .listItem = $0 { true } else { false } }) == true,
                  item.children.count == 1, let nested = item.children.first,
                  nested.intentKind == .orderedList || nested.intentKind == .unorderedList
            else { return nil }
            sliced = nested
        }
        // A quote's parts are its children's elements, one each (see ``isKeptInParts``).
        if isQuote, !sliced.children.allSatisfy(Self.rendersOneElement) { return nil }
        if case .table? = sliced.intentKind {
            // The header row and the body rows before the slice's first (body row `lower`, as
            // the mapping numbers them from 1), restored empty.
            sliced.children.removeAll { row in
                if case .tableRow(let rowIndex)? = row.intentKind { return rowIndex <= lower }
                return true
            }
        } else if lower > 0, !isQuote {
            // Items restored before the slice's first item, which has text.
            guard let first = sliced.children.firstIndex(where: { $0.identity != 0 }) else { return nil }
            sliced.children.removeFirst(first)
        }
        var renderer = WebPreviewRenderer(theme: theme, headingIDs: true)
        renderer.runsCarryNoStyles = sourceHasNoExtendedAttributes
        guard let parts = renderer.renderParts(sliced, of: styled) else { return nil }
        let newCounts = sliced.children.map(Self.textUTF8Count)
        guard newCounts.reduce(0, +) == newRange.count else { return nil }
        lastRenderedUTF8Count = newRange.count

        updateTotals(replacing: oldRegion, with: newRegion, before: following)

        // The items whose HTML changed.
        let oldItems = list.parts.items[lower..<upper]
        var prefix = 0
        while prefix < Swift.min(oldItems.count, parts.items.count), oldItems[lower + prefix] == parts.items[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < Swift.min(oldItems.count, parts.items.count) - prefix,
              oldItems[upper - 1 - suffix] == parts.items[parts.items.count - 1 - suffix] { suffix += 1 }
        var updated = list
        updated.replaceItems(lower..<upper, with: parts.items, utf8Counts: newCounts)
        childPartsMemorySize += updated.estimatedMemorySize - list.estimatedMemorySize
            - blocks[(index + 1)..<(index + 1 + taken)].reduce(0) { $0 + ($1.childParts?.estimatedMemorySize ?? 0) }
            + released.reduce(0) { $0 + ($1.childParts?.estimatedMemorySize ?? 0) }
        let lineShift = document.syntax.lineTable.lineStarts.count - oldLineCount
        var old = blocks[index]
        blocksUTF8Count += delta
        old.utf8Count += blockDelta
        old.childParts = updated
        let releasedLines = sourceLines(ofBlocksFrom: newRange.upperBound, counts: released.map(\.utf8Count))
        let releasedBlocks = released.enumerated().map { position, block in
            defer { nextID += 1 }
            return PreviewBlock(
                id: nextID, html: block.html, line: releasedLines[position], utf8Count: block.utf8Count, childParts: block.childParts)
        }
        var patch = PreviewPatch(
            start: index, removed: [], inserted: [], footnotes: nil, lineShift: lineShift, shiftFrom: index + 1 + releasedBlocks.count,
            movedLines: [])
        if prefix + suffix < Swift.max(oldItems.count, parts.items.count) || taken > 0 || !releasedBlocks.isEmpty {
            let removedID = old.id
            old.id = nextID
            nextID += 1
            old.html = updated.parts.html
            // The blocks that became rows go with it (the page drops every removed block after the first).
            patch.removed = [removedID] + blocks[(index + 1)..<(index + 1 + taken)].map(\.id)
            patch.inserted = [old] + releasedBlocks
            // A quote's children are its element's (after an alert's title), as a nested edit of the block's
            // element; an outline's nested items the nested list element's.
            patch.chunkEdit = PreviewChunkEdit(
                start: lower + prefix + (isQuote && sliced.alert != nil ? 1 : 0), removed: oldItems.count - prefix - suffix,
                inserted: Array(parts.items[prefix..<(parts.items.count - suffix)]), path: isQuote ? [] : list.outlinePath)
        }
        blocks[index] = old
        blocks.replaceSubrange((index + 1)..<(index + 1 + taken), with: releasedBlocks)
        if lineShift != 0 {
            for position in (index + 1 + releasedBlocks.count)..<blocks.count { blocks[position].line += lineShift }
        }
        return patch
    }

    /// Replaces ``blocks`` in `range` with `rendered` (HTML and lengths; `lines` per block, or
    /// nil when unknown), keeping the ids of the unchanged blocks at both ends.
    private mutating func replace(
        _ range: Range<Int>, with rendered: [RenderedBlock], lines: [Int]?
    ) -> PreviewPatch {
        // A copy of the replaced blocks only: a slice would keep the whole array shared, and
        // `replaceSubrange` would then copy every block.
        let old = Array(blocks[range])
        var prefix = 0
        while prefix < Swift.min(old.count, rendered.count), old[prefix].html == rendered[prefix].html { prefix += 1 }
        var suffix = 0
        while suffix < Swift.min(old.count, rendered.count) - prefix,
              old[old.count - 1 - suffix].html == rendered[rendered.count - 1 - suffix].html { suffix += 1 }
        var replacement: [PreviewBlock] = []
        replacement.reserveCapacity(rendered.count)
        var inserted: [PreviewBlock] = []
        var moved: [PreviewPatch.MovedLine] = []
        for (position, block) in rendered.enumerated() {
            let line = lines?[position] ?? -1
            let kept = position < prefix || position >= rendered.count - suffix
            let id: Int
            if kept {
                let oldBlock = old[position < prefix ? position : old.count - (rendered.count - position)]
                if oldBlock.line != line { moved.append(PreviewPatch.MovedLine(index: range.lowerBound + position, line: line)) }
                id = oldBlock.id
            } else {
                id = nextID
                nextID += 1
            }
            let new = PreviewBlock(
                id: id, html: block.html, line: line, utf8Count: block.utf8Count, slugBases: block.slugBases, anchors: block.anchors,
                childParts: block.childParts)
            replacement.append(new)
            if !kept { inserted.append(new) }
        }
        let removed = old[prefix..<(old.count - suffix)].map(\.id)
        blocksUTF8Count += replacement.reduce(0) { $0 + $1.utf8Count } - old.reduce(0) { $0 + $1.utf8Count }
        childPartsMemorySize += replacement.reduce(0) { $0 + ($1.childParts?.estimatedMemorySize ?? 0) }
            - old.reduce(0) { $0 + ($1.childParts?.estimatedMemorySize ?? 0) }
        blocks.replaceSubrange(range, with: replacement)
        // One block for one or more (the first edited into the new one, the others gone: a line
        // that became a table's new row took the paragraph it was): when both are chunked code
        // blocks, the chunks that changed; else the children that changed in the block's
        // containers (a quote's paragraphs, an outline's items, a table's rows).
        let chunkEdit = !removed.isEmpty && inserted.count == 1
            ? PreviewChunkEdit(from: old[prefix].html, to: inserted[0].html)
                ?? PreviewChunkEdit(nestedFrom: old[prefix].html, to: inserted[0].html)
            : nil
        return PreviewPatch(
            start: range.lowerBound + prefix, removed: removed, inserted: inserted, footnotes: nil,
            lineShift: 0, shiftFrom: blocks.count, movedLines: moved, chunkEdit: chunkEdit)
    }

    // MARK: Source positions

    /// The source line (from 0) where each block starts, for blocks that follow each other
    /// from UTF-8 offset `start` of the attributed string with the text lengths `counts`.
    private func sourceLines(ofBlocksFrom start: Int, counts: [Int]) -> [Int] {
        let syntax = document.syntax
        let blockCount = document.topLevelBlockCount
        var lines: [Int] = []
        lines.reserveCapacity(counts.count)
        var block = 0
        var blockStart = 0
        var offset = start
        for count in counts {
            while block < blockCount, blockStart + document.topLevelBlockUTF8Count(at: block) <= offset {
                blockStart += document.topLevelBlockUTF8Count(at: block)
                block += 1
            }
            let sourceOffset = block < syntax.topLevelBlockCount ? syntax.topLevelBlockRange(at: block).lowerBound : syntax.lineTable.byteCount
            lines.append(syntax.lineTable.location(ofOffset: sourceOffset).line - 1)
            offset += count
        }
        return lines
    }

    /// The UTF-8 offset in the source of UTF-16 offset `offset` (what a browser's text field
    /// counts in), or nil when it is outside the source or inside a surrogate pair.
    ///
    /// The source's bytes are walked from the last position found (or from the start, when
    /// that is nearer): edits come one after another at nearby places, and the source is a new
    /// string after every edit, so `String`'s own UTF-16 index (breadcrumbs built once per
    /// string) would scan the whole text of a non-ASCII document on every keystroke.
    mutating func utf8Offset(ofUTF16 offset: Int) -> Int? {
        var source = document.source
        let anchor = utf16Anchor
        guard let found = source.withUTF8({ UTF8Offsets.position(ofUTF16: offset, in: $0, from: anchor) }) else { return nil }
        utf16Anchor = found
        return found.utf8
    }

    // MARK: Inspector

    /// The runs of the top-level block at UTF-8 offset `offset` of the source (the caret), at
    /// most ``RunInspector/shownRunLimit``; the document's first runs when blocks are unknown.
    /// In a long list (one whose items are kept apart), the runs of the item at the caret: the
    /// list's first few hundred runs would rarely be the caret's, and numbering the whole list
    /// as a full parse does costs in proportion to it.
    func inspect(atSourceOffset offset: Int) -> RunInspection {
        let syntax = document.syntax
        let count = Swift.min(syntax.topLevelBlockCount, document.topLevelBlockCount)
        guard count > 0 else { return RunInspection(runs: [], runCount: 0) }
        // The first block that ends at or after the caret (blocks are in source order; a caret
        // at the end of a block's text is in it), else the last.
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if syntax.topLevelBlockRange(at: middle).upperBound >= offset { high = middle } else { low = middle + 1 }
        }
        if syntax.topLevelBlockRange(at: low).upperBound < offset, low != syntax.topLevelBlockCount - 1 {
            return RunInspection(runs: [], runCount: 0)
        }
        // In a long list, table or quote, the first item (row, child) that ends at or after the caret, else the
        // last; in an outline, its nested list's.
        if let child = document.keptChildIndex(ofTopLevelBlock: low, endingAtOrAfter: offset),
           let item = document.topLevelChildString(at: low, child: child) {
            return RunInspector.inspect(item, including: Scope.self)
        }
        // Numbered as in a full parse (the session's string numbers its intents uniquely); only the
        // runs the inspector lists are copied and numbered (an outline or a quoted thread is one block).
        let (prefix, runCount) = document.topLevelBlockRuns(at: low, limit: RunInspector.shownRunLimit)
        return RunInspection(runs: RunInspector.inspect(prefix, including: Scope.self).runs, runCount: runCount)
    }

    // MARK: Rendering

    /// One rendered top-level block: its HTML and the UTF-8 length of its text.
    struct RenderedBlock {
        var html: String
        var utf8Count: Int
        /// The slugs of the block's headings' texts (`HeadingSlugger.slug(_:)`) and the
        /// anchors they got (see ``WebPreviewRenderer/headingIDs``).
        var slugBases: [String] = []
        var anchors: [String] = []
        /// A long list's or table's HTML in parts (see ``PreviewBlock/childParts``).
        var childParts: PreviewChildParts? = nil
    }

    /// Whether `scalar`, first in a block, can extend the previous block's last character
    /// (a combining mark, a joiner, a regional indicator, a Hangul vowel or final consonant,
    /// an emoji modifier): then the document's character count is not the sum of the blocks'.
    private static func joinsPreviousCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark
            || scalar.value == 0x200D || (0x1F1E6...0x1F1FF).contains(scalar.value)
            || (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
            || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// `string`'s top-level blocks and footnote section, as ``WebPreviewRenderer`` writes them
    /// after the tutorial's transform.
    ///
    /// Headings get the anchors `anchors` gives for the slugs of their texts, block by block
    /// (asked once, only when `string` has headings): numbered after those of the blocks
    /// before `string`.
    ///
    /// The blocks are rendered a few hundred at a time, and `cancellation` is checked in
    /// between: a request whose client left, or whose time budget is spent, stops there.
    ///
    /// `plain`: the source has no extended attribute, so no run carries a style attribute (see
    /// ``sourceHasNoExtendedAttributes``).
    static func render(
        _ string: AttributedString, theme: Theme, plain: Bool = false, cancellation: RenderCancellation = .none,
        anchors: ([[String]]) -> [[String]]
    ) throws -> (blocks: [RenderedBlock], footnotes: String) {
        let styled = CustomAttributesTransform().applied(to: string)
        var renderer = WebPreviewRenderer(theme: theme, headingIDs: true)
        renderer.runsCarryNoStyles = plain
        let tree = AttributedBlock.tree(of: styled)
        let bodyBlocks = tree.bodyBlocks
        let bases = bodyBlocks.map { WebPreviewRenderer.headingTexts(in: $0).map { HeadingSlugger.slug($0) } }
        var ids = bases.contains(where: { !$0.isEmpty }) ? anchors(bases) : []
        if ids.count != bases.count { ids = bases.map { _ in [] } }
        // Long lists and quotes (no headings inside) and long tables are kept in parts, so that an edit
        // inside one renders its items or rows only (``renderChildren(_:oldLineCount:before:table:)``).
        func isKeptInParts(_ index: Int) -> Bool {
            let block = bodyBlocks[index]
            switch block.intentKind {
            case .orderedList?, .unorderedList?:
                return (block.children.count >= ReparsedListItems.minimumListItems || Self.isOutline(block)) && bases[index].isEmpty
            case .table?:
                return block.children.count > ReparsedTableRows.minimumBodyRows
            case .blockQuote?:
                // A quote whose children are one element each: the page finds a part by its element's index.
                return block.children.count >= ReparsedBlockQuoteChildren.minimumChildren && bases[index].isEmpty
                    && block.children.allSatisfy(Self.rendersOneElement)
            default:
                return false
            }
        }
        var html: [String] = []
        html.reserveCapacity(bodyBlocks.count)
        var blockParts: [Int: WebPreviewRenderer.BlockHTMLParts] = [:]
        var start = 0
        while start < bodyBlocks.count {
            try cancellation.check()
            let end = Swift.min(bodyBlocks.count, start + Self.blocksBetweenChecks)
            var position = start
            while position < end {
                if isKeptInParts(position),
                   let parts = renderer.renderParts(bodyBlocks[position], of: styled, outline: Self.isOutline(bodyBlocks[position])) {
                    blockParts[position] = parts
                    html.append(parts.html)
                    position += 1
                    continue
                }
                var next = position + 1
                while next < end, !isKeptInParts(next) { next += 1 }
                html += renderer.render(
                    topLevelBlocks: Array(bodyBlocks[position..<next]), of: styled, anchors: Array(ids[position..<next]))
                position = next
            }
            start = end
        }
        try cancellation.check()
        var blocks: [RenderedBlock] = []
        blocks.reserveCapacity(bodyBlocks.count)
        for index in bodyBlocks.indices {
            let block = bodyBlocks[index]
            blocks.append(RenderedBlock(
                html: html[index], utf8Count: textUTF8Count(of: block), slugBases: bases[index], anchors: ids[index],
                childParts: blockParts[index].map { Self.childParts($0, of: block) }))
        }
        return (blocks, renderer.renderFootnotes(of: tree, in: styled))
    }

    /// `parts` of a list or table `block`, with the text length of each item or body row, and
    /// of a table's header row before them.
    private static func childParts(_ parts: WebPreviewRenderer.BlockHTMLParts, of block: AttributedBlock) -> PreviewChildParts {
        if isOutline(block), let nested = block.children.last?.children.last {
            let counts = nested.children.map(textUTF8Count)
            return PreviewChildParts(
                parts: parts, utf8Counts: counts, leadingUTF8Count: textUTF8Count(of: block) - counts.reduce(0, +),
                outlinePath: outlinePath(opening: parts.opening, closing: parts.closing))
        }
        guard case .table? = block.intentKind else {
            return PreviewChildParts(parts: parts, utf8Counts: block.children.map(textUTF8Count))
        }
        let header = block.children.prefix { $0.intentKind == .tableHeaderRow }
        return PreviewChildParts(
            parts: parts, utf8Counts: block.children.dropFirst(header.count).map(textUTF8Count),
            leadingUTF8Count: header.reduce(0) { $0 + textUTF8Count(of: $1) })
    }

    /// Whether `block` is an outline: a list of fewer than `ReparsedListItems.minimumListItems`
    /// items whose last item ends with a list of at least that many (kept in the parts of that
    /// nested list, whose items the incremental mapping maps alone).
    private static func isOutline(_ block: AttributedBlock) -> Bool {
        guard block.intentKind == .orderedList || block.intentKind == .unorderedList,
              block.children.count < ReparsedListItems.minimumListItems,
              block.children.allSatisfy({ if case .listItem? = $0.intentKind { true } else { false } }),
              let nested = block.children.last?.children.last,
              nested.intentKind == .orderedList || nested.intentKind == .unorderedList
        else { return false }
        return nested.children.count >= ReparsedListItems.minimumListItems
    }

    /// The element path from an outline's element to its nested list's, from its parts' opening
    /// and closing (the outline with the nested list empty); nil when they do not read as one
    /// list whose last item ends with a list.
    private static func outlinePath(opening: String, closing: String) -> [Int]? {
        var html = opening + closing
        return html.withUTF8 { bytes -> [Int]? in
            guard let tree = try? HTMLElementTree(bytes), tree.roots.count == 1 else { return nil }
            let list = tree.elements[tree.roots[0]]
            guard let itemIndex = list.children.last else { return nil }
            let item = tree.elements[itemIndex]
            guard let nestedIndex = item.children.last else { return nil }
            let name = Array(bytes[tree.elements[nestedIndex].name])
            guard name == Array("ul".utf8) || name == Array("ol".utf8) else { return nil }
            return [list.children.count - 1, item.children.count - 1]
        }
    }

    /// Whether `block`, a child of a quote, renders as one element (and white space): a paragraph,
    /// heading, code block, thematic break, quote, alert, list or table; not raw HTML (omitted,
    /// a comment) nor anything else.
    private static func rendersOneElement(_ block: AttributedBlock) -> Bool {
        guard case .block(let kind) = block.kind else { return false }
        switch kind {
        case .paragraph, .header, .codeBlock, .thematicBreak, .blockQuote, .orderedList, .unorderedList, .table: return true
        default: return false
        }
    }

    /// How many blocks render between two cancellation checks.
    private static let blocksBetweenChecks = 256

    /// A slugger that has seen the headings of ``blocks`` before `index`.
    private func slugger(before index: Int) -> HeadingSlugger {
        var slugger = HeadingSlugger()
        for block in blocks[..<index] {
            for base in block.slugBases { _ = slugger.slug(forBase: base) }
        }
        return slugger
    }

    /// The UTF-8 length of `block`'s text: its segments' and its children's.
    private static func textUTF8Count(of block: AttributedBlock) -> Int {
        block.segments.reduce(0) { $0 + $1.text.utf8.count } + block.children.reduce(0) { $0 + textUTF8Count(of: $1) }
    }

    /// The part of `string` at UTF-8 offsets `range`, or nil where `AttributedString.utf8`
    /// is not available (Apple platforms before 26: those render the whole preview).
    private static func slice(_ string: AttributedString, utf8 range: Range<Int>) -> AttributedString? {
        substring(string, utf8: range).map(AttributedString.init)
    }

    /// The part of `string` at UTF-8 offsets `range`, not copied (see ``slice(_:utf8:)``).
    private static func substring(_ string: AttributedString, utf8 range: Range<Int>) -> AttributedSubstring? {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let utf8 = string.utf8
            guard range.lowerBound >= 0,
                  let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound, limitedBy: utf8.endIndex),
                  let upper = utf8.index(lower, offsetBy: range.count, limitedBy: utf8.endIndex)
            else { return nil }
            return string[lower..<upper]
        }
        return nil
    }
}

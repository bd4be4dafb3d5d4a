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
/// then renders only the blocks of that part (and one unchanged neighbour on each side, so a
/// block that now joins or splits from its neighbour, as adjacent HTML blocks do, is rendered
/// as the full preview renders it) and answers a ``PreviewPatch`` with the blocks whose HTML
/// changed. The blocks' HTML joined, between ``WebPreviewRenderer/documentOpening(for:)``, the
/// footnote section and ``WebPreviewRenderer/documentClosing``, is at every revision exactly
/// ``WebPreviewRenderer/render(_:)`` of the whole string (``html``).
///
/// Documents that are not split into top-level blocks with one text each (footnote
/// definitions live among the blocks, a failed mapping keeps an older string) and updates
/// that re-mapped the whole document are rendered in full, and still answered with the
/// changed blocks only.
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
    /// Problems that did not stop the preview (a malformed extended attribute).
    private(set) var warnings: [String] = []
    /// The string shown when mapping the source with `.throwError` failed: the partial parse.
    private var fallbackString: AttributedString?
    /// True when ``blocks`` split the attributed string (their `utf8Count`s add up to it):
    /// what the block-wise update needs.
    private var partitioned = false
    private var nextID = 1

    /// A function that parses a source in full, keeping what it can: the string and warnings.
    typealias FallbackParse = (String) throws -> (AttributedString, [String])

    /// The preview of `document` (parsed with `options`) in `theme`, with the `warnings` its parse gave.
    init(document: IncrementalAttributedDocument, theme: Theme, options: RenderOptions, warnings: [String] = []) {
        self.document = document
        self.theme = theme
        self.options = options
        self.warnings = warnings
        _ = renderAll()
    }

    var sourceSize: Int { document.source.utf8.count }

    /// The attributed string the preview shows.
    var attributedString: AttributedString { fallbackString ?? document.attributedString }

    /// The whole preview, as ``WebPreviewRenderer/render(_:)`` writes it.
    var html: String {
        WebPreviewRenderer.documentOpening(for: theme) + blocks.map(\.html).joined() + footnotes
            + WebPreviewRenderer.documentClosing
    }

    // MARK: Edits

    /// Applies `edit` (UTF-8 offsets of the current source) and returns what changed.
    ///
    /// - Throws: `SourceEditError` when the range is outside the source or splits a character;
    ///   nothing changes then.
    mutating func apply(_ edit: SourceEdit, fallback: FallbackParse) throws -> PreviewPatch {
        let oldLineCount = document.syntax.document.lineTable.lineStarts.count
        let update: IncrementalAttributedUpdate
        do {
            update = try document.apply(edit)
            fallbackString = nil
            warnings = []
        } catch let error as SourceEditError {
            throw error
        } catch {
            // The new source has an extended attribute that cannot be decoded: show what a
            // full parse keeps, with its warning, until an edit fixes it.
            let (string, parseWarnings) = try fallback(document.source)
            fallbackString = string
            warnings = parseWarnings
            revision += 1
            return renderAll()
        }
        revision += 1
        guard partitioned, update.remapping != .wholeDocument,
              let patch = renderRegion(update.replacedUTF8Range, oldLineCount: oldLineCount)
        else { return renderAll() }
        return patch
    }

    /// Renders every block again and answers the blocks whose HTML changed.
    private mutating func renderAll() -> PreviewPatch {
        let string = attributedString
        let rendered = Self.render(string, theme: theme) { HeadingSlugger() }
        let total = rendered.blocks.reduce(0) { $0 + $1.utf8Count }
        partitioned = fallbackString == nil && rendered.footnotes.isEmpty
            && total == document.topLevelBlockUTF8Counts.reduce(0, +)
        let lines = partitioned ? sourceLines(ofBlocksFrom: 0, counts: rendered.blocks.map(\.utf8Count)) : nil
        let newFootnotes = rendered.footnotes
        var newBlocks = rendered.blocks
        if partitioned { Self.countCharacters(of: &newBlocks, in: string) }
        var patch = replace(0..<blocks.count, with: newBlocks, lines: lines)
        characterCount = partitioned && !blocks.dropFirst().contains(where: \.joinsPrevious)
            ? blocks.reduce(0) { $0 + $1.characterCount } : string.characters.count
        if newFootnotes != footnotes {
            footnotes = newFootnotes
            patch.footnotes = newFootnotes
        }
        return patch
    }

    /// Renders the blocks around `replaced` (UTF-8 offsets of the new string), or nil when the
    /// block-wise update cannot be used (the caller renders everything).
    private mutating func renderRegion(_ replaced: Range<Int>, oldLineCount: Int) -> PreviewPatch? {
        let newTotal = document.topLevelBlockUTF8Counts.reduce(0, +)
        let oldTotal = blocks.reduce(0) { $0 + $1.utf8Count }
        let delta = newTotal - oldTotal
        let oldEnd = replaced.upperBound - delta
        guard replaced.lowerBound <= oldEnd else { return nil }
        // The blocks the replaced text was in, and one non-empty neighbour on each side.
        var index = 0
        var offset = 0
        while index < blocks.count, offset + blocks[index].utf8Count <= replaced.lowerBound {
            offset += blocks[index].utf8Count
            index += 1
        }
        var lower = index
        var lowerOffset = offset
        Self.widen(&lower, &lowerOffset, in: blocks, downward: true)
        var upper = index
        var upperOffset = offset
        while upper < blocks.count, upperOffset < oldEnd {
            upperOffset += blocks[upper].utf8Count
            upper += 1
        }
        Self.widen(&upper, &upperOffset, in: blocks, downward: false)
        let newRange = lowerOffset..<(upperOffset + delta)
        guard let region = Self.slice(document.attributedString, utf8: newRange) else { return nil }
        let rendered = Self.render(region, theme: theme) { slugger(before: lower) }
        guard rendered.footnotes.isEmpty,
              rendered.blocks.reduce(0, { $0 + $1.utf8Count }) == newRange.count
        else { return nil }
        var newBlocks = rendered.blocks
        Self.countCharacters(of: &newBlocks, in: region)
        // When the region's headings changed, later headings may be numbered differently
        // (`setup` → `setup-1`): those blocks are rendered again and go in the patch too.
        if blocks[lower..<upper].flatMap(\.headings) != newBlocks.flatMap(\.headings) {
            guard let later = renderLaterAnchors(
                from: upper, oldOffset: upperOffset, delta: delta, slugger: rendered.slugger ?? slugger(before: lower))
            else { return nil }
            if !later.isEmpty {
                for index in upper..<(upper + later.count) { upperOffset += blocks[index].utf8Count }
                newBlocks += later
                upper += later.count
            }
        }
        let lineShift = document.syntax.document.lineTable.lineStarts.count - oldLineCount
        let lines = sourceLines(ofBlocksFrom: lowerOffset, counts: newBlocks.map(\.utf8Count))
        let removedCharacters = blocks[lower..<upper].reduce(0) { $0 + $1.characterCount }
        var patch = replace(lower..<upper, with: newBlocks, lines: lines)
        // Block by block unless a block's text may join the previous block's last character.
        if blocks.dropFirst().contains(where: \.joinsPrevious) {
            characterCount = document.attributedString.characters.count
        } else {
            characterCount += newBlocks.reduce(0) { $0 + $1.characterCount } - removedCharacters
        }
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
    private func renderLaterAnchors(from start: Int, oldOffset: Int, delta: Int, slugger: HeadingSlugger) -> [RenderedBlock]? {
        var slugger = slugger
        var result: [RenderedBlock] = []
        var lastChanged = -1
        var offset = oldOffset + delta
        for index in start..<blocks.count {
            let block = blocks[index]
            defer { offset += block.utf8Count }
            guard !block.headings.isEmpty else {
                result.append(RenderedBlock(
                    html: block.html, utf8Count: block.utf8Count, characterCount: block.characterCount,
                    joinsPrevious: block.joinsPrevious))
                continue
            }
            let before = slugger
            let anchors = block.headings.map { slugger.slug(for: $0) }
            if anchors == block.anchors {
                result.append(RenderedBlock(
                    html: block.html, utf8Count: block.utf8Count, characterCount: block.characterCount,
                    joinsPrevious: block.joinsPrevious, headings: block.headings, anchors: block.anchors))
                continue
            }
            guard let text = Self.slice(document.attributedString, utf8: offset..<(offset + block.utf8Count)) else { return nil }
            let rendered = Self.render(text, theme: theme) { before }
            guard rendered.blocks.count == 1, var again = rendered.blocks.first, again.anchors == anchors else { return nil }
            again.characterCount = block.characterCount
            again.joinsPrevious = block.joinsPrevious
            result.append(again)
            lastChanged = result.count - 1
        }
        return Array(result.prefix(lastChanged + 1))
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

    /// Replaces ``blocks`` in `range` with `rendered` (HTML and lengths; `lines` per block, or
    /// nil when unknown), keeping the ids of the unchanged blocks at both ends.
    private mutating func replace(
        _ range: Range<Int>, with rendered: [RenderedBlock], lines: [Int]?
    ) -> PreviewPatch {
        let old = blocks[range]
        var prefix = 0
        while prefix < Swift.min(old.count, rendered.count),
              old[range.lowerBound + prefix].html == rendered[prefix].html { prefix += 1 }
        var suffix = 0
        while suffix < Swift.min(old.count, rendered.count) - prefix,
              old[range.upperBound - 1 - suffix].html == rendered[rendered.count - 1 - suffix].html { suffix += 1 }
        var replacement: [PreviewBlock] = []
        replacement.reserveCapacity(rendered.count)
        var inserted: [PreviewBlock] = []
        var moved: [PreviewPatch.MovedLine] = []
        for (position, block) in rendered.enumerated() {
            let line = lines?[position] ?? -1
            let kept = position < prefix || position >= rendered.count - suffix
            if kept {
                let oldBlock = old[range.lowerBound + (position < prefix ? position : old.count - (rendered.count - position))]
                if oldBlock.line != line { moved.append(PreviewPatch.MovedLine(index: range.lowerBound + position, line: line)) }
                replacement.append(PreviewBlock(
                    id: oldBlock.id, html: block.html, line: line, utf8Count: block.utf8Count,
                    characterCount: block.characterCount, joinsPrevious: block.joinsPrevious,
                    headings: block.headings, anchors: block.anchors))
            } else {
                let new = PreviewBlock(
                    id: nextID, html: block.html, line: line, utf8Count: block.utf8Count,
                    characterCount: block.characterCount, joinsPrevious: block.joinsPrevious,
                    headings: block.headings, anchors: block.anchors)
                nextID += 1
                replacement.append(new)
                inserted.append(new)
            }
        }
        let removed = old.dropFirst(prefix).dropLast(suffix).map(\.id)
        blocks.replaceSubrange(range, with: replacement)
        return PreviewPatch(
            start: range.lowerBound + prefix, removed: removed, inserted: inserted, footnotes: nil,
            lineShift: 0, shiftFrom: blocks.count, movedLines: moved)
    }

    // MARK: Source positions

    /// The source line (from 0) where each block starts, for blocks that follow each other
    /// from UTF-8 offset `start` of the attributed string with the text lengths `counts`.
    private func sourceLines(ofBlocksFrom start: Int, counts: [Int]) -> [Int] {
        let syntax = document.syntax.document
        let extents = document.topLevelBlockUTF8Counts
        var lines: [Int] = []
        lines.reserveCapacity(counts.count)
        var block = 0
        var blockStart = 0
        var offset = start
        for count in counts {
            while block < extents.count, blockStart + extents[block] <= offset {
                blockStart += extents[block]
                block += 1
            }
            let sourceOffset = block < syntax.blocks.count ? syntax.blocks[block].range.lowerBound : syntax.lineTable.byteCount
            lines.append(syntax.lineTable.location(ofOffset: sourceOffset).line - 1)
            offset += count
        }
        return lines
    }

    /// The UTF-8 offset in the source of UTF-16 offset `offset` (what a browser's text field
    /// counts in), or nil when it is outside the source or inside a surrogate pair.
    func utf8Offset(ofUTF16 offset: Int) -> Int? {
        let source = document.source
        let utf16 = source.utf16
        guard offset >= 0, let index = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex),
              index.samePosition(in: source.unicodeScalars) != nil
        else { return nil }
        return source.utf8.distance(from: source.utf8.startIndex, to: index)
    }

    // MARK: Inspector

    /// The runs of the top-level block at UTF-8 offset `offset` of the source (the caret), at
    /// most ``RunInspector/shownRunLimit``; the document's first runs when blocks are unknown.
    func inspect(atSourceOffset offset: Int) -> RunInspection {
        let string = attributedString
        guard fallbackString == nil else { return RunInspector.inspect(string, including: Scope.self) }
        let syntaxBlocks = document.syntax.document.blocks
        let extents = document.topLevelBlockUTF8Counts
        var start = 0
        for (index, block) in syntaxBlocks.enumerated() where index < extents.count {
            if block.range.upperBound > offset || index == syntaxBlocks.count - 1 {
                if let slice = Self.slice(string, utf8: start..<(start + extents[index])) {
                    return RunInspector.inspect(slice, including: Scope.self)
                }
                break
            }
            start += extents[index]
        }
        return RunInspection(runs: [], runCount: 0)
    }

    // MARK: Rendering

    /// One rendered top-level block: its HTML and the UTF-8 length of its text.
    struct RenderedBlock {
        var html: String
        var utf8Count: Int
        /// The characters of the block's text in the parsed string (``countCharacters(of:in:)``).
        var characterCount = 0
        /// Whether the block's text starts with a scalar that may join the previous block's
        /// last character into one `Character`.
        var joinsPrevious = false
        /// The texts of the block's headings and the anchors they got (see
        /// ``WebPreviewRenderer/headingIDs``).
        var headings: [String] = []
        var anchors: [String] = []
    }

    /// Sets the character counts of `blocks`, which follow each other from the start of `raw`
    /// (the parsed string, before the display transform).
    private static func countCharacters(of blocks: inout [RenderedBlock], in raw: AttributedString) {
        var offset = 0
        for index in blocks.indices {
            let count = blocks[index].utf8Count
            if count > 0, let text = slice(raw, utf8: offset..<(offset + count)) {
                blocks[index].characterCount = text.characters.count
                blocks[index].joinsPrevious = text.unicodeScalars.first.map(joinsPreviousCharacter) ?? false
            }
            offset += count
        }
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
    /// Headings get anchors numbered after those of the blocks before `string`: `slugger`
    /// gives the slugger that has seen them (asked only when `string` has headings). The
    /// answer's `slugger` has seen `string`'s headings too (nil when it has none).
    static func render(
        _ string: AttributedString, theme: Theme, slugger: () -> HeadingSlugger
    ) -> (blocks: [RenderedBlock], footnotes: String, slugger: HeadingSlugger?) {
        let styled = CustomAttributesTransform().applied(to: string)
        let renderer = WebPreviewRenderer(theme: theme, headingIDs: true)
        let tree = AttributedBlock.tree(of: styled)
        let bodyBlocks = tree.bodyBlocks
        let headings = bodyBlocks.map(WebPreviewRenderer.headingTexts(in:))
        var anchors: HeadingSlugger? = headings.contains(where: { !$0.isEmpty }) ? slugger() : nil
        var blocks: [RenderedBlock] = []
        blocks.reserveCapacity(bodyBlocks.count)
        for (block, texts) in zip(bodyBlocks, headings) {
            var ids: [String] = []
            if !texts.isEmpty, var current = anchors {
                ids = texts.map { current.slug(for: $0) }
                anchors = current
            }
            blocks.append(RenderedBlock(
                html: renderer.render(topLevelBlock: block, of: styled, anchors: ids), utf8Count: textUTF8Count(of: block),
                headings: texts, anchors: ids))
        }
        return (blocks, renderer.renderFootnotes(of: tree, in: styled), anchors)
    }

    /// A slugger that has seen the headings of ``blocks`` before `index`.
    private func slugger(before index: Int) -> HeadingSlugger {
        var slugger = HeadingSlugger()
        for block in blocks[..<index] {
            for text in block.headings { _ = slugger.slug(for: text) }
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
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let utf8 = string.utf8
            guard range.lowerBound >= 0,
                  let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound, limitedBy: utf8.endIndex),
                  let upper = utf8.index(lower, offsetBy: range.count, limitedBy: utf8.endIndex)
            else { return nil }
            return AttributedString(string[lower..<upper])
        }
        return nil
    }
}

import AttributedMarkdown
import Foundation

extension AttributedBlock {
    /// The block tree of `string`: a ``Kind/document`` block whose descendants are the blocks
    /// the runs' presentation intents describe.
    ///
    /// Consecutive runs whose component chains share identities belong to the same blocks; a
    /// run whose chain diverges closes the blocks it no longer shares and opens its own. Runs
    /// carrying our `footnoteDefinition` attribute are grouped under a
    /// ``Kind/footnoteDefinition(_:)`` block (outside any intent). Runs with no presentation
    /// intent form an ``Kind/implicitParagraph``; runs with `.blockHTML` and no leaf component
    /// form an ``Kind/htmlBlock``.
    ///
    /// An empty block has no characters, so it cannot appear in an `AttributedString`. The tree
    /// restores the empty blocks its neighbours reveal, with identity 0: missing table cells
    /// (by column index), a missing header row, table body rows skipped by the row indices (body
    /// rows are numbered from 1, as the mapping numbers them), and list
    /// items between two ordinals (and before the first item of a bullet list, whose ordinals
    /// start at 1). At most ``maximumRestoredGap`` blocks are restored per gap, so that a
    /// hand-built string with far-apart ordinals cannot make the tree explode.
    ///
    /// Runs once over the runs: linear in their number times the nesting depth.
    public static func tree(of string: AttributedString) -> AttributedBlock {
        var builder = BlockTreeBuilder()
        for run in string.runs {
            builder.add(String(string.characters[run.range]), range: run.range,
                        reading: BlockTreeBuilder.RunReading(run.attributes))
        }
        return builder.finish()
    }

    /// The block tree of the string whose runs `runs` are: what ``tree(of:)`` gives for
    /// `runs.attributedString`, except that no segment has a range (there is no string: every
    /// `range` is empty), so only renderers that do not read ``InlineSegment/range`` use it.
    /// Segment texts are cut as the string's character view cuts them (at `Character`
    /// boundaries, see `AttributedRunList.forEachCharacterText(_:)`).
    /// Each distinct attribute container is read once.
    static func tree(ofRuns runs: AttributedRunList) -> AttributedBlock {
        var builder = BlockTreeBuilder()
        var readings = [BlockTreeBuilder.RunReading?](repeating: nil, count: runs.containers.count)
        // Made of layers, a container is read as its block layer's reading and its inline
        // layer's, each read once: a document's containers are mostly one per block (each block
        // has its own identity), its inline layers few.
        var blockParts = [BlockTreeBuilder.RunReading.BlockPart?](repeating: nil, count: runs.layers?.blocks.count ?? 0)
        var inlineParts = [BlockTreeBuilder.RunReading.InlinePart?](repeating: nil, count: runs.layers?.inlines.count ?? 0)
        let noRange = BlockTreeBuilder.noRange
        runs.forEachCharacterText { position, text in
            let container = runs.containerIndices[position]
            let reading: BlockTreeBuilder.RunReading
            if let known = readings[container] {
                reading = known
            } else if let layers = runs.layers {
                let block = layers.blockOfContainer[container]
                let blockPart = blockParts[block] ?? BlockTreeBuilder.RunReading.BlockPart(layers.blocks[block])
                blockParts[block] = blockPart
                let inline = layers.inlineOfContainer[container]
                let inlinePart: BlockTreeBuilder.RunReading.InlinePart
                if inline < 0 {
                    inlinePart = .none
                } else {
                    inlinePart = inlineParts[inline] ?? BlockTreeBuilder.RunReading.InlinePart(layers.inlines[inline])
                    inlineParts[inline] = inlinePart
                }
                reading = BlockTreeBuilder.RunReading(runs.containers[container], block: blockPart, inline: inlinePart)
                readings[container] = reading
            } else {
                reading = BlockTreeBuilder.RunReading(runs.containers[container])
                readings[container] = reading
            }
            builder.add(String(text), range: noRange, reading: reading, attributesIndex: container)
        }
        return builder.finish()
    }

    /// The largest number of empty blocks ``tree(of:)`` restores in one gap.
    public static let maximumRestoredGap = 1000
}

/// The arena-based state behind ``AttributedBlock/tree(of:)``: nodes refer to their children
/// by index, so that opening and closing blocks never copies a subtree.
struct BlockTreeBuilder {
    typealias Keys = AttributeScopes.FoundationAttributes
    typealias OurKeys = AttributeScopes.MarkdownAttributes
    /// The intents that open a span; only runs with one of them (or a link) can have an inline
    /// nesting, so the others skip its lookup.
    static let spanIntents: InlinePresentationIntent = [.emphasized, .stronglyEmphasized, .strikethrough]

    /// One block while the tree is being built.
    private struct Node {
        var block: AttributedBlock
        var children: [Int] = []
    }

    /// A link of a run's block chain, outermost first.
    private enum ChainLink: Equatable {
        case footnote(FootnoteDefinition)
        case intent(PresentationIntent.IntentType)
    }

    private var nodes: [Node] = [Node(block: AttributedBlock(kind: .document))]
    /// The open blocks, outermost first: the chain link each was opened for and its node.
    private var open: [(link: ChainLink?, node: Int)] = [(nil, 0)]

    /// An empty range, for segments made from a run list (which has no string).
    static let noRange: Range<AttributedString.Index> = {
        let empty = AttributedString()
        return empty.startIndex..<empty.startIndex
    }()

    /// The attributes of a run that the tree reads, looked up once per run (or once per
    /// distinct container for a run list). Titles and the inline nesting are looked up only
    /// where they can be set (each lookup costs a hash of the key's name); the list details,
    /// rarely needed, are looked up in `attributes` when needed.
    ///
    /// A class: a run list's reading is shared by every run with its container, and handed to
    /// ``add(_:range:reading:attributesIndex:)`` with one retain (as a value, its fourteen fields
    /// were copied at each step, ~90 instructions a run).
    final class RunReading: Sendable {
        let attributes: AttributeContainer
        /// What the tree reads of the block layer: the presentation intent's components, the footnote.
        let block: BlockPart
        /// What the tree reads of the inline layer: intents, link, image, footnote reference…
        let inline: InlinePart

        convenience init(_ attributes: AttributeContainer) {
            self.init(attributes, block: BlockPart(attributes), inline: InlinePart(attributes))
        }

        /// The reading of `attributes`, the merge of a block layer read as `block` and an inline
        /// layer read as `inline` (see `AttributedRunList.Layers`).
        init(_ attributes: AttributeContainer, block: BlockPart, inline: InlinePart) {
            self.attributes = attributes
            self.block = block
            self.inline = inline
        }

        /// What the tree reads of a run's block layer.
        struct BlockPart {
            let components: [PresentationIntent.IntentType]
            let footnote: FootnoteDefinition?

            init(_ attributes: AttributeContainer) {
                components = attributes[Keys.PresentationIntentAttribute.self]?.components ?? []
                footnote = attributes[OurKeys.FootnoteDefinitionAttribute.self]
            }
        }

        /// What the tree reads of a run's inline layer.
        struct InlinePart {
            let inline: InlinePresentationIntent
            let link: URL?
            let rawLink: String?
            let linkTitle: String?
            let imageURL: URL?
            let rawImageURL: String?
            let imageTitle: String?
            let footnoteReference: FootnoteReference?
            let inlineNesting: [InlineNestingLevel]?
            let emptyLinks: EmptyLinks?

            /// The part of a run with no inline attributes.
            static let none = InlinePart(AttributeContainer())

            init(_ attributes: AttributeContainer) {
                // Formatting inside a link label is kept apart from Apple's intents (Apple drops it).
                inline = (attributes[Keys.InlinePresentationIntentAttribute.self] ?? [])
                    .union(attributes[OurKeys.LinkLabelFormattingAttribute.self] ?? [])
                link = attributes[Keys.LinkAttribute.self]
                rawLink = attributes[OurKeys.RawLinkAttribute.self]
                let isLink = link != nil || rawLink != nil
                linkTitle = isLink ? attributes[Keys.AlternateDescriptionAttribute.self] : nil
                imageURL = attributes[Keys.ImageURLAttribute.self]
                rawImageURL = attributes[OurKeys.RawImageURLAttribute.self]
                imageTitle = imageURL != nil || rawImageURL != nil ? attributes[OurKeys.ImageTitleAttribute.self] : nil
                footnoteReference = attributes[OurKeys.FootnoteReferenceAttribute.self]
                inlineNesting = isLink || !inline.isDisjoint(with: BlockTreeBuilder.spanIntents)
                    ? attributes[OurKeys.InlineNestingAttribute.self] : nil
                emptyLinks = attributes[OurKeys.EmptyLinksAttribute.self]
            }
        }
    }

    /// Adds the run whose text is `text`, at `range`, with the attributes `reading` read
    /// (`attributesIndex`: their position in a run list's containers).
    mutating func add(
        _ text: String, range: Range<AttributedString.Index>, reading run: RunReading, attributesIndex: Int? = nil
    ) {
        let components = run.block.components
        let footnote = run.block.footnote
        let inline = run.inline.inline
        let chainCount = components.count + (footnote == nil ? 0 : 1)

        func link(at position: Int) -> ChainLink {
            if let footnote {
                if position == 0 { return .footnote(footnote) }
                return .intent(components[components.count - position])
            }
            return .intent(components[components.count - 1 - position])
        }

        // Keep the open blocks the run still belongs to, close the others.
        var shared = 0
        while shared < chainCount, shared + 1 < open.count, open[shared + 1].link == link(at: shared) {
            shared += 1
        }
        open.removeSubrange((shared + 1)...)

        // Open the run's remaining blocks.
        var tightLists: [Int]?
        for position in shared..<chainCount {
            let chainLink = link(at: position)
            var block: AttributedBlock
            switch chainLink {
            case .footnote(let definition):
                block = AttributedBlock(kind: .footnoteDefinition(definition))
            case .intent(let component):
                block = AttributedBlock(kind: .block(component.kind), identity: component.identity)
                switch component.kind {
                case .orderedList, .unorderedList:
                    if tightLists == nil { tightLists = run.attributes[OurKeys.TightListsAttribute.self] ?? [] }
                    block.isTight = tightLists?.contains(component.identity) ?? false
                case .blockQuote:
                    // The alert is the outermost quote (alerts are top-level); quotes inside it
                    // carry the key too but are ordinary quotes.
                    if !open.contains(where: { nodes[$0.node].block.intentKind == .blockQuote }) {
                        block.alert = run.attributes[OurKeys.AlertAttribute.self]
                    }
                default: break
                }
            }
            let index = appendChild(block, to: open[open.count - 1].node)
            open.append((chainLink, index))
        }

        recordListItemDetails(of: run.attributes)

        var segment = InlineSegment(
            text: text,
            range: range,
            inlineIntent: inline,
            link: run.inline.link,
            linkDestination: run.inline.rawLink,
            linkTitle: run.inline.linkTitle,
            imageURL: run.inline.imageURL,
            imageSource: run.inline.rawImageURL,
            imageTitle: run.inline.imageTitle,
            footnoteReference: run.inline.footnoteReference,
            inlineNesting: run.inline.inlineNesting
        )
        segment.runAttributes = run.attributes
        segment.runAttributesIndex = attributesIndex
        let top = open[open.count - 1].node
        let leaf: Int
        if let kind = nodes[top].block.intentKind, kind.holdsInlineContent {
            leaf = top
        } else {
            // No leaf component: raw HTML or bare text directly inside the innermost container.
            let implicitKind: AttributedBlock.Kind = inline.contains(.blockHTML) ? .htmlBlock : .implicitParagraph
            if let last = nodes[top].children.last, nodes[last].block.kind == implicitKind {
                leaf = last
            } else {
                leaf = appendChild(AttributedBlock(kind: implicitKind), to: top)
            }
        }
        // Links with an empty label ride on a neighbouring character (AMEmptyLinks). Without them
        // the segment is appended alone (an array of one per run cost an allocation and the
        // generic `append(contentsOf:)`, ~1,100 instructions a run).
        if let emptyLinks = run.inline.emptyLinks {
            nodes[leaf].block.segments.append(contentsOf: Self.segments(around: segment, with: emptyLinks))
        } else {
            nodes[leaf].block.segments.append(segment)
        }
    }

    /// `segment` with the links with an empty label recorded on it, as placeholder segments
    /// (no text in the string) before and after it.
    private static func segments(around segment: InlineSegment, with links: EmptyLinks) -> [InlineSegment] {
        func placeholder(_ link: EmptyLinks.Link, at position: AttributedString.Index) -> InlineSegment {
            InlineSegment(
                text: InlineSegment.emptyContentPlaceholder, range: position..<position,
                inlineIntent: link.inlinePresentationIntent ?? [],
                link: link.url, linkDestination: link.destination, linkTitle: link.title)
        }
        return links.before.map { placeholder($0, at: segment.range.lowerBound) } + [segment]
            + links.after.map { placeholder($0, at: segment.range.upperBound) }
    }

    /// The innermost open list item takes the run's delimiter and task state when it has none.
    private mutating func recordListItemDetails(of run: AttributeContainer) {
        for entry in open.reversed() {
            guard case .block(.listItem) = nodes[entry.node].block.kind else { continue }
            if nodes[entry.node].block.listItemDelimiter == nil {
                nodes[entry.node].block.listItemDelimiter = Self.listItemDelimiter(of: run)
            }
            if nodes[entry.node].block.taskState == nil {
                nodes[entry.node].block.taskState = run[OurKeys.TaskListItemAttribute.self]
            }
            return
        }
    }

    /// Apple's `listItemDelimiter` exists from macOS 26 / iOS 26; ours everywhere else.
    private static func listItemDelimiter(of run: AttributeContainer) -> Character? {
        #if canImport(Darwin)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return run[Keys.ListItemDelimiterAttribute.self]
        }
        return nil
        #else
        return run[Keys.ListItemDelimiterAttribute.self]
        #endif
    }

    private mutating func appendChild(_ block: AttributedBlock, to parent: Int) -> Int {
        nodes.append(Node(block: block))
        let index = nodes.count - 1
        nodes[parent].children.append(index)
        return index
    }

    /// Assembles the nested tree. Children always have larger indices than their parent, so one
    /// backward pass builds every subtree before its parent needs it (no recursion).
    mutating func finish() -> AttributedBlock {
        var built = [AttributedBlock?](repeating: nil, count: nodes.count)
        for index in nodes.indices.reversed() {
            // Move the block out of the arena rather than copy it.
            var block = AttributedBlock(kind: .document)
            swap(&block, &nodes[index].block)
            block.children.reserveCapacity(nodes[index].children.count)
            for child in nodes[index].children {
                if let subtree = built[child] {
                    block.children.append(subtree)
                    built[child] = nil
                }
            }
            EmptyBlockRestorer.restore(in: &block)
            built[index] = block
        }
        return built[0] ?? AttributedBlock(kind: .document)
    }
}

extension PresentationIntent.Kind {
    /// True for the kinds whose runs are their own content (paragraphs, headers, code blocks,
    /// table cells, thematic breaks) rather than other blocks.
    var holdsInlineContent: Bool {
        switch self {
        case .orderedList, .unorderedList, .listItem, .blockQuote, .table, .tableHeaderRow, .tableRow: return false
        default: return true
        }
    }
}

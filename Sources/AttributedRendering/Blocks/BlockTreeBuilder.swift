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
            builder.add(run, of: string)
        }
        return builder.finish()
    }

    /// The largest number of empty blocks ``tree(of:)`` restores in one gap.
    public static let maximumRestoredGap = 1000
}

/// The arena-based state behind ``AttributedBlock/tree(of:)``: nodes refer to their children
/// by index, so that opening and closing blocks never copies a subtree.
struct BlockTreeBuilder {
    private typealias Keys = AttributeScopes.FoundationAttributes
    private typealias OurKeys = AttributeScopes.MarkdownAttributes
    /// The intents that open a span; only runs with one of them (or a link) can have an inline
    /// nesting, so the others skip its lookup.
    private static let spanIntents: InlinePresentationIntent = [.emphasized, .stronglyEmphasized, .strikethrough]

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

    mutating func add(_ run: AttributedString.Runs.Run, of string: AttributedString) {
        let components = run[Keys.PresentationIntentAttribute.self]?.components ?? []
        let footnote = run[OurKeys.FootnoteDefinitionAttribute.self]
        // Formatting inside a link label is kept apart from Apple's intents (Apple drops it).
        let inline = (run[Keys.InlinePresentationIntentAttribute.self] ?? [])
            .union(run[OurKeys.LinkLabelFormattingAttribute.self] ?? [])
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
                    if tightLists == nil { tightLists = run[OurKeys.TightListsAttribute.self] ?? [] }
                    block.isTight = tightLists?.contains(component.identity) ?? false
                default: break
                }
            }
            let index = appendChild(block, to: open[open.count - 1].node)
            open.append((chainLink, index))
        }

        recordListItemDetails(of: run)

        // Titles are looked up only for links and images: each lookup costs a hash of the key's name.
        let link = run[Keys.LinkAttribute.self]
        let rawLink = run[OurKeys.RawLinkAttribute.self]
        let isLink = link != nil || rawLink != nil
        let imageURL = run[Keys.ImageURLAttribute.self]
        let rawImageURL = run[OurKeys.RawImageURLAttribute.self]
        let isImage = imageURL != nil || rawImageURL != nil
        var segment = InlineSegment(
            text: String(string.characters[run.range]),
            range: run.range,
            inlineIntent: inline,
            link: link,
            linkDestination: rawLink,
            linkTitle: isLink ? run[Keys.AlternateDescriptionAttribute.self] : nil,
            imageURL: imageURL,
            imageSource: rawImageURL,
            imageTitle: isImage ? run[OurKeys.ImageTitleAttribute.self] : nil,
            footnoteReference: run[OurKeys.FootnoteReferenceAttribute.self],
            inlineNesting: isLink || !inline.isDisjoint(with: Self.spanIntents) ? run[OurKeys.InlineNestingAttribute.self] : nil
        )
        segment.runAttributes = run.attributes
        let top = open[open.count - 1].node
        // Links with an empty label ride on a neighbouring character (AMEmptyLinks).
        let emptyLinks = run[OurKeys.EmptyLinksAttribute.self]
        let segments = emptyLinks.map { Self.segments(around: segment, with: $0) } ?? [segment]
        if let kind = nodes[top].block.intentKind, kind.holdsInlineContent {
            nodes[top].block.segments.append(contentsOf: segments)
            return
        }
        // No leaf component: raw HTML or bare text directly inside the innermost container.
        let implicitKind: AttributedBlock.Kind = inline.contains(.blockHTML) ? .htmlBlock : .implicitParagraph
        if let last = nodes[top].children.last, nodes[last].block.kind == implicitKind {
            nodes[last].block.segments.append(contentsOf: segments)
        } else {
            let index = appendChild(AttributedBlock(kind: implicitKind), to: top)
            nodes[index].block.segments.append(contentsOf: segments)
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
    private mutating func recordListItemDetails(of run: AttributedString.Runs.Run) {
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
    private static func listItemDelimiter(of run: AttributedString.Runs.Run) -> Character? {
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

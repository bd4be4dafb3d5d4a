import Foundation
import AttributedMarkdown

/// Small constructors for hand-built syntax trees, so that mapping tests read like the Markdown
/// they stand for. Ranges are zero unless a test needs them.
enum MappingTrees {
    static let noRange = SourceRange(0, 0)

    static func document(_ blocks: BlockNode..., source: String = "") -> MarkdownDocument {
        MarkdownDocument(blocks: blocks, lineTable: SourceLineTable(Array(source.utf8)))
    }

    static func paragraph(_ inlines: InlineNode..., range: SourceRange = noRange) -> BlockNode {
        BlockNode(kind: .paragraph, inlines: inlines, range: range)
    }

    static func heading(_ level: Int, _ inlines: InlineNode...) -> BlockNode {
        BlockNode(kind: .heading(level: level), inlines: inlines, range: noRange)
    }

    static func bulletList(marker: Character = "-", tight: Bool = true, _ items: [BlockNode]...) -> BlockNode {
        BlockNode(
            kind: .list(ListInfo(kind: .bullet(marker: marker), isTight: tight)),
            children: items.enumerated().map { index, children in
                BlockNode(kind: .listItem(ListItemInfo(ordinal: index + 1)), children: children, range: noRange)
            },
            range: noRange)
    }

    static func orderedList(start: Int, delimiter: Character = ".", tight: Bool = true, _ items: [BlockNode]...) -> BlockNode {
        BlockNode(
            kind: .list(ListInfo(kind: .ordered(start: start, delimiter: delimiter), isTight: tight)),
            children: items.enumerated().map { index, children in
                BlockNode(kind: .listItem(ListItemInfo(ordinal: start + index)), children: children, range: noRange)
            },
            range: noRange)
    }

    static func blockQuote(_ children: BlockNode...) -> BlockNode {
        BlockNode(kind: .blockQuote(alert: nil), children: children, range: noRange)
    }

    static func text(_ text: String, range: SourceRange = noRange) -> InlineNode {
        InlineNode(kind: .text(text), range: range)
    }

    static func strong(_ children: InlineNode...) -> InlineNode {
        InlineNode(kind: .strong, children: children, range: noRange)
    }

    static func emphasis(_ children: InlineNode...) -> InlineNode {
        InlineNode(kind: .emphasis, children: children, range: noRange)
    }

    static func link(_ destination: String, title: String? = nil, _ children: InlineNode...) -> InlineNode {
        InlineNode(kind: .link(LinkInfo(destination: destination, title: title)), children: children, range: noRange)
    }

    static func image(_ destination: String, title: String? = nil, _ children: InlineNode...) -> InlineNode {
        InlineNode(kind: .image(LinkInfo(destination: destination, title: title)), children: children, range: noRange)
    }

    static func extended(_ json: String, at offset: Int = 0, _ children: InlineNode...) -> InlineNode {
        let info = ExtendedAttributesInfo(json: json, jsonRange: SourceRange(offset, offset + json.utf8.count))
        return InlineNode(kind: .extendedAttributes(info), children: children, range: noRange)
    }

    /// The text and the `presentationIntent` description of every run.
    static func runs(_ string: AttributedString) -> [(text: String, intent: String?)] {
        string.runs.map { run in
            (String(string[run.range].characters), run.presentationIntent.map(\.debugDescription))
        }
    }

    /// `line:column-line:column`, spelled out here rather than relying on the type's description.
    static func position(_ position: AttributedString.MarkdownSourcePosition) -> String {
        "\(position.startLine):\(position.startColumn)-\(position.endLine):\(position.endColumn)"
    }

    /// A run's list item delimiter (Apple's key exists on Apple platforms from the 26 releases).
    static func delimiter(_ run: AttributedString.Runs.Run) -> Character? {
        #if canImport(Darwin)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) { return run.listItemDelimiter }
        return nil
        #else
        return run.listItemDelimiter
        #endif
    }

    /// The text of every run.
    static func texts(_ string: AttributedString) -> [String] {
        string.runs.map { String(string[$0.range].characters) }
    }
}

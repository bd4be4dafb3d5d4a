import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// A long list in parts (the live preview's item edits): the parts joined are the list's HTML,
/// and items rendered from a slice of the string that holds them are the same bytes.
@Suite("Web preview: lists in parts")
struct WebPreviewListPartsTests {
    @Test("Parts joined equal the list's HTML; items from a slice are the same bytes", arguments: LongListDocuments.all.indices)
    func partsEqualTheList(document index: Int) throws {
        let string = try AttributedString(markdown: LongListDocuments.all[index], syntaxExtensions: .gfm)
        let renderer = WebPreviewRenderer(theme: .default)
        let tree = AttributedBlock.tree(of: string)
        var checked = 0
        var offset = 0
        for block in tree.bodyBlocks {
            let length = Self.textLength(of: block)
            defer { offset += length }
            guard let parts = renderer.renderParts(block, of: string) else {
                #expect(!["<ul", "<ol"].contains(where: renderer.render(topLevelBlock: block, of: string).hasPrefix))
                continue
            }
            #expect(parts.html == renderer.render(topLevelBlock: block, of: string))
            #expect(parts.items.count == block.children.count)
            #expect(parts.items.allSatisfy { $0.hasPrefix("<li") && $0.hasSuffix("</li>\n") })
            // Items 3…5 cut out of the string render as the list renders them.
            guard block.children.count >= 6 else { continue }
            let lengths = block.children.map(Self.textLength)
            let start = offset + lengths[..<3].reduce(0, +)
            let end = start + lengths[3..<6].reduce(0, +)
            let utf8 = string.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let slice = AttributedString(string[lower..<utf8.index(lower, offsetBy: end - start)])
            let sliced = try #require(AttributedBlock.tree(of: slice).bodyBlocks.first)
            // An unordered list's numbering starts at 1: the items before the slice's first are restored empty.
            let restored = sliced.children.prefix { $0.identity == 0 }.count
            var items = sliced
            items.children.removeFirst(restored)
            let slicedParts = try #require(renderer.renderParts(items, of: slice))
            if lengths[3..<6].allSatisfy({ $0 > 0 }) {
                #expect(slicedParts.items == Array(parts.items[3..<6]), "document \(index)")
                checked += 1
            }
        }
        #expect(checked > 0 || !LongListDocuments.all[index].contains("- "), "document \(index)")
    }

    static func textLength(of block: AttributedBlock) -> Int {
        block.segments.reduce(0) { $0 + $1.text.utf8.count } + block.children.reduce(0) { $0 + textLength(of: $1) }
    }
}

import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// A long table in parts (the live preview's row edits): the parts joined are the table's HTML,
/// and body rows rendered from a slice of the string that holds them are the same bytes.
@Suite("Web preview: tables in parts")
struct WebPreviewTablePartsTests {
    @Test("Parts joined equal the table's HTML; rows from a slice are the same bytes", arguments: LongTableDocuments.all.indices)
    func partsEqualTheTable(document index: Int) throws {
        let string = try AttributedString(markdown: LongTableDocuments.all[index], syntaxExtensions: .gfm)
        let renderer = WebPreviewRenderer(theme: .default)
        let tree = AttributedBlock.tree(of: string)
        var checked = 0
        var offset = 0
        for block in tree.bodyBlocks {
            let length = WebPreviewListPartsTests.textLength(of: block)
            defer { offset += length }
            guard case .table? = block.intentKind else {
                #expect(renderer.renderParts(block, of: string) == nil || !renderer.render(topLevelBlock: block, of: string).hasPrefix("<table"))
                continue
            }
            let parts = try #require(renderer.renderParts(block, of: string))
            #expect(parts.html == renderer.render(topLevelBlock: block, of: string))
            #expect(parts.opening.hasPrefix("<table") && parts.opening.hasSuffix("</thead>\n<tbody>\n"))
            #expect(parts.closing == "</tbody>\n</table>\n")
            #expect(parts.items.count == block.children.count - 1)
            #expect(parts.items.allSatisfy { $0.hasPrefix("<tr>\n") && $0.hasSuffix("</tr>\n") })
            // Body rows 3…5 cut out of the string render as the table renders them, once the
            // restored header row and the rows before them are dropped.
            let lengths = block.children.map(WebPreviewListPartsTests.textLength)
            let start = offset + lengths[..<4].reduce(0, +)
            let end = start + lengths[4..<7].reduce(0, +)
            let utf8 = string.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let slice = AttributedString(string[lower..<utf8.index(lower, offsetBy: end - start)])
            var rows = try #require(AttributedBlock.tree(of: slice).bodyBlocks.first)
            rows.children.removeAll { row in
                if case .tableRow(let rowIndex)? = row.intentKind { return rowIndex <= 3 }
                return true
            }
            let slicedParts = try #require(renderer.renderParts(rows, of: slice))
            #expect(slicedParts.items == Array(parts.items[3..<6]), "document \(index)")
            checked += 1
        }
        #expect(checked > 0, "document \(index)")
    }
}

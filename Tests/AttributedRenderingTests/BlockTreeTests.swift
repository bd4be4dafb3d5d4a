import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

@Suite("Block tree reconstruction")
struct BlockTreeTests {
    /// A compact picture of a tree: `kind#identity[children]` or `kind#identity"text"`.
    private func outline(_ block: AttributedBlock) -> String {
        let name: String
        switch block.kind {
        case .document: name = "document"
        case .htmlBlock: name = "html"
        case .implicitParagraph: name = "text"
        case .footnoteDefinition(let definition): name = "footnote:\(definition.label)"
        case .block(let kind): name = kind.debugDescription
        }
        var result = "\(name)#\(block.identity)"
        if !block.segments.isEmpty { result += "\"\(block.text)\"" }
        if !block.children.isEmpty { result += "[" + block.children.map(outline).joined(separator: ",") + "]" }
        return result
    }

    @Test func blocksWithoutSeparatorsAreSplitByIdentity() {
        var fixture = Fixture()
        fixture.add("First", Intent.paragraph(1))
        fixture.add("Second", Intent.paragraph(2))
        fixture.add(" strong", Intent.paragraph(2), .stronglyEmphasized)
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == "document#0[paragraph#1\"First\",paragraph#2\"Second strong\"]")
        #expect(tree.children[1].segments.count == 2)
    }

    @Test func nestedContainersShareTheirOpenBlocks() {
        let list = Intent.bullets(4)
        let first = Intent.item(1, 5, in: list)
        let second = Intent.item(2, 7, in: list)
        var fixture = Fixture()
        fixture.add("Hello", Intent.header(1, 1))
        fixture.add("first", Intent.paragraph(6, in: first)) { $0.setTightLists([4]); $0.setDelimiter("-") }
        fixture.add("second", Intent.paragraph(8, in: second)) { $0.setTightLists([4]); $0.setDelimiter("-") }
        fixture.add("quote", Intent.paragraph(10, in: Intent.quote(9)))
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == """
            document#0[header 1#1"Hello",unorderedList#4[listItem 1#5[paragraph#6"first"],listItem 2#7[paragraph#8"second"]],\
            blockQuote#9[paragraph#10"quote"]]
            """)
        #expect(tree.children[1].isTight)
        #expect(tree.children[1].listItemDelimiter == "-")
        #expect(tree.children[1].children[0].listItemDelimiter == "-")
    }

    @Test func runsWithoutIntentFormOneImplicitParagraph() {
        var fixture = Fixture()
        fixture.add("plain ", nil)
        fixture.add("bold", nil, .stronglyEmphasized)
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == "document#0[text#0\"plain bold\"]")
    }

    @Test func htmlBlocksHaveNoComponentOfTheirOwn() {
        let item = Intent.item(1, 2, in: Intent.bullets(1))
        var fixture = Fixture()
        fixture.add("<div>\n", nil, .blockHTML)
        fixture.add("para", Intent.paragraph(3, in: item))
        fixture.add("<p>x</p>\n", item, .blockHTML)
        fixture.add("<b>\n", nil, .blockHTML)
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == """
            document#0[html#0"<div>\n",unorderedList#1[listItem 1#2[paragraph#3"para",html#0"<p>x</p>\n"]],html#0"<b>\n"]
            """)
    }

    @Test func emptyListItemsBetweenOrdinalsAreRestored() {
        let list = Intent.bullets(1)
        var fixture = Fixture()
        fixture.add("b", Intent.paragraph(3, in: Intent.item(2, 2, in: list)))
        fixture.add("d", Intent.paragraph(5, in: Intent.item(4, 4, in: list)))
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == """
            document#0[unorderedList#1[listItem 1#0,listItem 2#2[paragraph#3"b"],listItem 3#0,listItem 4#4[paragraph#5"d"]]]
            """)
    }

    @Test func emptyTableCellsAndHeaderAreRestored() {
        let table = Intent.table([.left, .center], 1)
        let row = Intent.row(1, 5, in: table)
        var fixture = Fixture()
        fixture.add("x", Intent.cell(1, 6, in: row))
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == """
            document#0[table [\(PresentationIntent.TableColumn(alignment: .left).debugDescription), \
            \(PresentationIntent.TableColumn(alignment: .center).debugDescription)]#1[tableHeaderRow#0[tableCell 0#0,tableCell 1#0],\
            tableRow 1#5[tableCell 0#0,tableCell 1#6"x"]]]
            """)
    }

    @Test func hugeOrdinalGapsAreNotFilled() {
        let list = Intent.numbers(1)
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(3, in: Intent.item(1, 2, in: list)))
        fixture.add("b", Intent.paragraph(5, in: Intent.item(1_000_000, 4, in: list)))
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(tree.children[0].children.count == 2)
    }

    @Test func footnoteDefinitionsGroupTheirBlocks() {
        let definition = FootnoteDefinition(label: "n", number: 1, referenceCount: 1)
        var fixture = Fixture()
        fixture.add("body", Intent.paragraph(1))
        fixture.add("one", Intent.paragraph(2)) { $0.setFootnoteDefinition(definition) }
        fixture.add("two", Intent.paragraph(3)) { $0.setFootnoteDefinition(definition) }
        let tree = AttributedBlock.tree(of: fixture.string)
        #expect(outline(tree) == "document#0[paragraph#1\"body\",footnote:n#0[paragraph#2\"one\",paragraph#3\"two\"]]")
    }

    @Test func taskStateBelongsToTheInnermostItem() {
        let outer = Intent.item(1, 2, in: Intent.bullets(1))
        let inner = Intent.item(1, 5, in: Intent.bullets(4, in: outer))
        var fixture = Fixture()
        fixture.add("outer", Intent.paragraph(3, in: outer)) { $0.setTask(.checked) }
        fixture.add("inner", Intent.paragraph(6, in: inner)) { $0.setTask(.unchecked) }
        let tree = AttributedBlock.tree(of: fixture.string)
        let outerItem = tree.children[0].children[0]
        #expect(outerItem.taskState == .checked)
        #expect(outerItem.children[1].children[0].taskState == .unchecked)
    }

    @Test func emptyStringHasAnEmptyDocument() {
        let tree = AttributedBlock.tree(of: AttributedString())
        #expect(tree.kind == .document)
        #expect(tree.children.isEmpty)
    }
}

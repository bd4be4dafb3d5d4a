import MarkdownSyntax
import Testing

/// The tree shape of the GFM extensions, which the HTML tests only see through the renderer.
@Suite("GFM tree shape")
struct GFMTreeTests {
    @Test func tableRowsAndCells() throws {
        let source = "| a | b | c |\n|:--|:-:|--:|\n| 1 \\| 2 |\n| x | y | z | extra |\n"
        let document = MarkdownParser(options: ParseOptions(extensions: .table)).parse(source)
        let table = try #require(document.blocks.first)
        #expect(table.kind == .table(columns: [.left, .center, .right]))
        #expect(table.children.map(\.kind) == [.tableRow(isHeader: true), .tableRow(isHeader: false), .tableRow(isHeader: false)])
        for row in table.children { #expect(row.children.count == 3) }
        #expect(table.children[1].children[0].inlines.map(\.kind) == [.text("1 | 2")])
        #expect(table.children[1].children[1].inlines.isEmpty)
        #expect(table.children[2].children[2].inlines.map(\.kind) == [.text("z")])
    }

    /// Which line right under a table continues it, over every line of one to three of `|`, space,
    /// tab, `\\`, `a`, `-`, `:` (399 lines): the lines that do not (a blank line, a list item, a
    /// thematic break, a line indented by a tab, a pipe with nothing after it) as cmark-gfm
    /// 0.29.0.gfm.13 decides, recorded one line at a time. Pins the row test (`TableRules.isRow`, which reads only the start of the
    /// line) to the full cell scan's answer through the whole block phase.
    @Test func tableRowTestAgreesWithTheCellScan() {
        let symbols = ["|", " ", "\t", "\\", "a", "-", ":"]
        var lines: [String] = []
        for length in 1...3 {
            var indexes = [Int](repeating: 0, count: length)
            while true {
                lines.append(indexes.map { symbols[$0] }.joined())
                var position = length - 1
                while position >= 0, indexes[position] == symbols.count - 1 { indexes[position] = 0; position -= 1 }
                if position < 0 { break }
                indexes[position] += 1
            }
        }
        #expect(lines.count == 399)
        let endsTheTable: Set<String> = [
            "\t", "\t\t", "\t\t\t", "\t\t ", "\t\t-", "\t\t:", "\t\t\\", "\t\ta", "\t\t|", "\t ", "\t \t", "\t  ",
            "\t -", "\t :", "\t \\", "\t a", "\t |", "\t-", "\t-\t", "\t- ", "\t--", "\t-:", "\t-\\", "\t-a", "\t-|",
            "\t:", "\t:\t", "\t: ", "\t:-", "\t::", "\t:\\", "\t:a", "\t:|", "\t\\", "\t\\\t", "\t\\ ", "\t\\-",
            "\t\\:", "\t\\\\", "\t\\a", "\t\\|", "\ta", "\ta\t", "\ta ", "\ta-", "\ta:", "\ta\\", "\taa", "\ta|",
            "\t|", "\t|\t", "\t| ", "\t|-", "\t|:", "\t|\\", "\t|a", "\t||", " ", " \t", " \t\t", " \t ", " \t-",
            " \t:", " \t\\", " \ta", " \t|", "  ", "  \t", "   ", "  -", "  |", " -", " -\t", " - ", " |", " |\t",
            " | ", "-", "-\t", "-\t\t", "-\t ", "-\t-", "-\t:", "-\t\\", "-\ta", "-\t|", "- ", "- \t", "-  ", "- -",
            "- :", "- \\", "- a", "- |", "---", "|", "|\t", "|\t\t", "|\t ", "| ", "| \t", "|  "
        ]
        let parser = MarkdownParser(options: ParseOptions(extensions: .table))
        for line in lines {
            let document = parser.parse("| a | b |\n| - | - |\n" + line + "\n")
            let rows = document.blocks.first?.children.count ?? 0
            #expect((rows == 2) == !endsTheTable.contains(line), "\(line.debugDescription)")
        }
    }

    @Test func tableNeedsMatchingHeaderAndExtension() {
        #expect(MarkdownParser(options: ParseOptions(extensions: .table)).parse("| a | b |\n| - |\n").blocks[0].kind == .paragraph)
        #expect(MarkdownParser().parse("| a |\n| - |\n").blocks[0].kind == .paragraph)
    }

    @Test func paragraphLinesBeforeTheHeaderStayAParagraph() {
        let document = MarkdownParser(options: ParseOptions(extensions: .table)).parse("intro\n| a |\n| - |\n| b |\n")
        #expect(document.blocks.map(\.kind) == [.paragraph, .table(columns: [.none])])
    }

    @Test func taskListItems() throws {
        let document = MarkdownParser(options: ParseOptions(extensions: .tasklist)).parse("- [ ] a\n- [x] b\n- [X] \n- [y] c\n")
        let items = try #require(document.blocks.first?.children)
        #expect(items.map(\.kind) == [
            .listItem(ListItemInfo(ordinal: 1, task: .unchecked)),
            .listItem(ListItemInfo(ordinal: 2, task: .checked)),
            .listItem(ListItemInfo(ordinal: 3, task: .checked)),
            .listItem(ListItemInfo(ordinal: 4, task: nil)),
        ])
        #expect(items[0].children.first?.inlines.map(\.kind) == [.text("a")])
        #expect(items[2].children.isEmpty)
        // cmark-gfm's rules: the marker must open the physical line, and a space must follow `]`.
        let quirks = MarkdownParser(options: ParseOptions(extensions: .tasklist)).parse("> - [ ] q\n\n1. - [x] n\n\n- [ ]\n")
        #expect(TreeInspection.firstInline(in: quirks.blocks) { $0.kind == .text("[ ] q") } != nil)
        #expect(TreeInspection.firstInline(in: quirks.blocks) { $0.kind == .text("[x] n") } != nil)
        #expect(TreeInspection.firstInline(in: quirks.blocks) { $0.kind == .text("[ ]") } != nil)
        let off = MarkdownParser().parse("- [ ] a\n")
        #expect(off.blocks[0].children[0].kind == .listItem(ListItemInfo(ordinal: 1, task: nil)))
    }

    @Test func orderedListOrdinals() throws {
        let document = MarkdownParser().parse("7. a\n8. b\n1. c\n")
        let list = try #require(document.blocks.first)
        #expect(list.kind == .list(ListInfo(kind: .ordered(start: 7, delimiter: "."), isTight: true)))
        #expect(list.children.map(\.kind) == [7, 8, 9].map { .listItem(ListItemInfo(ordinal: $0)) })
    }

    @Test func footnotesAreNumberedByFirstReferenceAndMovedToTheEnd() throws {
        let source = "[^b]: Bee\n\nText[^a] and[^b] and[^a] and[^missing].\n\n[^a]: Ay\n\n[^unused]: never\n\nEnd\n"
        let document = MarkdownParser(options: ParseOptions(extensions: .footnotes)).parse(source)
        #expect(document.blocks.count == 4)
        #expect(document.blocks[2].kind == .footnoteDefinition(FootnoteDefinitionInfo(label: "a", number: 1, referenceCount: 2)))
        #expect(document.blocks[3].kind == .footnoteDefinition(FootnoteDefinitionInfo(label: "b", number: 2, referenceCount: 1)))
        let references = document.blocks[0].inlines.compactMap { inline -> FootnoteReferenceInfo? in
            if case .footnoteReference(let info) = inline.kind { return info } else { return nil }
        }
        #expect(references == [
            FootnoteReferenceInfo(label: "a", number: 1, occurrence: 1),
            FootnoteReferenceInfo(label: "b", number: 2, occurrence: 1),
            FootnoteReferenceInfo(label: "a", number: 1, occurrence: 2),
        ])
        #expect(TreeInspection.plainText(document.blocks[0].inlines).hasSuffix("and[^missing]."))
    }

    @Test func strikethroughRules() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .strikethrough))
        #expect(parser.parse("~a~ ~~b~~").blocks[0].inlines.map(\.kind) == [.strikethrough, .text(" "), .strikethrough])
        #expect(parser.parse("x ~~~a~~~").blocks[0].inlines.map(\.kind) == [.text("x ~~~a~~~")])
        #expect(parser.parse("~a~~").blocks[0].inlines.map(\.kind) == [.text("~a~~")])
        #expect(MarkdownParser().parse("~~a~~").blocks[0].inlines.map(\.kind) == [.text("~~a~~")])
    }

    /// cmark-gfm registers `~` as a character emphasis flanking looks through.
    @Test func flankingLooksThroughTildesWithStrikethrough() {
        let gfm = MarkdownParser(options: ParseOptions(extensions: .strikethrough))
        #expect(gfm.parse("*~ a*").blocks[0].inlines.map(\.kind) == [.text("*~ a*")])
        #expect(MarkdownParser().parse("*~ a*").blocks[0].inlines.map(\.kind) == [.emphasis])
        #expect(gfm.parse("*~~x~~*").blocks[0].inlines.first?.children.first?.kind == .strikethrough)
    }

    @Test func emailWithTwoAtSignsStartsOverAtTheSecond() {
        let html = HTMLRenderer().render(MarkdownParser(options: ParseOptions(extensions: .autolink)).parse("x a@b.co@c.de y"))
        #expect(html == "<p>x a@<a href=\"mailto:b.co@c.de\">b.co@c.de</a> y</p>\n")
    }

    @Test func extendedAutolinkOrigins() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .autolink))
        let inlines = parser.parse("www.example.com/a_(b) and https://x.org. and me@example.com <http://y.z>").blocks[0].inlines
        let links = inlines.compactMap { inline -> LinkInfo? in
            if case .link(let info) = inline.kind { return info } else { return nil }
        }
        #expect(links == [
            LinkInfo(destination: "http://www.example.com/a_(b)", origin: .extendedAutolink),
            LinkInfo(destination: "https://x.org", origin: .extendedAutolink),
            LinkInfo(destination: "mailto:me@example.com", origin: .extendedAutolink),
            LinkInfo(destination: "http://y.z", origin: .autolink),
        ])
    }
}

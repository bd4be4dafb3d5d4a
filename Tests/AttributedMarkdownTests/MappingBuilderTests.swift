import Foundation
import Testing
import AttributedMarkdown

/// The mapping from hand-built syntax trees, independent of the parser.
@Suite struct MappingBuilderTests {
    typealias T = MappingTrees

    @Test func boldAndItalicRunsShareOneParagraph() throws {
        let document = T.document(T.paragraph(
            T.text("This is "), T.strong(T.text("Bold text")), T.text(" and this is "), T.emphasis(T.text("italic"))))
        let string = try document.attributedString()
        #expect(string.characters.count == 36)
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["This is ", "Bold text", " and this is ", "italic"])
        #expect(runs.map { $0.inlinePresentationIntent?.rawValue } == [nil, 2, nil, 1])
        #expect(runs.allSatisfy { $0.presentationIntent?.debugDescription == "[paragraph (id 1)]" })
    }

    @Test func adjacentTextWithEqualAttributesIsOneRun() throws {
        let document = T.document(T.paragraph(T.text("a"), T.text("b"), T.emphasis(T.text("c")), T.emphasis(T.text("d"))))
        let string = try document.attributedString()
        #expect(T.texts(string) == ["ab", "cd"])
    }

    @Test func identitiesArePreOrderOverTheWholeDocument() throws {
        let document = T.document(
            T.heading(1, T.text("Hello")),
            T.heading(2, T.text("Header2")),
            T.paragraph(T.text("hello "), T.strong(T.text("world"))),
            T.bulletList([T.paragraph(T.text("first"))], [T.paragraph(T.text("second"))]),
            T.blockQuote(T.paragraph(T.text("quote"))))
        let runs = T.runs(try document.attributedString())
        #expect(runs.map(\.text) == ["Hello", "Header2", "hello ", "world", "first", "second", "quote"])
        #expect(runs.map(\.intent) == [
            "[header 1 (id 1)]",
            "[header 2 (id 2)]",
            "[paragraph (id 3)]",
            "[paragraph (id 3)]",
            "[paragraph (id 6), listItem 1 (id 5), unorderedList (id 4)]",
            "[paragraph (id 8), listItem 2 (id 7), unorderedList (id 4)]",
            "[paragraph (id 10), blockQuote (id 9)]",
        ])
    }

    @Test func listItemsCarryTheirDelimiterTightnessAndOrdinals() throws {
        let document = T.document(
            T.orderedList(start: 5, delimiter: ")", tight: false, [T.paragraph(T.text("five"))], [
                T.paragraph(T.text("six")),
                T.bulletList(marker: "*", tight: true, [T.paragraph(T.text("inner"))]),
            ]),
            T.paragraph(T.text("after")))
        let string = try document.attributedString()
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["five", "six", "inner", "after"])
        #expect(runs[0].presentationIntent?.debugDescription == "[paragraph (id 3), listItem 5 (id 2), orderedList (id 1)]")
        #expect(runs[1].presentationIntent?.debugDescription == "[paragraph (id 5), listItem 6 (id 4), orderedList (id 1)]")
        #expect(runs[2].presentationIntent?.debugDescription
            == "[paragraph (id 8), listItem 1 (id 7), unorderedList (id 6), listItem 6 (id 4), orderedList (id 1)]")
        #expect(runs.map(T.delimiter) == [")", ")", "*", nil])
        #expect(runs.map(\.tightLists) == [nil, nil, [6], nil])
    }

    @Test func taskItemsMarkOnlyTheirOwnRuns() throws {
        let item = { (task: TaskState?, text: String) in
            BlockNode(kind: .listItem(ListItemInfo(ordinal: 1, task: task)), children: [T.paragraph(T.text(text))], range: T.noRange)
        }
        let list = BlockNode(
            kind: .list(ListInfo(kind: .bullet(marker: "-"), isTight: true)),
            children: [item(.checked, "done"), item(.unchecked, "todo"), item(nil, "plain")], range: T.noRange)
        let string = try T.document(list).attributedString()
        #expect(string.runs.map(\.taskListItem) == [.checked, .unchecked, nil])
        #expect(string.runs.map(\.tightLists) == [[1], [1], [1]])
    }

    @Test func breaksAreASpaceAndANewline() throws {
        let document = T.document(T.paragraph(
            T.text("a"), InlineNode(kind: .softBreak, range: T.noRange), T.text("b"),
            InlineNode(kind: .lineBreak, range: T.noRange), T.text("c")))
        let string = try document.attributedString()
        #expect(String(string.characters) == "a b\nc")
        #expect(string.runs.map { $0.inlinePresentationIntent } == [nil, .softBreak, nil, .lineBreak, nil])
    }

    @Test func codeBlocksKeepTheirTextAndTheWholeInfoString() throws {
        let fenced = BlockNode(kind: .codeBlock(CodeBlockInfo(info: "swift title=x", isFenced: true, content: "let x = 1\n")), range: T.noRange)
        let indented = BlockNode(kind: .codeBlock(CodeBlockInfo(info: nil, isFenced: false, content: "code\n")), range: T.noRange)
        let string = try T.document(fenced, indented).attributedString()
        #expect(T.runs(string).map(\.text) == ["let x = 1\n", "code\n"])
        #expect(T.runs(string).map(\.intent) == ["[codeBlock 'swift title=x' (id 1)]", "[codeBlock (id 2)]"])
        // The block kind says "code"; runs do not also get `.code`.
        #expect(string.runs.allSatisfy { $0.inlinePresentationIntent == nil })
    }

    @Test func htmlBlocksHaveNoComponentOfTheirOwn() throws {
        let html = BlockNode(kind: .htmlBlock("<div>\n"), range: T.noRange)
        let list = T.bulletList([BlockNode(kind: .htmlBlock("<p>Item</p>\n"), range: T.noRange)])
        let string = try T.document(html, list).attributedString()
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["<div>\n", "<p>Item</p>\n"])
        #expect(runs[0].presentationIntent == nil)
        #expect(runs[1].presentationIntent?.debugDescription == "[listItem 1 (id 2), unorderedList (id 1)]")
        #expect(runs.allSatisfy { $0.inlinePresentationIntent == .blockHTML })
    }

    @Test func inlineCodeAndHTML() throws {
        let document = T.document(T.paragraph(
            InlineNode(kind: .code("x()"), range: T.noRange), InlineNode(kind: .html("<b>"), range: T.noRange)))
        let string = try document.attributedString()
        #expect(T.texts(string) == ["x()", "<b>"])
        #expect(string.runs.map(\.inlinePresentationIntent) == [.code, .inlineHTML])
    }

    @Test func thematicBreakIsOneThreeEmDash() throws {
        let document = T.document(T.paragraph(T.text("a")), BlockNode(kind: .thematicBreak, range: T.noRange), T.paragraph(T.text("b")))
        let runs = T.runs(try document.attributedString())
        #expect(runs.map(\.text) == ["a", "\u{2E3B}", "b"])
        #expect(runs.map(\.intent) == ["[paragraph (id 1)]", "[thematicBreak (id 2)]", "[paragraph (id 3)]"])
    }

    @Test func tablesNumberBodyRowsFromOneAndCellsFromZero() throws {
        let cell = { (text: String) in BlockNode(kind: .tableCell, inlines: text.isEmpty ? [] : [T.text(text)], range: T.noRange) }
        let row = { (header: Bool, cells: [BlockNode]) in BlockNode(kind: .tableRow(isHeader: header), children: cells, range: T.noRange) }
        let table = BlockNode(
            kind: .table(columns: [.none, .center, .right]),
            children: [row(true, [cell("a"), cell("b"), cell("c")]), row(false, [cell("1"), cell(""), cell("3")]), row(false, [cell("4"), cell("5"), cell("6")])],
            range: T.noRange)
        let string = try T.document(table).attributedString()
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["a", "b", "c", "1", "3", "4", "5", "6"])
        let columns: [PresentationIntent.TableColumn] = [.init(alignment: .left), .init(alignment: .center), .init(alignment: .right)]
        #expect(runs[0].presentationIntent == PresentationIntent(.tableCell(columnIndex: 0), identity: 3,
            parent: PresentationIntent(.tableHeaderRow, identity: 2, parent: PresentationIntent(.table(columns: columns), identity: 1))))
        #expect(runs[3].presentationIntent?.components.prefix(2).map(\.kind) == [.tableCell(columnIndex: 0), .tableRow(rowIndex: 1)])
        #expect(runs[4].presentationIntent?.components.prefix(2).map(\.kind) == [.tableCell(columnIndex: 2), .tableRow(rowIndex: 1)])
        #expect(runs[5].presentationIntent?.components.prefix(2).map(\.kind) == [.tableCell(columnIndex: 0), .tableRow(rowIndex: 2)])
        // The empty cell still took its identity: header 2, cells 3–5, row 6, cells 7–9, row 10, cells 11–13.
        #expect(runs[4].presentationIntent?.components.first?.identity == 9)
        #expect(runs[7].presentationIntent?.components.first?.identity == 13)
    }

    @Test func linksResolveAgainstTheBaseURLAndKeepTheirTitle() throws {
        let document = T.document(T.paragraph(T.link("/posts/", title: "Posts", T.text("posts")), T.link("a b", T.text("space"))))
        let base = try #require(URL(string: "https://example.com"))
        let string = try document.attributedString(baseURL: base)
        let runs = Array(string.runs)
        #expect(runs[0].link?.relativeString == "/posts/")
        #expect(runs[0].link?.baseURL == base)
        #expect(runs[0].link?.absoluteString == "https://example.com/posts/")
        #expect(runs[0].alternateDescription == "Posts")
        #expect(runs[1].link?.relativeString == "a%20b")
        #expect(runs[1].alternateDescription == nil)
        #expect(runs[1].rawLink == nil)
    }

    @Test func destinationsURLCannotHoldExactlyKeepTheirText() throws {
        let document = T.document(T.paragraph(T.link("", T.text("empty")), T.link("%zz", T.text("percent")), T.link("/ok", T.text("ok"))))
        let runs = Array(try document.attributedString().runs)
        #expect(runs[0].link == nil)
        #expect(runs[0].rawLink == "")
        #expect(runs[1].link != nil)
        #expect(runs[1].rawLink == "%zz")
        #expect(runs[2].link?.relativeString == "/ok")
        #expect(runs[2].rawLink == nil)
    }

    @Test func imagesKeepAltTextURLAndTitle() throws {
        let document = T.document(T.paragraph(T.image("cat.png", title: "A cat", T.text("cat")), T.image("/empty.png")))
        let string = try document.attributedString()
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["cat", MarkdownMappingConventions.emptyContentPlaceholder])
        #expect(runs[0].imageURL?.relativeString == "cat.png")
        #expect(runs[0].imageTitle == "A cat")
        #expect(runs[0].alternateDescription == nil)
        #expect(runs[1].imageURL?.relativeString == "/empty.png")
    }

    @Test func aParagraphOfOnlyAnEmptyLinkHasNoCharacters() throws {
        let string = try T.document(T.paragraph(T.link("/url"))).attributedString()
        #expect(String(string.characters) == "")
        #expect(string.runs.count == 0)
    }

    @Test func footnotesCarryTheirReferenceAndDefinition() throws {
        let reference = InlineNode(kind: .footnoteReference(FootnoteReferenceInfo(label: "note", number: 1, occurrence: 1)), range: T.noRange)
        let definition = BlockNode(
            kind: .footnoteDefinition(FootnoteDefinitionInfo(label: "note", number: 1, referenceCount: 1)),
            children: [T.paragraph(T.text("Said."))], range: T.noRange)
        let string = try T.document(T.paragraph(T.text("Text"), reference), definition).attributedString()
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["Text", "1", "Said."])
        #expect(runs[1].footnoteReference == FootnoteReference(label: "note", number: 1, occurrence: 1))
        #expect(runs[1].presentationIntent?.debugDescription == "[paragraph (id 1)]")
        #expect(runs[2].footnoteDefinition == FootnoteDefinition(label: "note", number: 1, referenceCount: 1))
        #expect(runs[2].presentationIntent?.debugDescription == "[paragraph (id 2)]")
    }

    @Test func languageCodeGoesOnEveryRun() throws {
        let document = T.document(T.paragraph(T.text("a"), T.strong(T.text("b"))), T.paragraph(T.text("c")))
        let string = try document.attributedString(options: .init(languageCode: "fr"))
        #expect(string.runs.count == 3)
        #expect(string.runs.allSatisfy { $0.languageIdentifier == "fr" })
    }

    @Test func sourcePositionsAreOneBasedInclusiveUTF8() throws {
        let source = "# Hé\n\nsome *emph*\n"
        // "Hé": bytes 2..<5; "some ": 7..<12; "emph": 13..<17.
        let document = T.document(
            BlockNode(kind: .heading(level: 1), inlines: [T.text("Hé", range: SourceRange(2, 5))], range: SourceRange(0, 5)),
            T.paragraph(T.text("some ", range: SourceRange(7, 12)), T.emphasis(T.text("emph", range: SourceRange(13, 17)))),
            source: source)
        let string = try document.attributedString(options: .init(appliesSourcePositionAttributes: true))
        // Without the source, a multi-byte last character ends on its last byte (the initializers,
        // which have the source, end on its first byte; see InitializerTests).
        #expect(string.runs.map { $0.markdownSourcePosition.map(T.position) } == ["1:3-1:5", "3:1-3:5", "3:7-3:10"])
    }

    @Test func inlineOnlySyntaxAppliesNoPresentationIntent() throws {
        let document = T.document(T.paragraph(T.text("plain "), T.strong(T.text("bold"))))
        for syntax in [AttributedString.MarkdownParsingOptions.InterpretedSyntax.inlineOnly, .inlineOnlyPreservingWhitespace] {
            let string = try document.attributedString(options: .init(interpretedSyntax: syntax))
            #expect(T.texts(string) == ["plain ", "bold"])
            #expect(string.runs.allSatisfy { $0.presentationIntent == nil })
            #expect(string.runs.map(\.inlinePresentationIntent) == [nil, .stronglyEmphasized])
        }
    }

    @Test func emptyDocumentIsAnEmptyString() throws {
        let string = try T.document().attributedString()
        #expect(string.characters.isEmpty)
    }

    @Test func appleDescriptionPrintsThePresentationIntentFirst() throws {
        let document = T.document(T.paragraph(T.text("This is "), T.strong(T.text("Bold text"))))
        let string = try document.attributedString(options: .init(languageCode: "en"))
        let bold = try #require(string.runs.dropFirst().first)
        #expect(string.appleDescription(of: bold) == """
            Bold text {
            \tNSPresentationIntent = [paragraph (id 1)]
            \tNSInlinePresentationIntent = NSInlinePresentationIntent(rawValue: 2)
            \tNSLanguage = en
            }
            """)
        #expect(string.appleDescription == """
            This is  {
            \tNSPresentationIntent = [paragraph (id 1)]
            \tNSLanguage = en
            }
            Bold text {
            \tNSPresentationIntent = [paragraph (id 1)]
            \tNSInlinePresentationIntent = NSInlinePresentationIntent(rawValue: 2)
            \tNSLanguage = en
            }
            """)
    }
}

/// The assembly of many spans, which works in chunks of block spans.
@Suite struct MappingAssemblyTests {
    typealias T = MappingTrees

    @Test func aLongParagraphKeepsEveryRun() throws {
        let inlines = (0..<200).map { index in index.isMultiple(of: 2) ? T.text("p\(index)") : T.strong(T.text("b\(index)")) }
        let document = MarkdownDocument(
            blocks: [BlockNode(kind: .paragraph, inlines: inlines, range: T.noRange)],
            lineTable: SourceLineTable([UInt8]()))
        let string = try document.attributedString()
        let runs = Array(string.runs)
        #expect(runs.count == 200)
        #expect(T.texts(string) == (0..<200).map { $0.isMultiple(of: 2) ? "p\($0)" : "b\($0)" })
        #expect(runs.enumerated().allSatisfy { index, run in
            run.inlinePresentationIntent == (index.isMultiple(of: 2) ? nil : .stronglyEmphasized)
                && run.presentationIntent?.debugDescription == "[paragraph (id 1)]"
        })
    }

    @Test func inlineMarkupDoesNotLeakAcrossBlocks() throws {
        let paragraphs = (0..<40).map { index in T.paragraph(T.strong(T.text("bold \(index)"))) }
        let document = MarkdownDocument(blocks: paragraphs, lineTable: SourceLineTable([UInt8]()))
        let string = try document.attributedString()
        let runs = Array(string.runs)
        #expect(runs.count == 40)
        #expect(runs.enumerated().allSatisfy { index, run in
            run.presentationIntent?.debugDescription == "[paragraph (id \(index + 1))]"
                && run.inlinePresentationIntent == .stronglyEmphasized
                && String(string[run.range].characters) == "bold \(index)"
        })
    }
}

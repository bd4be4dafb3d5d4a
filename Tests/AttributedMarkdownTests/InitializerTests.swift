import Foundation
import Testing
import AttributedMarkdown

/// End to end: Markdown text → `AttributedString(markdown:)` (parser and mapping together),
/// with the expectations recorded from Apple's Foundation where they are known.
@Suite struct InitializerTests {
    typealias T = MappingTrees

    @Test func boldAndItalic() throws {
        let string = try AttributedString(markdown: "This is **Bold text** and this is _italic_")
        #expect(string.characters.count == 36)
        let runs = Array(string.runs)
        #expect(runs.count == 4)
        #expect(T.texts(string) == ["This is ", "Bold text", " and this is ", "italic"])
        #expect(runs.map { $0.inlinePresentationIntent?.rawValue } == [nil, 2, nil, 1])
        #expect(runs.allSatisfy { $0.presentationIntent?.debugDescription == "[paragraph (id 1)]" })
    }

    @Test func anUnclosedUnderscoreStaysText() throws {
        let string = try AttributedString(markdown: "This is **Bold text** and this is _italic")
        #expect(string.characters.count == 37)
        #expect(String(string.characters) == "This is Bold text and this is _italic")
        #expect(string.runs.map { $0.inlinePresentationIntent?.rawValue } == [nil, 2, nil])
    }

    @Test func boldAndItalicTogether() throws {
        let string = try AttributedString(markdown: "This is **Bold text** and this is _italic_ and this is **_both_**")
        let runs = Array(string.runs)
        #expect(runs.count == 6)
        #expect(T.texts(string).last == "both")
        #expect(runs.last?.inlinePresentationIntent?.rawValue == 3)
    }

    @Test func aRunPrintsAsApplePrintsIt() throws {
        let string = try AttributedString(markdown: "This is **Bold text** and this is _italic_")
        let bold = try #require(Array(string.runs).dropFirst().first)
        #expect(string.appleDescription(of: bold)
            == "Bold text {\n\tNSPresentationIntent = [paragraph (id 1)]\n\tNSInlinePresentationIntent = NSInlinePresentationIntent(rawValue: 2)\n}")
    }

    @Test func blockIdentities() throws {
        let string = try AttributedString(markdown: "# Hello\n## Header2\n\nhello **world**\n\n- first\n- second\n\n> quote")
        let runs = T.runs(string)
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
        #expect(string.runs.map(T.delimiter) == [nil, nil, nil, nil, "-", "-", nil])
        #expect(string.runs.map(\.tightLists) == [nil, nil, nil, nil, [4], [4], nil])
    }

    @Test func softAndHardBreaks() throws {
        let string = try AttributedString(markdown: "one\ntwo  \nthree\\\nfour")
        #expect(String(string.characters) == "one two\nthree\nfour")
        #expect(string.runs.map(\.inlinePresentationIntent) == [nil, .softBreak, nil, .lineBreak, nil, .lineBreak, nil])
        #expect(string.runs.allSatisfy { $0.presentationIntent?.debugDescription == "[paragraph (id 1)]" })
    }

    @Test func codeBlocks() throws {
        let string = try AttributedString(markdown: "```swift title\nlet x = 1\n```\n\n    indented\n\n```\nplain\n```\n")
        let runs = T.runs(string)
        #expect(runs.map(\.text) == ["let x = 1\n", "indented\n", "plain\n"])
        // The hint is the whole info string (Apple's recorded behaviour; RecordedAppleProbeTests).
        #expect(runs.map(\.intent) == ["[codeBlock 'swift title' (id 1)]", "[codeBlock (id 2)]", "[codeBlock (id 3)]"])
        #expect(string.runs.allSatisfy { $0.inlinePresentationIntent == nil })
    }

    @Test func htmlBlockAndInlineHTML() throws {
        let string = try AttributedString(markdown: "<div>\nraw\n</div>\n\nsome <b>bold</b> html\n")
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["<div>\nraw\n</div>\n", "some ", "<b>", "bold", "</b>", " html"])
        #expect(runs[0].presentationIntent == nil)
        #expect(runs[0].inlinePresentationIntent == .blockHTML)
        #expect(runs[2].inlinePresentationIntent == .inlineHTML)
        #expect(runs[4].inlinePresentationIntent == .inlineHTML)
        #expect(runs[1].presentationIntent?.debugDescription == "[paragraph (id 1)]")
    }

    @Test func linksWithBaseURLAndTitle() throws {
        let base = try #require(URL(string: "https://www.example.com"))
        let string = try AttributedString(markdown: "[Posts](/posts/new/ \"All posts\") and <https://swift.org>", baseURL: base)
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["Posts", " and ", "https://swift.org"])
        #expect(runs[0].link?.description == "/posts/new/ -- https://www.example.com")
        #expect(runs[0].link?.absoluteString == "https://www.example.com/posts/new/")
        #expect(runs[0].alternateDescription == "All posts")
        #expect(runs[2].link?.absoluteString == "https://swift.org")
        #expect(runs[2].alternateDescription == nil)
    }

    @Test func emptyTitlesAreNoTitles() throws {
        let string = try AttributedString(markdown: "[a](/a \"\") ![b](/b '')")
        #expect(string.runs.allSatisfy { $0.alternateDescription == nil && $0.imageTitle == nil })
        #expect(string.runs.first?.link?.relativeString == "/a")
    }

    @Test func linksWithoutBaseURLStayRelative() throws {
        let string = try AttributedString(markdown: "[a](docs/page.md) [b]() [c](<a b>)")
        let runs = Array(string.runs)
        #expect(runs[0].link?.relativeString == "docs/page.md")
        #expect(runs[0].link?.baseURL == nil)
        #expect(runs[2].link == nil)
        #expect(runs[2].rawLink == "")
        #expect(runs[4].link?.relativeString == "a%20b")
    }

    @Test func images() throws {
        let string = try AttributedString(markdown: "![A *cat*](cat.png \"Kitty\") ![](empty.png)")
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["A ", "cat", " ", "\u{FFFC}"])
        #expect(runs[0].imageURL?.relativeString == "cat.png")
        #expect(runs[1].imageURL?.relativeString == "cat.png")
        #expect(runs[1].inlinePresentationIntent == .emphasized)
        #expect(runs[0].imageTitle == "Kitty")
        #expect(runs[0].alternateDescription == nil)
        #expect(runs[3].imageURL?.relativeString == "empty.png")
    }

    @Test func orderedListFromFive() throws {
        let string = try AttributedString(markdown: "5) five\n6) six\n7) seven\n")
        let runs = T.runs(string)
        #expect(runs.map(\.text) == ["five", "six", "seven"])
        #expect(runs.map(\.intent) == [
            "[paragraph (id 3), listItem 5 (id 2), orderedList (id 1)]",
            "[paragraph (id 5), listItem 6 (id 4), orderedList (id 1)]",
            "[paragraph (id 7), listItem 7 (id 6), orderedList (id 1)]",
        ])
        #expect(string.runs.allSatisfy { T.delimiter($0) == ")" })
    }

    @Test func looseListsAreNotTight() throws {
        let string = try AttributedString(markdown: "* a\n\n* b\n")
        #expect(string.runs.allSatisfy { $0.tightLists == nil && T.delimiter($0) == "*" })
        #expect(T.runs(string).map(\.intent) == [
            "[paragraph (id 3), listItem 1 (id 2), unorderedList (id 1)]",
            "[paragraph (id 5), listItem 2 (id 4), unorderedList (id 1)]",
        ])
    }

    @Test func thematicBreak() throws {
        let string = try AttributedString(markdown: "above\n\n***\n\nbelow")
        let runs = T.runs(string)
        #expect(runs.map(\.text) == ["above", "\u{2E3B}", "below"])
        #expect(runs.map(\.intent) == ["[paragraph (id 1)]", "[thematicBreak (id 2)]", "[paragraph (id 3)]"])
    }

    @Test func tables() throws {
        let string = try AttributedString(markdown: "| a | *b* | c |\n|---|:-:|--:|\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n")
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["a", "b", "c", "1", "2", "3", "4", "5", "6"])
        #expect(runs[1].inlinePresentationIntent == .emphasized)
        #expect(runs[0].presentationIntent?.debugDescription
            == "[tableCell 0 (id 3), tableHeaderRow (id 2), table [Foundation.PresentationIntent.TableColumn(alignment: Foundation.PresentationIntent.TableColumn.Alignment.left), Foundation.PresentationIntent.TableColumn(alignment: Foundation.PresentationIntent.TableColumn.Alignment.center), Foundation.PresentationIntent.TableColumn(alignment: Foundation.PresentationIntent.TableColumn.Alignment.right)] (id 1)]")
        #expect(runs.map { $0.presentationIntent?.components.prefix(2).map(\.kind) } == [
            [.tableCell(columnIndex: 0), .tableHeaderRow], [.tableCell(columnIndex: 1), .tableHeaderRow], [.tableCell(columnIndex: 2), .tableHeaderRow],
            [.tableCell(columnIndex: 0), .tableRow(rowIndex: 1)], [.tableCell(columnIndex: 1), .tableRow(rowIndex: 1)], [.tableCell(columnIndex: 2), .tableRow(rowIndex: 1)],
            [.tableCell(columnIndex: 0), .tableRow(rowIndex: 2)], [.tableCell(columnIndex: 1), .tableRow(rowIndex: 2)], [.tableCell(columnIndex: 2), .tableRow(rowIndex: 2)],
        ])
        #expect(runs.map { $0.presentationIntent?.components.first?.identity } == [3, 4, 5, 7, 8, 9, 11, 12, 13])
    }

    @Test func strikethrough() throws {
        let string = try AttributedString(markdown: "~~gone~~ and ~one~")
        #expect(string.runs.map(\.inlinePresentationIntent) == [.strikethrough, nil, .strikethrough])
    }

    @Test func taskListsNeedTheirExtension() throws {
        let markdown = "- [x] done\n- [ ] todo\n"
        let apple = try AttributedString(markdown: markdown)
        #expect(String(apple.characters) == "[x] done[ ] todo")
        #expect(apple.runs.allSatisfy { $0.taskListItem == nil })
        let extended = try AttributedString(markdown: markdown, syntaxExtensions: .gfm)
        #expect(T.texts(extended) == ["done", "todo"])
        #expect(extended.runs.map(\.taskListItem) == [.checked, .unchecked])
    }

    @Test func footnotes() throws {
        let string = try AttributedString(markdown: "Text[^n] again[^n].\n\n[^n]: The note.\n", syntaxExtensions: .all)
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["Text", "1", " again", "1", ".", "The note."])
        #expect(runs[1].footnoteReference == FootnoteReference(label: "n", number: 1, occurrence: 1))
        #expect(runs[3].footnoteReference == FootnoteReference(label: "n", number: 1, occurrence: 2))
        #expect(runs[5].footnoteDefinition == FootnoteDefinition(label: "n", number: 1, referenceCount: 2))
        #expect(runs[5].presentationIntent?.debugDescription == "[paragraph (id 2)]")
    }

    @Test func extendedAutolinks() throws {
        let string = try AttributedString(markdown: "see www.swift.org now", syntaxExtensions: .gfm)
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["see ", "www.swift.org", " now"])
        #expect(runs[1].link?.absoluteString == "http://www.swift.org")
    }

    @Test func languageCode() throws {
        let string = try AttributedString(markdown: "# Titre\n\nTexte *ici*", options: .init(languageCode: "fr"))
        #expect(string.runs.count == 3)
        #expect(string.runs.allSatisfy { $0.languageIdentifier == "fr" })
        let none = try AttributedString(markdown: "Text")
        #expect(none.runs.first?.languageIdentifier == nil)
    }

    @Test func sourcePositions() throws {
        let string = try AttributedString(
            markdown: "# Héllo\n\nsome *emph* é\n", options: .init(appliesSourcePositionAttributes: true))
        #expect(T.texts(string) == ["Héllo", "some ", "emph", " é"])
        #expect(string.runs.map { $0.markdownSourcePosition.map(T.position) } == ["1:3-1:8", "3:1-3:5", "3:7-3:10", "3:12-3:13"])
        let plain = try AttributedString(markdown: "# Héllo")
        #expect(plain.runs.first?.markdownSourcePosition == nil)
    }

    @Test func inlineOnly() throws {
        let markdown = "# Not a heading\n\n- *not* a list"
        let string = try AttributedString(markdown: markdown, options: .init(interpretedSyntax: .inlineOnly))
        // Block syntax stays literal; each line ending is a soft break (a blank line gives two
        // spaces), as swift-cmark's inline-only option parses it.
        #expect(String(string.characters) == "# Not a heading  - not a list")
        #expect(string.runs.map(\.inlinePresentationIntent) == [nil, .softBreak, nil, .emphasized, nil])
        #expect(string.runs.allSatisfy { $0.presentationIntent == nil })
        #expect(string.runs.contains { $0.inlinePresentationIntent == .emphasized })
    }

    @Test func inlineOnlyPreservingWhitespace() throws {
        let markdown = "  two  spaces\n\n\nand *lines*  !"
        let string = try AttributedString(markdown: markdown, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(string.characters) == "  two  spaces\n\n\nand lines  !")
        #expect(string.runs.allSatisfy { $0.presentationIntent == nil })
        #expect(string.runs.map(\.inlinePresentationIntent) == [nil, .emphasized, nil])
    }

    @Test func emptyInput() throws {
        #expect(try AttributedString(markdown: "").characters.isEmpty)
    }

    @Test func dataAndFiles() throws {
        let markdown = "Some **data**"
        let fromData = try AttributedString(markdown: Data(markdown.utf8))
        #expect(fromData == (try AttributedString(markdown: markdown)))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("InitializerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("doc.md")
        try Data("[next](next.md)".utf8).write(to: file)
        let fromFile = try AttributedString(contentsOf: file)
        #expect(String(fromFile.characters) == "next")
        #expect(fromFile.runs.first?.link?.absoluteURL == directory.appendingPathComponent("next.md").absoluteURL)
    }

    /// Recorded on macOS 26: `AttributedString(markdown: Data([0xff, 0xfe]))` throws
    /// NSCocoaErrorDomain 259 (`CocoaError.fileReadCorruptFile`).
    @Test func invalidUTF8ThrowsApplesCocoaError() throws {
        let error = try #require(throws: CocoaError.self) {
            try AttributedString(markdown: Data([0xff, 0xfe]))
        }
        #expect(error.code == .fileReadCorruptFile)
        let nsError = error as NSError
        #expect(nsError.domain == NSCocoaErrorDomain)
        #expect(nsError.code == 259)
        let bytes: [UInt8] = Array("ok\nab".utf8) + [0xC3, 0x28]
        let located = try #require(throws: CocoaError.self) {
            try AttributedString(markdown: Data(bytes))
        }
        #expect((located.userInfo[NSDebugDescriptionErrorKey] as? String)?.contains("line 2, column 3") == true)
    }

    @Test func theDocumentAPIMatchesTheInitializer() throws {
        let markdown = "# T\n\n- a\n- *b*\n\n| x |\n|---|\n| y |\n"
        let document = MarkdownParser(options: ParseOptions(extensions: [.table, .strikethrough])).parse(markdown)
        #expect(try document.attributedString() == (try AttributedString(markdown: markdown)))
    }
}

/// Links and images inside an image description.
@Suite struct InitializerImageDescriptionTests {
    typealias T = MappingTrees

    @Test func nestedImagesAndLinksAreAltTextOnly() throws {
        let string = try AttributedString(markdown: "![foo ![bar](/url) [baz](/link)](/url2)")
        #expect(String(string.characters) == "foo bar baz")
        #expect(string.runs.count == 1)
        #expect(string.runs.first?.imageURL?.relativeString == "/url2")
        #expect(string.runs.first?.link == nil)
    }

    @Test func anImageInsideALinkKeepsBoth() throws {
        let string = try AttributedString(markdown: "[![logo](logo.png)](https://swift.org)")
        #expect(String(string.characters) == "logo")
        #expect(string.runs.first?.imageURL?.relativeString == "logo.png")
        #expect(string.runs.first?.link?.absoluteString == "https://swift.org")
    }
}

/// The `syntaxExtensions:` initializers and deeper nesting.
@Suite struct InitializerSyntaxExtensionTests {
    typealias T = MappingTrees

    @Test func dataWithSyntaxExtensions() throws {
        let string = try AttributedString(markdown: Data("- [x] done".utf8), syntaxExtensions: .gfm)
        #expect(String(string.characters) == "done")
        #expect(string.runs.first?.taskListItem == .checked)
        let error = try #require(throws: CocoaError.self) {
            try AttributedString(markdown: Data([0x61, 0xFF]), syntaxExtensions: .gfm)
        }
        #expect(error.code == .fileReadCorruptFile)
    }

    @Test func withoutExtensionsTablesStayText() throws {
        let string = try AttributedString(markdown: "| a |\n|---|\n| b |", syntaxExtensions: [])
        #expect(String(string.characters) == "| a | |---| | b |")
        #expect(string.runs.allSatisfy { $0.presentationIntent?.debugDescription == "[paragraph (id 1)]" })
    }

    @Test func nestedContainersNumberInPreOrder() throws {
        let string = try AttributedString(markdown: "> 1. a\n>    > b\n>\n>    - c\n> 2. d\n")
        #expect(T.runs(string).map(\.intent) == [
            "[paragraph (id 4), listItem 1 (id 3), orderedList (id 2), blockQuote (id 1)]",
            "[paragraph (id 6), blockQuote (id 5), listItem 1 (id 3), orderedList (id 2), blockQuote (id 1)]",
            "[paragraph (id 9), listItem 1 (id 8), unorderedList (id 7), listItem 1 (id 3), orderedList (id 2), blockQuote (id 1)]",
            "[paragraph (id 11), listItem 2 (id 10), orderedList (id 2), blockQuote (id 1)]",
        ])
        #expect(string.runs.map(T.delimiter) == [".", ".", "-", "."])
        let indentation = string.runs.map { $0.presentationIntent?.indentationLevel }
        #expect(indentation == [0, 0, 1, 0])
    }

    @Test func appleDescriptionListsTheScopesKeys() throws {
        let string = try AttributedString(
            markdown: "^[x](customStyle: 'boldcaps')", including: \.customAttributes, options: .init(allowsExtendedAttributes: true))
        #expect(string.appleDescription(including: AttributeScopes.CustomAttributes.self)
            == "x {\n\tNSPresentationIntent = [paragraph (id 1)]\n\tcustomStyle = boldcaps\n}")
        // The default scope does not know the tutorial's key, so it is left out.
        #expect(string.appleDescription == "x {\n\tNSPresentationIntent = [paragraph (id 1)]\n}")
    }
}

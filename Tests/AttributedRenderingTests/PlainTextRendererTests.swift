import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing
import MarkdownTestSupport

@Suite("PlainTextRenderer")
struct PlainTextRendererTests {
    @Test func blocksAreSeparatedByBlankLines() {
        var fixture = Fixture()
        fixture.add("Title", Intent.header(1, 1))
        fixture.add("First ", Intent.paragraph(2))
        fixture.add("bold", Intent.paragraph(2), .stronglyEmphasized)
        fixture.add("\n", Intent.paragraph(2), .lineBreak)
        fixture.add("next line", Intent.paragraph(2))
        fixture.add("\u{2E3B}", Intent.rule(3))
        #expect(PlainTextRenderer().render(fixture.string) == """
            Title

            First bold
            next line

            ――――――――――――――――――――

            """)
    }

    @Test func listsQuotesAndCode() {
        let tight = Intent.bullets(1)
        let first = Intent.item(1, 2, in: tight)
        let numbers = Intent.numbers(4, in: first)
        var fixture = Fixture()
        fixture.add("one", Intent.paragraph(3, in: first)) { $0.setTightLists([1, 4]) }
        fixture.add("nested", Intent.paragraph(6, in: Intent.item(9, 5, in: numbers))) { $0.setTightLists([1, 4]); $0.setDelimiter(")") }
        fixture.add("ten", Intent.paragraph(8, in: Intent.item(10, 7, in: numbers))) { $0.setTightLists([1, 4]); $0.setTask(.checked) }
        fixture.add("two", Intent.paragraph(11, in: Intent.item(2, 10, in: tight))) { $0.setTightLists([1]) }
        fixture.add("quoted", Intent.paragraph(13, in: Intent.quote(12)))
        fixture.add("let x = 1\n  y\n", Intent.code("swift", 14))
        #expect(PlainTextRenderer().render(fixture.string) == """
            • one
              9) nested
              10. [x] ten
            • two

              quoted

                let x = 1
                  y

            """)
    }

    /// A code block loses one final line feed, as a character of its own: a final CR LF is one
    /// character and stays, a second line feed stays as an empty line; each line is indented, an
    /// empty one left without its indentation.
    @Test func codeBlocksLoseOneFinalLineFeed() {
        var fixture = Fixture()
        fixture.add("a\n\n", Intent.code(nil, 1))
        fixture.add("b\r\n", Intent.code(nil, 2))
        fixture.add("c\nd\n", Intent.code(nil, 3))
        #expect(PlainTextRenderer().render(fixture.string) == "    a\n\n\n    b\r\n\n\n    c\n    d\n")
    }

    @Test func looseListItemsAreSeparatedAndContinuationsIndented() {
        let list = Intent.bullets(1)
        let item = Intent.item(1, 2, in: list)
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(3, in: item))
        fixture.add("b", Intent.paragraph(4, in: item))
        fixture.add("c", Intent.paragraph(6, in: Intent.item(2, 5, in: list)))
        #expect(PlainTextRenderer().render(fixture.string) == "• a\n\n  b\n\n• c\n")
    }

    @Test func tablesAreAlignedColumns() {
        let table = Intent.table([.left, .center, .right], 1)
        let header = Intent.headerRow(2, in: table)
        let row = Intent.row(1, 6, in: table)
        var fixture = Fixture()
        fixture.add("Name", Intent.cell(0, 3, in: header))
        fixture.add("Mid", Intent.cell(1, 4, in: header))
        fixture.add("Qty", Intent.cell(2, 5, in: header))
        fixture.add("apple", Intent.cell(0, 7, in: row))
        fixture.add("x", Intent.cell(1, 8, in: row))
        fixture.add("12345", Intent.cell(2, 9, in: row))
        #expect(PlainTextRenderer().render(fixture.string) == """
            Name   Mid    Qty
            apple   x   12345

            """)
    }

    @Test func footnotesGoToTheEnd() {
        var fixture = Fixture()
        fixture.add("Note", Intent.paragraph(1))
        fixture.add("1", Intent.paragraph(1)) { $0.setFootnoteReference(.init(label: "n", number: 1, occurrence: 1)) }
        fixture.add("Defined.", Intent.paragraph(2)) { $0.setFootnoteDefinition(.init(label: "n", number: 1, referenceCount: 1)) }
        fixture.add("After.", Intent.paragraph(3))
        #expect(PlainTextRenderer().render(fixture.string) == "Note[1]\n\nAfter.\n\n[1] Defined.\n")
    }

    @Test func emptyLinkPlaceholderIsDropped() {
        var fixture = Fixture()
        fixture.add("a ", Intent.paragraph(1))
        fixture.add("\u{FFFC}", Intent.paragraph(1)) { $0.setLink("https://x.y") }
        #expect(PlainTextRenderer().render(fixture.string) == "a \n")
        #expect(PlainTextRenderer().render(AttributedString()) == "")
    }

    /// The output, read in order, holds every character of the string (the fuzzer relies on it).
    @Test func everyCharacterSurvivesInOrder() {
        let list = Intent.numbers(3)
        let table = Intent.table([.left, .right], 8)
        var fixture = Fixture()
        fixture.add("Héllo 👋🏽", Intent.header(2, 1))
        fixture.add("x < y", Intent.paragraph(2), .code)
        fixture.add(" ", Intent.paragraph(2), .softBreak)
        fixture.add("link", Intent.paragraph(2)) { $0.setLink("/u") }
        fixture.add("item", Intent.paragraph(5, in: Intent.item(1, 4, in: list))) { $0.setTightLists([3]) }
        fixture.add("<div>\n", Intent.item(2, 6, in: list), .blockHTML) { $0.setTightLists([3]) }
        fixture.add("code\n\n", Intent.code(nil, 7))
        fixture.add("h", Intent.cell(0, 10, in: Intent.headerRow(9, in: table)))
        fixture.add("v", Intent.cell(1, 12, in: Intent.row(1, 11, in: table)))
        fixture.add("\u{2E3B}", Intent.rule(13))
        let source = fixture.string
        let rendered = PlainTextRenderer().render(source)
        var remaining = Substring(rendered)
        var missing: [Character] = []
        for character in PlainTextInvariantTests.textCharacters(of: source) {
            if let found = remaining.firstIndex(of: character) {
                remaining = remaining[remaining.index(after: found)...]
            } else {
                missing.append(character)
            }
        }
        #expect(missing.isEmpty, "missing \(missing) in \(rendered)")
    }
}

/// The character-order invariant on every CommonMark example, with Apple's extensions.
@Suite("PlainTextRenderer keeps every character")
struct PlainTextInvariantTests {
    @Test(arguments: SpecHTMLTests.commonMark)
    func charactersSurviveInOrder(_ example: SpecExample) throws {
        let string = try SpecPipeline.attributedString(example.markdown, options: ParseOptions(extensions: [.table, .strikethrough]))
        let rendered = PlainTextRenderer().render(string)
        var remaining = Substring(rendered)
        var missing: [Character] = []
        for character in Self.textCharacters(of: string) where String(character) != InlineSegment.emptyContentPlaceholder {
            if let found = remaining.firstIndex(of: character) {
                remaining = remaining[remaining.index(after: found)...]
            } else {
                missing.append(character)
            }
        }
        #expect(missing.isEmpty, "missing \(missing) in \(rendered.debugDescription)")
        // Each thematic break's placeholder is drawn as a rule of its own.
        let rules = string.runs.filter { $0.presentationIntent?.components.first?.kind == .thematicBreak }.count
        let ruleLines = rendered.split(separator: "\n").filter { $0.hasSuffix(String(repeating: "\u{2015}", count: 20)) }.count
        #expect(ruleLines == rules, "\(rules) thematic breaks, \(ruleLines) rules in \(rendered.debugDescription)")
    }

    /// The characters a text rendering must show: all but each thematic break's placeholder
    /// (``MarkdownMappingConventions/thematicBreak``), for which the renderer draws a rule.
    static func textCharacters(of string: AttributedString) -> [Character] {
        string.runs.flatMap { run -> [Character] in
            if run.presentationIntent?.components.first?.kind == .thematicBreak,
               MarkdownMappingConventions.isThematicBreakPlaceholder(String(string[run.range].characters)) {
                return []
            }
            return Array(string[run.range].characters)
        }
    }
}

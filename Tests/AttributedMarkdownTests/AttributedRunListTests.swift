import Foundation
import Testing
import AttributedMarkdown
import MarkdownTestSupport

/// `AttributedRunList` gives the runs of the string `AttributedString(markdown:…)` makes,
/// without making it: the same run boundaries, texts and attribute containers, and the same
/// JSON.
@Suite("AttributedRunList = the mapped string's runs")
struct AttributedRunListTests {
    /// Inputs where the runs are easy to get wrong: many inline spans in one paragraph (the
    /// mapping splits its block spans every 32), combining marks after emphasis (run boundaries
    /// inside a grapheme), links with titles, empty links, images, footnotes, tables, tight and
    /// loose lists, tasks, code, raw HTML, nested emphasis, entities.
    static let snippets: [String] = [
        "",
        "plain",
        "# Title\n\nSome *emphasis*, **strong**, `code` and ~~gone~~.\n",
        (0..<80).map { "*e\($0)* plain **s\($0)** " }.joined() + "\n",
        "*e*\u{301} and **a**\u{308}b, é*é*é\n",
        "[link](https://example.com \"title\") and [](empty) and ![alt *x*](img.png \"t\") [x][]\n\n[x]: </a b>\n",
        "A footnote[^1] and another[^n].\n\n[^1]: The *note*.\n[^n]: - item\n  - item\n",
        "| a | b |\n|:-|-:|\n| 1 | *2* |\n| 3 |\n",
        "- tight\n- list\n  1. nested\n  2. ordered\n\n* loose\n\n* list\n\n- [ ] task\n- [x] done\n",
        "> quote\n> > nested\n\n```swift\nlet x = 1\n```\n\n<div>\nhtml\n</div>\n\n---\n",
        "***strong emphasis*** *a **b** c* *nested *same* kind* &amp; &copy; \\* <span>inline</span>\n",
        "line  \nbreak\\\nand soft\nbreak https://autolink.example www.example.com\n",
        "> [!NOTE]\n> An *alert*\n>\n> > nested\n\n> [!tip]\n>\n> - item\n\n> [!NOTE] not one\n",
    ]

    static func inputs() -> [String] {
        snippets + TestCorpus.fileNames.compactMap(TestCorpus.text)
    }

    static let optionSets: [AttributedString.MarkdownParsingOptions] = [
        .init(),
        .init(languageCode: "fr"),
        .init(appliesSourcePositionAttributes: true),
        .init(interpretedSyntax: .inlineOnlyPreservingWhitespace),
    ]

    /// The string's runs as (text, attributes) pairs, texts by Unicode scalars.
    static func runs(of string: AttributedString) -> [(String, AttributeContainer)] {
        string.runs.map { run in
            (String(String.UnicodeScalarView(string.unicodeScalars[run.range])), run.attributes)
        }
    }

    @Test func sameRunsAsTheMappedString() throws {
        for (number, markdown) in Self.inputs().enumerated() {
            for options in Self.optionSets {
                let string = try AttributedString(markdown: markdown, options: options, syntaxExtensions: .all)
                let list = try AttributedRunList(markdown: markdown, options: options, syntaxExtensions: .all)
                let expected = Self.runs(of: string)
                #expect(list.count == expected.count, "input \(number) \(options)")
                for (run, (text, attributes)) in zip(list, expected) {
                    #expect(String(run.text) == text, "input \(number)")
                    #expect(run.attributes == attributes, "input \(number): \(text.debugDescription)")
                }
                #expect(list.text == String(string.characters[...]), "input \(number)")
                #expect(list.attributedString == string, "input \(number)")
            }
        }
    }

    @Test func aStringsRunsReadBack() throws {
        for markdown in Self.snippets {
            let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
            let list = AttributedRunList(string)
            #expect(list.count == string.runs.count)
            #expect(list.attributedString == string)
        }
    }

    /// With extended attributes the list is read from the string itself.
    @Test func extendedAttributes() throws {
        let markdown = "Some ^[styled](inflect: true) text and *more* ^[here](morphology: {number: 'plural'}).\n"
        let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true)
        let string = try AttributedString(markdown: markdown, options: options, syntaxExtensions: .all)
        let list = try AttributedRunList(markdown: markdown, options: options, syntaxExtensions: .all)
        #expect(list.count == string.runs.count)
        #expect(list.attributedString == string)
    }

    /// The JSON of a list is the JSON of its string, for every formatting (streamed or not).
    @Test func sameJSONAsTheMappedString() throws {
        let formattings: [JSONEncoder.OutputFormatting] = [
            [.sortedKeys, .prettyPrinted], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes], [.sortedKeys],
        ]
        for markdown in Self.inputs() {
            let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
            let list = try AttributedRunList(markdown: markdown, syntaxExtensions: .all)
            for formatting in formattings {
                let encoder = JSONEncoder()
                encoder.outputFormatting = formatting
                let fromList = try encoder.encode(list, including: \.markdown)
                let fromString = try encoder.encode(string, including: \.markdown)
                #expect(String(decoding: fromList, as: UTF8.self) == String(decoding: fromString, as: UTF8.self))
            }
        }
    }
}

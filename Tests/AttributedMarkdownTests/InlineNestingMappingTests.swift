import Foundation
import Testing
import AttributedMarkdown

/// `AMInlineNesting`: recorded only where a span nests in a span of its own kind.
@Suite struct InlineNestingMappingTests {
    typealias Nesting = AttributeScopes.MarkdownAttributes.InlineNestingAttribute

    private func string(_ markdown: String, extensions: MarkdownExtensions = []) throws -> AttributedString {
        try MarkdownParser(options: ParseOptions(extensions: extensions)).parse(markdown).attributedString()
    }

    private func chains(_ string: AttributedString) -> [[String]?] {
        string.runs.map { run in
            run[Nesting.self]?.map { "\($0.kind.rawValue) \($0.identity)" }
        }
    }

    private func texts(_ string: AttributedString) -> [String] {
        string.runs.map { String(string.characters[$0.range]) }
    }

    @Test func emphasisInEmphasisRecordsBothSpans() throws {
        let string = try string("*foo *bar**")
        #expect(texts(string) == ["foo ", "bar"])
        #expect(chains(string) == [["emphasis 1"], ["emphasis 1", "emphasis 2"]])
        #expect(string.runs.allSatisfy { $0.inlinePresentationIntent == .emphasized })
    }

    @Test func nestingThroughALinkRecordsTheLink() throws {
        let string = try string("*foo [*bar*](/url)*")
        #expect(texts(string) == ["foo ", "bar"])
        #expect(chains(string) == [["emphasis 1"], ["emphasis 1", "link 2", "emphasis 3"]])
    }

    @Test func everyRunOfTheTopLevelSpanIsRecordedAndIdentitiesCountAcrossSpans() throws {
        let string = try string("**a *b* **c** d** *e* *f *g**")
        #expect(texts(string) == ["a ", "b", " ", "c", " d", " ", "e", " ", "f ", "g"])
        #expect(chains(string) == [
            ["strong 1"], ["strong 1", "emphasis 2"], ["strong 1"], ["strong 1", "strong 3"], ["strong 1"],
            nil, nil, nil,
            ["emphasis 4"], ["emphasis 4", "emphasis 5"],
        ])
    }

    @Test func unambiguousNestingIsLeftAsAppleMakesIt() throws {
        for markdown in ["*a **b** c*", "***x***", "**a *b* c**", "[*a* **b**](/u)", "*a* *b*", "![*a *b**](/i)"] {
            let string = try string(markdown)
            #expect(string.runs.allSatisfy { $0[Nesting.self] == nil }, "\(markdown)")
        }
    }

    @Test func blockIdentitiesAreUnchanged() throws {
        let string = try string("# *a *b**\n\npara")
        #expect(string.runs.map { $0.presentationIntent?.debugDescription } == [
            "[header 1 (id 1)]", "[header 1 (id 1)]", "[paragraph (id 2)]",
        ])
    }

    @Test func theChainEncodesStablyWithSortedKeys() throws {
        let string = try MarkdownParser().parse("*foo *bar**").attributedString(including: \.markdown)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let first = try encoder.encode(string, including: \.markdown)
        let second = try encoder.encode(string, including: \.markdown)
        #expect(first == second)
        let json = String(decoding: first, as: UTF8.self)
        #expect(json.contains(#""AMInlineNesting":[{"identity":1,"kind":"emphasis"},{"identity":2,"kind":"emphasis"}]"#))
        let decoded = try JSONDecoder().decode(AttributedString.self, from: first, including: \.markdown)
        #expect(decoded == string)
    }
}

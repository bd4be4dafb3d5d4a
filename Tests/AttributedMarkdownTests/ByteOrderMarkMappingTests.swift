import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing

/// Apple's initializer is cmark-based, and cmark skips a leading UTF-8 byte-order mark: so do
/// the initializers, the run list and the incremental document.
@Suite("Byte-order mark in the mapping")
struct ByteOrderMarkMappingTests {
    @Test func initializerSkipsTheMark() throws {
        let string = try AttributedString(markdown: "\u{FEFF}# Hi")
        #expect(String(string.characters) == "Hi")
        #expect(string.runs.first?.presentationIntent?.components.first?.kind == .header(level: 1))
        let runs = try AttributedRunList(markdown: "\u{FEFF}# Hi", syntaxExtensions: .gfm)
        #expect(runs.attributedString == string)
    }

    @Test func markInsideTheTextStays() throws {
        let string = try AttributedString(markdown: "a\u{FEFF}b")
        #expect(String(string.characters) == "a\u{FEFF}b")
    }

    @Test func incrementalDocumentMatchesTheInitializer() throws {
        var document = try IncrementalAttributedDocument(markdown: "# Hi\n\npara\n\nend\n")
        _ = try document.apply(SourceEdit(range: SourceRange(0, 0), replacement: "\u{FEFF}"))
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: [.table, .strikethrough])))
        #expect(String(document.attributedString.characters).hasPrefix("Hi"))
        _ = try document.apply(SourceEdit(range: SourceRange(0, 3), replacement: ""))
        #expect(document.attributedString == (try AttributedString(markdown: "# Hi\n\npara\n\nend\n", syntaxExtensions: [.table, .strikethrough])))
    }
}

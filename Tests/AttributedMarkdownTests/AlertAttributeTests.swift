import AttributedMarkdown
import Foundation
import Testing

/// Alerts in an AttributedString: the `AMAlert` key on the quote's runs with the `alerts`
/// extension, Apple's attributes unchanged, and a plain quote without it.
@Suite("Alert attribute")
struct AlertAttributeTests {
    static let source = "> [!WARNING]\n> Mind the *gap*.\n>\n> > inner\n\nafter\n"

    @Test func theAlertKeyIsOnEveryRunOfTheQuote() throws {
        let string = try AttributedString(markdown: Self.source, syntaxExtensions: .gfm)
        let runs = Array(string.runs)
        // The marker line is not text: the title replaces it.
        #expect(runs.map { String(string.characters[$0.range]) } == ["Mind the ", "gap", ".", "inner", "after"])
        #expect(runs.map(\.alert) == [.warning, .warning, .warning, .warning, nil])
    }

    @Test func applesAttributesAreThoseOfABlockQuote() throws {
        let string = try AttributedString(markdown: Self.source, syntaxExtensions: .gfm)
        let runs = Array(string.runs)
        #expect(runs[0].presentationIntent?.components.map(\.kind) == [.paragraph, .blockQuote])
        #expect(runs[1].inlinePresentationIntent == .emphasized)
        #expect(runs[3].presentationIntent?.components.map(\.kind) == [.paragraph, .blockQuote, .blockQuote])
        // Removing our key gives the string of a quote whose marker paragraph was never there.
        var stripped = string
        stripped[AttributeScopes.MarkdownAttributes.AlertAttribute.self] = nil
        let plain = try AttributedString(markdown: "> Mind the *gap*.\n>\n> > inner\n\nafter\n", syntaxExtensions: .gfm)
        #expect(stripped == plain)
    }

    @Test func withoutTheExtensionAnAlertIsAQuoteWithItsText() throws {
        for string in [try AttributedString(markdown: Self.source),
                       try AttributedString(markdown: Self.source, syntaxExtensions: [.table, .strikethrough])] {
            let runs = Array(string.runs)
            #expect(String(string.characters[runs[0].range]).hasPrefix("[!WARNING]"))
            #expect(runs.allSatisfy { $0.alert == nil })
            #expect(runs[0].presentationIntent?.components.map(\.kind) == [.paragraph, .blockQuote])
        }
    }

    @Test func theKeyRoundTripsThroughCodable() throws {
        let string = try AttributedString(markdown: Self.source, syntaxExtensions: .gfm)
        let data = try JSONEncoder().encode(string, including: \.markdown)
        let decoded = try JSONDecoder().decode(AttributedString.self, from: data, including: \.markdown)
        #expect(decoded == string)
        #expect(String(decoding: data, as: UTF8.self).contains("AMAlert"))
    }

    @Test func incrementalDocumentAgrees() throws {
        var document = try IncrementalAttributedDocument(markdown: "intro\n\n> [!NOTE]\n> text\n", syntaxExtensions: .gfm)
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .gfm)))
        _ = try document.apply(.insert(" more", at: 16))
        #expect(document.source == "intro\n\n> [!NOTE] more\n> text\n")
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .gfm)))
        #expect(document.attributedString.runs.allSatisfy { $0.alert == nil })
    }
}


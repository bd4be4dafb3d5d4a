import Foundation
import Testing
import AttributedMarkdown

/// Behaviour recorded from Apple's Foundation (tests passing on Apple's CI with macOS 26, printed
/// Apple output): where Apple's output is known, ours is the same.
@Suite struct RecordedAppleBehaviourTests {
    @Test func formattingInsideALinkLabelIsDropped() throws {
        let string = try AttributedString(markdown: "[**call**](tel:1)")
        let runs = Array(string.runs)
        #expect(runs.count == 1)
        #expect(String(string.characters) == "call")
        #expect(runs.first?.link == URL(string: "tel:1"))
        #expect(runs.first?.inlinePresentationIntent == nil)
        // Kept for renderers in an AM attribute.
        #expect(runs.first?[AttributeScopes.MarkdownAttributes.LinkLabelFormattingAttribute.self] == .stronglyEmphasized)
    }

    @Test func theLabelsSourcePositionCoversItsMarkers() throws {
        let string = try AttributedString(
            markdown: "[**call**](tel:1)", options: .init(appliesSourcePositionAttributes: true))
        let runs = Array(string.runs)
        #expect(runs.count == 1)
        let position = try #require(runs.first?.markdownSourcePosition)
        // `**call**` is columns 2…9 of line 1.
        #expect(position == AttributedString.MarkdownSourcePosition(startLine: 1, startColumn: 2, endLine: 1, endColumn: 9))
    }

    @Test func formattingAroundALinkStays() throws {
        let string = try AttributedString(markdown: "**[call](tel:1)**")
        #expect(string.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(string.runs.first?[AttributeScopes.MarkdownAttributes.LinkLabelFormattingAttribute.self] == nil)
    }

    @Test func invalidUTF8DataThrowsCocoaError259() throws {
        let error = try #require(throws: CocoaError.self) {
            try AttributedString(markdown: Data([0xff, 0xfe]))
        }
        #expect((error as NSError).domain == NSCocoaErrorDomain)
        #expect((error as NSError).code == 259)
    }
}

/// Links with an empty label: no characters (Apple's recorded output), the link kept on a
/// neighbouring character for renderers.
@Suite struct EmptyLinkLabelTests {
    @Test func anEmptyLabelContributesNoCharacters() throws {
        let string = try AttributedString(markdown: "before [](tel:1) after")
        #expect(String(string.characters) == "before  after")
        #expect(!String(string.characters).contains("\u{FFFC}"))
        let carriers = string.runs.compactMap { $0[AttributeScopes.MarkdownAttributes.EmptyLinksAttribute.self] }
        #expect(carriers == [EmptyLinks(before: [EmptyLinks.Link(url: URL(string: "tel:1"), destination: nil, title: nil)])])
    }

    @Test func atTheEndOfABlockTheLastCharacterCarriesIt() throws {
        let string = try AttributedString(markdown: "x [](u)")
        #expect(String(string.characters) == "x ")
        let last = try #require(string.runs.reversed().first)
        #expect(last[AttributeScopes.MarkdownAttributes.EmptyLinksAttribute.self]?.after.first?.url == URL(string: "u"))
    }

    @Test func aBlockOfOnlyAnEmptyLinkHasNoCharacters() throws {
        // Like every empty block: Apple's output has no characters for a block made only of
        // empty-label links (the recorded case below), so no run carries it.
        let string = try AttributedString(markdown: "[](./target.md)")
        #expect(String(string.characters) == "")
        #expect(string.runs.count == 0)
    }

    @Test func aLinkAroundAnImageWithoutAltTextHasNoCharacters() throws {
        // Recorded on Apple platforms (gonzalezreal/textual#53): characters "" and 0 runs.
        let string = try AttributedString(markdown: "[![](https://example.com/a.png)](https://example.com/b.png)")
        #expect(String(string.characters) == "")
        #expect(string.runs.count == 0)
    }

    @Test func anImageWithoutAltTextInsideALinkAmongTextLeavesOnlyTheText() throws {
        let string = try AttributedString(markdown: "see [![](a.png)](b.png) here")
        #expect(String(string.characters) == "see  here")
        #expect(!String(string.characters).contains("\u{FFFC}"))
    }
}

import Foundation
import Testing
import AttributedMarkdown

/// Code written as Apple's documentation writes it for UIKit/AppKit apps: `NSAttributedString`'s
/// Markdown initializers and its conversions to and from `AttributedString`, with Foundation's
/// attribute keys and the value types Apple stores (NSAttributedString.h: "a NSNumber wrapping a
/// value of type NSInlinePresentationIntent", "a NSURL", "a NSString"). On Apple platforms these
/// are Apple's own initializers; elsewhere, this package's.
@Suite struct NSAttributedStringMarkdownTests {
    private let markdown = "# Title\n\nSome **bold** and [a link](https://example.com \"Example\") ![logo](/logo.png)."

    @Test func markdownStringGivesFoundationKeysAndObjectValues() throws {
        let string = try NSAttributedString(markdown: markdown)
        #expect(string.string == "TitleSome bold and a link logo.")
        var range = NSRange()
        let bold = string.attribute(.inlinePresentationIntent, at: 10, effectiveRange: &range)
        #expect((bold as? NSNumber)?.uintValue == InlinePresentationIntent.stronglyEmphasized.rawValue)
        #expect(range == NSRange(location: 10, length: 4))
        let link = string.attribute(NSAttributedString.Key("NSLink"), at: 19, effectiveRange: &range)
        #expect(link as? URL == URL(string: "https://example.com"))
        #expect(range == NSRange(location: 19, length: 6))
        #expect(string.attribute(.alternateDescription, at: 19, effectiveRange: nil) as? String == "Example")
        #expect(string.attribute(.imageURL, at: 26, effectiveRange: nil) as? URL == URL(string: "/logo.png"))
        let intent = try #require(string.attribute(.presentationIntentAttributeName, at: 0, effectiveRange: nil))
        // Apple stores an NSPresentationIntent there; its identity and kind read the same.
        #expect(String(describing: intent).contains("header") || (intent as? PresentationIntent)?.components.first?.kind == .header(level: 1))
    }

    @Test func dataAndFileGiveTheSameString() throws {
        let fromString = try NSAttributedString(markdown: markdown)
        let fromData = try NSAttributedString(markdown: Data(markdown.utf8))
        #expect(fromData.isEqual(to: fromString))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ns-markdown-\(UUID().uuidString).md")
        try Data(markdown.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try NSAttributedString(contentsOf: file, baseURL: URL(string: "https://example.org/"))
        #expect(fromFile.string == fromString.string)
        // Resolved against the base URL. (swift-corelibs-foundation's NSURL bridging keeps the
        // absolute URL but not its base: compare absolute strings.)
        let image = fromFile.attribute(.imageURL, at: 26, effectiveRange: nil) as? URL
        #expect(image?.absoluteString == "https://example.org/logo.png")
    }

    @Test func invalidUTF8DataThrowsAsAttributedStringDoes() {
        #expect(throws: CocoaError.self) { try NSAttributedString(markdown: Data([0xff, 0xfe])) }
    }

    @Test func optionsApply() throws {
        let inline = try NSAttributedString(markdown: "one\n\n*two*", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(inline.string == "one\n\ntwo")
        #expect(inline.attribute(.presentationIntentAttributeName, at: 0, effectiveRange: nil) == nil)
        let positioned = try NSAttributedString(markdown: "a *b*", options: .init(appliesSourcePositionAttributes: true))
        #expect(positioned.attribute(.markdownSourcePosition, at: 2, effectiveRange: nil) != nil)
    }

    @Test func attributedStringRoundTripsThroughNSAttributedString() throws {
        let original = try AttributedString(markdown: markdown)
        let bridged = NSAttributedString(original)
        #expect(bridged.string == String(original.characters))
        let back = AttributedString(bridged)
        #expect(back == original)
        let scoped = try AttributedString(try NSAttributedString(original, including: \.foundation), including: \.foundation)
        #expect(scoped == original)
    }

    @Test func utf16RangesFollowTheText() throws {
        let string = try NSAttributedString(markdown: "👋🏽 *é* **x**")
        var range = NSRange()
        let emphasis = string.attribute(.inlinePresentationIntent, at: 5, effectiveRange: &range) as? NSNumber
        #expect(emphasis?.uintValue == InlinePresentationIntent.emphasized.rawValue)
        #expect(range == NSRange(location: 5, length: 1))
        #expect((string.attribute(.inlinePresentationIntent, at: 7, effectiveRange: nil) as? NSNumber)?.uintValue
            == InlinePresentationIntent.stronglyEmphasized.rawValue)
    }

    @Test func attributeDictionaryFromAContainer() {
        var container = AttributeContainer()
        container.inlinePresentationIntent = .code
        container.link = URL(string: "https://swift.org")
        let attributes = [NSAttributedString.Key: Any](container)
        #expect((attributes[.inlinePresentationIntent] as? NSNumber)?.uintValue == InlinePresentationIntent.code.rawValue)
        #expect(attributes[NSAttributedString.Key("NSLink")] as? URL == URL(string: "https://swift.org"))
    }

    @Test func aValueOfTheWrongTypeThrowsWithAScope() {
        let string = NSAttributedString(string: "x", attributes: [.inlinePresentationIntent: "not a number"])
        #expect(throws: (any Error).self) { try AttributedString(string, including: \.foundation) }
        // Without a scope the value is left out.
        #expect(AttributedString(string).runs.first?.inlinePresentationIntent == nil)
    }
}

import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import Testing

/// The README's code examples, compiled and checked, so the README cannot drift from the API.
@Suite("README examples")
struct ReadmeExamplesTests {
    @Test func parseTheAppleWay() throws {
        let string = try AttributedString(markdown: "This is **Bold text** and this is _italic_")
        #expect(string.characters.count == 36)
        #expect(string.runs.count == 4)
        let intents = string.runs.map { $0.inlinePresentationIntent?.rawValue ?? 0 }
        #expect(intents == [0, 2, 0, 1])
        #expect(string.runs.allSatisfy { $0.presentationIntent?.debugDescription == "[paragraph (id 1)]" })
    }

    @Test func optInExtensions() throws {
        let gfm = try AttributedString(markdown: "- [x] done\n- [ ] todo\n\nSee www.swift.org and the note[^1]\n\n[^1]: a footnote",
                                       syntaxExtensions: .all)
        #expect(gfm.runs.contains { $0.taskListItem == .checked })
        #expect(gfm.runs.contains { $0.link?.absoluteString == "http://www.swift.org" })
        #expect(gfm.runs.contains { $0.footnoteReference != nil })
    }

    @Test func extendedAttributesPersistenceAndStyling() throws {
        let text = try AttributedString(
            markdown: "^[BoldCaps and Danger](customStyle: 'boldcaps', customColor: 'danger')",
            including: \.customAttributes,
            options: .init(allowsExtendedAttributes: true))
        #expect(text.runs.first?.customStyle == .boldcaps)
        #expect(text.runs.first?.customColor == .danger)

        let data = try JSONEncoder().encode(text, including: \.customAttributes)
        let back = try JSONDecoder().decode(AttributedString.self, from: data, including: \.customAttributes)
        #expect(back.runs.first?.customStyle == .boldcaps)

        struct Note: Codable {
            @CodableAttributedString(from: \.customAttributes) var text = AttributedString()
            var theme = "menlo"
        }
        var note = Note()
        note.text = text
        let decoded = try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note))
        #expect(decoded.text.runs.first?.customColor == .danger)

        let styled = Theme.menlo.apply(to: CustomAttributesTransform().applied(to: text))
        #expect(String(styled.characters) == "BOLDCAPS AND DANGER")
        #expect(styled.runs.first?.styleBackgroundColor != nil)
    }

    @Test func renderers() throws {
        let html = AttributedHTMLRenderer().render(try AttributedString(markdown: "# Title\n\nHello *world*"))
        #expect(html == "<h1>Title</h1>\n<p>Hello <em>world</em></p>\n")
        let treeHTML = HTMLRenderer().render(MarkdownParser(options: .init(extensions: .gfm)).parse("| a |\n|---|\n| b |"))
        #expect(treeHTML.hasPrefix("<table>"))
    }
}

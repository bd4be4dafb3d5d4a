import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

/// On Apple platforms `AttributedString(markdown:)` is Apple's parser: its strings carry Apple's
/// attributes and none of this package's `AM…` extras. Our initializers make exactly Apple's
/// attributes plus those extras, so removing the extras gives what Apple's parser gives for the
/// same input (where Apple's output is known); renderers must work on such strings too.
@Suite struct AppleParsedStringRenderingTests {
    /// The string as Apple's parser would give it: ours without the `AM…` attributes.
    private func appleShaped(_ markdown: String) throws -> AttributedString {
        var string = try AttributedString(markdown: markdown)
        typealias Ours = AttributeScopes.MarkdownAttributes
        string[Ours.TightListsAttribute.self] = nil
        string[Ours.RawLinkAttribute.self] = nil
        string[Ours.InlineNestingAttribute.self] = nil
        string[Ours.LinkLabelFormattingAttribute.self] = nil
        string[Ours.EmptyLinksAttribute.self] = nil
        string[Ours.ImageTitleAttribute.self] = nil
        string[Ours.RawImageURLAttribute.self] = nil
        return string
    }

    @Test func listsWithoutTightnessRenderLoose() throws {
        let html = AttributedHTMLRenderer().render(try appleShaped("- a\n- b\n"))
        #expect(html == "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
    }

    @Test func linkLabelsWithoutTheirFormattingRenderPlain() throws {
        let html = AttributedHTMLRenderer().render(try appleShaped("[**call**](tel:1) now"))
        #expect(html == "<p><a href=\"tel:1\">call</a> now</p>\n")
    }

    @Test func anEmptyLinkWithoutItsRecordIsSimplyAbsent() throws {
        let html = AttributedHTMLRenderer().render(try appleShaped("before [](tel:1) after"))
        #expect(html == "<p>before  after</p>\n")
    }
}

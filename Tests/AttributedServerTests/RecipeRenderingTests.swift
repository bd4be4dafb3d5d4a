import AttributedEditing
import AttributedStyles
import Foundation
import Testing
@testable import AttributedServer

/// The editing surface's HTML holds the text exactly, paragraph per `<p>`, so that the page can
/// map UTF-16 offsets to DOM positions.
@Suite("Recipe surface HTML and input normalization")
struct RecipeRenderingTests {
    // Computed: a suite's stored property cannot be limited to Hummingbird's platforms.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    var surface: RecipeSurfaceHTML { RecipeSurfaceHTML() }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func paragraphsAndEmptyParagraphs() {
        #expect(surface.render(AttributedString()) == "<p><br></p>")
        #expect(surface.render(AttributedString("a")) == "<p>a</p>")
        #expect(surface.render(AttributedString("a\n")) == "<p>a</p><p><br></p>")
        #expect(surface.render(AttributedString("\n\nb")) == "<p><br></p><p><br></p><p>b</p>")
        #expect(surface.render(AttributedString("<b> & \"q\"")) == "<p>&lt;b&gt; &amp; &quot;q&quot;</p>")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func runsSpanningParagraphsAreClosedAndReopened() {
        var text = AttributedString("one\ntwo")
        text.inlinePresentationIntent = .stronglyEmphasized
        #expect(surface.render(text) == "<p><strong>one</strong></p><p><strong>two</strong></p>")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func ingredientsCarryTheirColorFromTheAttributes() {
        var text = AttributedString("butter")
        text[IngredientAttribute.self] = "butter"
        // Without the definition's color, an ingredient is not green.
        #expect(surface.render(text) == #"<p><span class="ingredient" data-ingredient="butter">butter</span></p>"#)
        text.styleForegroundColor = .green
        #expect(surface.render(text) == #"<p><span class="ingredient" data-ingredient="butter" style="color: #34c759">butter</span></p>"#)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theTextOfTheSurfaceIsTheTextOfTheString() throws {
        var text = AttributedString("Crème 👩🏽‍🍳 & שלום\n\n<tag>\tend\n")
        let range = try #require(text.range(of: "שלום"))
        text[range].inlinePresentationIntent = .emphasized
        let html = surface.render(text)
        // Strip tags, unescape, join paragraphs with "\n": the original text, UTF-16 for UTF-16.
        let paragraphs = html.components(separatedBy: "</p><p>").map { paragraph in
            paragraph.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        #expect(paragraphs.joined(separator: "\n") == String(text.characters[...]))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func runsThatSplitACharacterKeepEveryScalar() {
        // A combining accent formatted apart from its base letter: two runs inside one character.
        var accent = AttributedString("\u{301}!")
        accent.inlinePresentationIntent = .stronglyEmphasized
        let text = AttributedString("cafe") + accent
        #expect(text.runs.count == 2)
        #expect(surface.render(text) == "<p>cafe<strong>\u{301}!</strong></p>")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func insertedTextUsesLFAndDropsInvisibleControls() {
        #expect(RecipeOperation.normalizingNewlines("a\r\nb\rc\nd") == "a\nb\nc\nd")
        #expect(RecipeOperation.normalizingNewlines("a\u{0}b\u{7F}c\td") == "abc\td")
        #expect(RecipeOperation.normalizingNewlines("\r\n\r\n") == "\n\n")
        #expect(RecipeOperation.normalizingNewlines("plain 👍🏽") == "plain 👍🏽")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theIngredientKeyBehavesLikeWWDCs() {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            #expect(IngredientAttribute.inheritedByAddedText == false)
            #expect(IngredientAttribute.invalidationConditions == [.textChanged])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theDefinitionMakesIngredientsGreenAndNothingElse() {
        var attributes = AttributeContainer()
        attributes[IngredientAttribute.self] = "salt"
        attributes.link = URL(string: "https://example.com")
        let constrained = RecipeFormatting.definition.constrain(attributes)
        #expect(constrained.styleForegroundColor == .green)
        #expect(constrained.link == nil)
        var plain = AttributeContainer()
        plain.styleForegroundColor = .red
        #expect(RecipeFormatting.definition.constrain(plain).styleForegroundColor == nil)
    }
}

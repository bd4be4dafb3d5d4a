import Foundation
import Testing

/// What the engine relies on in Foundation, checked on this platform first.
@Suite("Foundation behaviour the engine relies on")
struct FoundationBehaviorTests {
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func transformUpdatingKeepsARangeOnTheSameText() throws {
        var text = AttributedString("add more butter")
        var ranges = [try #require(text.range(of: "butter"))]
        text.transform(updating: &ranges) { text in
            text.characters.insert(contentsOf: "soft ", at: text.startIndex)
        }
        #expect(String(text[ranges[0]].characters) == "butter")
        #expect(ranges[0].isValid(within: text))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func anyMutationInvalidatesIndicesEvenAttributeOnly() throws {
        var text = AttributedString("add more butter")
        let range = try #require(text.range(of: "more"))
        text[try #require(text.range(of: "add"))][TextColorAttribute.self] = "red"
        #expect(!range.isValid(within: text))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func rangeSetSlicesAndMutatesDiscontiguousText() throws {
        var text = AttributedString("one two three")
        let ranges = RangeSet([try #require(text.range(of: "one")), try #require(text.range(of: "three"))])
        #expect(String(text[ranges].characters) == "onethree")
        text[ranges][TextColorAttribute.self] = "blue"
        #expect(textsWith(TextColorAttribute.self, equalTo: "blue", in: text) == ["one", "three"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func utf16AndScalarViewsCountEmoji() {
        let text = AttributedString("a👍🏽👨‍👩‍👧🇫🇷")
        #expect(text.characters.count == 4)
        #expect(text.unicodeScalars.count == 1 + 2 + 5 + 2)
        #expect(text.utf16.count == 1 + 4 + 8 + 4)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func addedTextDoesNotInheritANonInheritedKey() throws {
        var text = AttributedString("butter")
        text[IngredientAttribute.self] = "butter"
        text.characters.append(contentsOf: "s")
        #expect(pieces(of: text, IngredientAttribute.self).map(\.0) == ["butter", "s"])
        #expect(pieces(of: text, IngredientAttribute.self).last?.1 == nil)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func textChangeInsideARunDropsATextChangedKeyFromTheWholeRun() {
        var text = AttributedString("butter")
        text[IngredientAttribute.self] = "butter"
        let middle = text.index(text.startIndex, offsetByCharacters: 3)
        text.characters.insert("X", at: middle)
        #expect(plain(text) == "butXter")
        #expect(text.runs.allSatisfy { $0[IngredientAttribute.self] == nil })
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func paragraphBoundAttributesCoverWholeParagraphs() throws {
        var text = AttributedString("first\nsecond")
        text[try #require(text.range(of: "ir"))][TestAlignmentAttribute.self] = .center
        #expect(textsWith(TestAlignmentAttribute.self, equalTo: .center, in: text) == ["first\n"])
    }
}

import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing

/// ``RunByRunEquality``: the comparison the incremental tests and the fuzz invariants use, which
/// Foundation's `==` cannot be alone (see its documentation).
@Suite("Equality by text and runs")
struct RunByRunEqualityTests {
    /// Found by 600 random edits in a long table of emoji with skin-tone modifiers (a modifier
    /// starting a row's line, after a row ending with the emoji it modifies): after this edit the
    /// incremental string and the full mapping have the same scalars, runs and attributes, but
    /// `==` says they differ, each differs from its own run-by-run copy, and the two copies
    /// differ from each other.
    @Test("Strings with the same scalars and runs are equal where Foundation's == says otherwise")
    func emojiModifiersAcrossRuns() throws {
        let source =
            "| a | b |\n|---|---|\n|#  é0 || \n👍🏽 0|\n| é1 | 👍🏽 1 |\n| é2 | 🏽> |  2 |\n|* é3 | 👍🏽 3 |\n" +
            "| é4 | |---|---|\n👍🏽 ```4 |\n| é5 |  |---|---|\n👍🏽 5 |\n|>  é6 | é👍🏽 6 |\n|---|---|\n| é7 " +
            "| 👍🏽 7 |\n| é8  🏽 8 |\n| é9 | 👍\n🏽 9 `|\n| 10  👍🏽 10 |`\n| é11 | 👍🏽 11 |\n| é2 | 👍\n\n🏽 12" +
            "|\n| é13 ```| 👍🏽 13 |\n| é14 | 👍🏽 14 |\n| xé15 | 👍x| new | row |\n🏽 15 *|\n| é16 | 👍 16 |\n" +
            "| é17 | | new | row |\n👍`- `` 17 |\n| é18 | 👍🏽 18 |\n| é19x |  | 👍🏽 19 |\n| é20 | 👍🏽 2`0 |" +
            "\n| *é2 | 👍🏽 1 |\n| é22 | 👍```🏽 22 |\n| 23 | 👍🏽 23 |\n#x Heading\n"
        let setup = IncrementalMappingSetup.all[2]
        var document = try setup.incremental(source)
        try document.apply(SourceEdit(range: SourceRange(2, 2), replacement: "```"))
        let expected = try setup.fullMapping(document.source)
        #expect(RunByRunEquality.sameScalarsAndRuns(document.attributedString, expected))
        #expect(RunByRunEquality.equal(document.attributedString, expected))
        #expect(RunSignature.of(document.attributedString) == RunSignature.of(expected))
    }

    @Test("Strings that differ in a scalar, a run boundary or an attribute are not equal")
    func differences() {
        var base = AttributedString("ab")
        base.inlinePresentationIntent = .emphasized
        var otherScalar = base
        otherScalar.characters.replaceSubrange(otherScalar.characters.startIndex..<otherScalar.characters.index(after: otherScalar.characters.startIndex), with: "x")
        var otherRuns = base
        otherRuns[otherRuns.index(afterCharacter: otherRuns.startIndex)...].inlinePresentationIntent = .stronglyEmphasized
        var otherAttribute = base
        otherAttribute.link = URL(string: "https://example.com")
        for other in [otherScalar, otherRuns, otherAttribute] {
            #expect(!RunByRunEquality.equal(base, other))
            #expect(!RunByRunEquality.sameScalarsAndRuns(base, other))
        }
        #expect(RunByRunEquality.equal(base, base))
    }
}

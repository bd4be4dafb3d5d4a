import Foundation
import Testing
import AttributedMarkdown
import MarkdownTestSupport

/// Properties every mapped string must have, checked on every CommonMark and GFM spec example
/// under several option sets: no input may crash the mapping or break Apple's invariants.
@Suite struct MappingInvariantTests {
    /// The Markdown of every example of the spec files (MarkdownTestSupport).
    static let examples: [String] = (SpecExample.commonMark + SpecExample.gfm + SpecExample.gfmExtensions
        + SpecExample.gfmRegression).map(\.markdown)

    @Test func theSpecExamplesAreLoaded() {
        // 652 CommonMark + 672 GFM + 30 extension + 26 regression examples.
        #expect(Self.examples.count == 1380)
    }

    @Test func fullSyntaxKeepsIdentitiesValidAndOrdered() throws {
        for markdown in Self.examples {
            let string = try AttributedString(
                markdown: markdown, options: .init(appliesSourcePositionAttributes: true), syntaxExtensions: .all)
            var highest = 0
            var previous: PresentationIntent?
            for run in string.runs {
                #expect(run.markdownSourcePosition != nil, "\(markdown.debugDescription)")
                guard let intent = run.presentationIntent else {
                    // Only raw HTML blocks and footnote content may sit outside every block.
                    #expect(run.inlinePresentationIntent?.contains(.blockHTML) == true || run.footnoteDefinition != nil,
                            "\(markdown.debugDescription)")
                    continue
                }
                #expect(intent.isValid, "\(markdown.debugDescription)")
                // Pre-order: a block's identity is larger than its parents', and a new innermost
                // block has a larger identity than every block seen before.
                let identities = intent.components.map(\.identity)
                #expect(identities == identities.sorted(by: >), "\(markdown.debugDescription)")
                if let innermost = identities.first, intent != previous {
                    #expect(innermost > highest || identities.contains(highest), "\(markdown.debugDescription)")
                    highest = Swift.max(highest, innermost)
                }
                previous = intent
            }
        }
    }

    @Test func inlineOnlySyntaxNeverAppliesPresentationIntents() throws {
        for syntax in [AttributedString.MarkdownParsingOptions.InterpretedSyntax.inlineOnly, .inlineOnlyPreservingWhitespace] {
            for markdown in Self.examples {
                let string = try AttributedString(markdown: markdown, options: .init(interpretedSyntax: syntax))
                #expect(string.runs.allSatisfy { $0.presentationIntent == nil }, "\(markdown.debugDescription)")
            }
        }
    }

    @Test func lenientExtendedAttributesNeverThrow() throws {
        let options = AttributedString.MarkdownParsingOptions(
            allowsExtendedAttributes: true, failurePolicy: .returnPartiallyParsedIfPossible, languageCode: "en")
        for markdown in Self.examples + ["^[a](b: )", "^[a](b: 1", "^[^[x](customStyle: 'boldcaps')](customColor: 1)"] {
            let string = try AttributedString(markdown: markdown, including: \.customAttributes, options: options)
            #expect(string.runs.allSatisfy { $0.languageIdentifier == "en" }, "\(markdown.debugDescription)")
        }
    }
}

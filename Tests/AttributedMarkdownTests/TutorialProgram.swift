// Apple's AttributedString tutorial, written as the tutorial has it, with `FoundationAttributes` in
// place of SwiftUI's. This one file is compiled twice: in AttributedMarkdownTests (which sees
// AttributedMarkdown alone) and, through a symbolic link, in TutorialProgramTests, built with
// TUTORIAL_WITH_RENDERING so that it also imports AttributedRendering and AttributedStyles. That
// it compiles there proves that the libraries declare none of the names the tutorial's program
// declares (issue 12's acceptance). The scope is also the one the other suites of this target use.
import Foundation
import Testing
import AttributedMarkdown
#if TUTORIAL_WITH_RENDERING
import AttributedRendering
import AttributedStyles
#endif

enum CustomStyleAttributes: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case boldcaps, smallitalics }
    static let name = "customStyle"
}

enum CustomColorAttributes: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case danger, highlight }
    static let name = "customColor"
}

extension AttributeScopes {
    struct CustomAttributes: AttributeScope {
        let customStyle: CustomStyleAttributes
        let customColor: CustomColorAttributes
        let foundation: FoundationAttributes
    }

    var customAttributes: CustomAttributes.Type { CustomAttributes.self }
}

extension AttributeDynamicLookup {
    subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CustomAttributes, T>) -> T {
        self[T.self]
    }
}

/// The tutorial's `printStringInfo`, returning its lines instead of printing them.
func printStringInfo(_ attributedString: AttributedString) -> [String] {
    var lines = ["The attributed string contains \(attributedString.characters.count) characters."]
    let runs = attributedString.runs
    lines.append("The attributed string has \(runs.count) runs.")
    for run in runs {
        if let textStyle = run.inlinePresentationIntent {
            lines.append("\(textStyle.rawValue)")
        }
        if let customStyle = run.customStyle {
            lines.append("customStyle = \(customStyle)")
        }
    }
    return lines
}

/// The tutorial's `annotateCustomAttributes`: what the custom attributes look like.
func annotateCustomAttributes(_ source: AttributedString) -> AttributedString {
    var attrString = source
    for run in attrString.runs {
        guard run.customStyle != nil else { continue }
        let range = run.range
        if run.customStyle == .boldcaps {
            let uppercased = attrString[range].characters.map { $0.uppercased() }.joined()
            attrString.characters.replaceSubrange(range, with: uppercased)
            attrString[range].inlinePresentationIntent = .stronglyEmphasized
        }
    }
    return attrString
}

@Suite struct TutorialProgram {
    @Test func theTutorialPrintsItsResults() throws {
        let string = try AttributedString(markdown: "This is **Bold text** and this is _italic_")
        #expect(printStringInfo(string) == [
            "The attributed string contains 36 characters.",
            "The attributed string has 4 runs.",
            "2",
            "1",
        ])

        let both = try AttributedString(markdown: "**_both_**")
        #expect(printStringInfo(both).last == "3")

        var theme = AttributeContainer()
        theme.languageIdentifier = "en"
        var custom = try AttributedString(
            markdown: "^[Hello](customStyle: 'boldcaps')",
            including: AttributeScopes.CustomAttributes.self,
            options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true))
        custom.mergeAttributes(theme)
        #expect(printStringInfo(custom).contains("customStyle = boldcaps"))
        let annotated = annotateCustomAttributes(custom)
        #expect(String(annotated.characters) == "HELLO")
        #expect(annotated.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
        #expect(annotated.runs.first?.languageIdentifier == "en")

        let byKeyPath = try AttributedString(
            markdown: "^[Hello](customStyle: 'boldcaps')", including: \.customAttributes,
            options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true))
        #expect(byKeyPath.runs.first?.customStyle == .boldcaps)
    }
}

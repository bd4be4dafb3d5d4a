import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import Testing

/// The styled renderers' golden document (`Golden/kitchen-sink.md`, every block and inline
/// kind plus the tutorial's custom attributes) and their checked-in outputs
/// (`Golden/terminal`, `Golden/rtf`, `Golden/styled-html`).
///
/// To re-record after an intended change, run the tests with `AM_RECORD_GOLDEN=1`, then
/// review the diff of the golden files by eye before committing.
enum StyledOutputGoldenFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The kitchen-sink Markdown.
    static func kitchenSinkSource() throws -> String {
        try String(contentsOf: directory.appendingPathComponent("kitchen-sink.md"), encoding: .utf8)
    }

    /// `source` parsed as the CLI parses it with `--gfm --extended-attributes`: every GFM
    /// extension, the tutorial's scope.
    static func parse(_ source: String) throws -> AttributedString {
        try AttributedString(
            markdown: source,
            including: AttributeScopes.CustomAttributes.self,
            options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true),
            syntaxExtensions: .all)
    }

    /// The kitchen sink after the tutorial's transform and `theme`, as styled output renders it.
    static func styledKitchenSink(theme: Theme = .default) throws -> AttributedString {
        var string = try parse(kitchenSinkSource())
        CustomAttributesTransform().apply(to: &string)
        return theme.apply(to: string)
    }

    /// Compares `actual` with the golden file at `path` (under `Golden/`); records it instead
    /// when `AM_RECORD_GOLDEN=1`.
    static func expectMatches(_ actual: String, golden path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["AM_RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from Golden/\(path)", sourceLocation: sourceLocation)
    }
}

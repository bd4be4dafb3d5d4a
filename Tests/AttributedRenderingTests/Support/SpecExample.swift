import Foundation
import Testing

/// One example of a spec file (`spec.json` as converted from the CommonMark / cmark-gfm test
/// files), loaded from `Tests/MarkdownSyntaxTests/Resources` by a path relative to this file.
struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    let example: Int
    let section: String
    let markdown: String
    let html: String
    let extensions: [String]
    /// Set on the two GFM task-list examples upstream disables (cmark-gfm writes their
    /// checkboxes differently from the spec text).
    let disabled: Bool?

    var testDescription: String { "example \(example) (\(section))" }

    /// The examples of `file` (`commonmark-0.31.2/spec.json`…); empty when it cannot be read,
    /// which the callers' count expectations then report.
    static func load(_ file: String) -> [SpecExample] {
        let resources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // AttributedRenderingTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("MarkdownSyntaxTests/Resources")
        guard let data = try? Data(contentsOf: resources.appendingPathComponent(file)) else { return [] }
        return (try? JSONDecoder().decode([SpecExample].self, from: data)) ?? []
    }
}

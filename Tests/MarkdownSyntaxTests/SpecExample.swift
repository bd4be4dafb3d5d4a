import Foundation
import MarkdownSyntax

/// One example of a spec test file (`spec.json`, `extensions.json`, `regression.json`).
struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    let example: Int
    let section: String
    let markdown: String
    let html: String
    let extensions: [String]
    /// Which file it comes from, for test names.
    var file = ""

    private enum CodingKeys: String, CodingKey {
        case example, section, markdown, html, extensions
    }

    var testDescription: String { "\(file) #\(example) (\(section))" }

    /// The extensions the example lists, as an option set.
    var extensionSet: MarkdownExtensions {
        extensions.reduce(into: MarkdownExtensions()) { set, name in
            if let value = MarkdownExtensions(name: name) { set.insert(value) }
        }
    }

    /// Loads `Resources/<path>` from the test bundle; empty when missing (a count test catches that).
    static func load(_ path: String) -> [SpecExample] {
        let url = Bundle.module.bundleURL.appendingPathComponent("Resources").appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url),
              let examples = try? JSONDecoder().decode([SpecExample].self, from: data) else { return [] }
        return examples.map { example in
            var copy = example
            copy.file = path
            return copy
        }
    }

    static let commonMark = load("commonmark-0.31.2/spec.json")
    static let gfm = load("gfm-0.29.0.gfm.13/spec.json")
    static let gfmExtensions = load("gfm-0.29.0.gfm.13/extensions.json")
    static let gfmRegression = load("gfm-0.29.0.gfm.13/regression.json")
}

import Testing

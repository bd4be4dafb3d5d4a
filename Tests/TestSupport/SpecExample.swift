import Foundation
import MarkdownSyntax
import Testing

/// One example of a spec test file (`spec.json`, `extensions.json`, `regression.json`), kept in
/// this target's resources: the one place every test target loads the specs from.
public struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    public let example: Int
    public let section: String
    public let markdown: String
    public let html: String
    public let extensions: [String]
    /// Fenced `example disabled` upstream (cmark-gfm writes the two task-list examples'
    /// checkboxes differently from the spec text).
    public let disabled: Bool?
    /// Which file it comes from, for test names.
    public var file = ""

    private enum CodingKeys: String, CodingKey {
        case example, section, markdown, html, extensions, disabled
    }

    public var isDisabled: Bool { disabled ?? false }

    public var testDescription: String { "\(file) #\(example) (\(section))" }

    /// The extensions the example lists, as an option set.
    public var extensionSet: MarkdownExtensions {
        extensions.reduce(into: MarkdownExtensions()) { set, name in
            if let value = MarkdownExtensions(name: name) { set.insert(value) }
        }
    }

    /// Loads `Resources/<path>` from the test bundle; empty when missing (a count test catches that).
    public static func load(_ path: String) -> [SpecExample] {
        guard let url = TestCorpus.resourceURL(path),
              let data = try? Data(contentsOf: url),
              let examples = try? JSONDecoder().decode([SpecExample].self, from: data) else { return [] }
        return examples.map { example in
            var copy = example
            copy.file = path
            return copy
        }
    }

    public static let commonMark = load("commonmark-0.31.2/spec.json")
    public static let gfm = load("gfm-0.29.0.gfm.13/spec.json")
    public static let gfmExtensions = load("gfm-0.29.0.gfm.13/extensions.json")
    public static let gfmRegression = load("gfm-0.29.0.gfm.13/regression.json")
    /// The regression tests of cmark's and commonmark.js's own repositories.
    public static let cmarkRegression = load("cmark/regression.json")
    public static let commonMarkJSRegression = load("commonmark.js/regression.json")
    /// pulldown-cmark's GitHub-alert examples (`specs/blockquotes_tags.txt`), in its own markup.
    public static let pulldownAlerts = load("pulldown-cmark/blockquotes_tags.json")
}


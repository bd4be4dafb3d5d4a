import Foundation
import MarkdownSyntax
import Testing

/// One example of a spec test file (`spec.json`, `extensions.json`, `regression.json`).
struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    let example: Int
    let section: String
    let markdown: String
    let html: String
    let extensions: [String]
    /// Fenced `example disabled` upstream.
    let disabled: Bool?
    /// Which file it comes from, for test names.
    var file = ""

    private enum CodingKeys: String, CodingKey {
        case example, section, markdown, html, extensions, disabled
    }

    var isDisabled: Bool { disabled ?? false }

    var testDescription: String { "\(file) #\(example) (\(section))" }

    /// The extensions the example lists, as an option set.
    var extensionSet: MarkdownExtensions {
        extensions.reduce(into: MarkdownExtensions()) { set, name in
            if let value = MarkdownExtensions(name: name) { set.insert(value) }
        }
    }

    /// Loads `Resources/<path>` from the test bundle; empty when missing (a count test catches that).
    static func load(_ path: String) -> [SpecExample] {
        // macOS bundles keep resources under `Contents/Resources`, Linux ones at the bundle root.
        let bases = [Bundle.module.resourceURL, Bundle.module.bundleURL].compactMap { $0 }
        let urls = bases.map { $0.appendingPathComponent("Resources").appendingPathComponent(path) }
        guard let url = urls.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let data = try? Data(contentsOf: url),
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


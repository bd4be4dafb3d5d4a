import Foundation

/// Real-world Markdown files kept in this target's resources (`Resources/corpus`, see its
/// LICENSE.md), for the property tests of every layer.
public enum TestCorpus {
    /// The files, by name.
    public static let fileNames = [
        "swift-book-Subscripts.md",
        "swift-evolution-0283-tuples.md",
        "awesome-pull_request_template.md",
        "markdown-it-block-tables.md",
    ]

    /// The text of `name`, or nil when the resource is missing.
    public static func text(_ name: String) -> String? {
        guard let url = resourceURL("corpus/" + name), let data = try? Data(contentsOf: url) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The URL of `Resources/<path>` in this target's bundle, or nil when it is missing.
    /// macOS bundles keep resources under `Contents/Resources`, Linux ones at the bundle root.
    public static func resourceURL(_ path: String) -> URL? {
        let bases = [Bundle.module.resourceURL, Bundle.module.bundleURL].compactMap { $0 }
        let urls = bases.map { $0.appendingPathComponent("Resources").appendingPathComponent(path) }
        return urls.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

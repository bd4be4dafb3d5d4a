import ArgumentParser
import AttributedMarkdown

/// The options every command that parses Markdown shares.
struct MarkdownInputOptions: ParsableArguments {
    @Argument(help: "The Markdown file to read ('-' or nothing: standard input).")
    var file: String?

    @Option(name: .customLong("extension"),
            help: ArgumentHelp("Enable a GFM extension (repeatable).", valueName: "table|strikethrough|autolink|tagfilter|tasklist|footnotes"))
    var extensions: [String] = []

    @Flag(help: "Enable every GFM extension (table, strikethrough, autolink, tagfilter, tasklist, footnotes) and cmark-gfm's rendering conventions.")
    var gfm = false

    mutating func validate() throws {
        for name in extensions where MarkdownExtensions(name: name) == nil {
            let known = MarkdownExtensions.byName.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown extension '\(name)' (known: \(known))")
        }
    }

    /// The extensions the flags name.
    var markdownExtensions: MarkdownExtensions {
        var result: MarkdownExtensions = gfm ? .all : []
        for name in extensions {
            if let value = MarkdownExtensions(name: name) { result.insert(value) }
        }
        return result
    }

    var input: InputSource { InputSource(path: file) }
}

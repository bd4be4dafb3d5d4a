import AttributedMarkdown
import Foundation

/// What a `render` command line asks for, as plain values: ``RenderCommand`` makes one from what
/// ArgumentParser read, and ``DirectRenderInvocation`` from the common command lines it
/// recognises without ArgumentParser. Both render through it (`RenderCommand.swift` and
/// `RenderCommand+AttributedOutputs.swift`), so the two paths cannot drift apart.
struct RenderSettings: Equatable {
    typealias Format = RenderCommand.Format
    typealias Path = RenderCommand.Path
    typealias ColorChoice = RenderCommand.ColorChoice

    /// The Markdown file (`-` or nil: standard input).
    var file: String?
    /// The extensions `--gfm` and `--extension` name (the syntax's baseline is added when rendering).
    var markdownExtensions: MarkdownExtensions = []
    var extendedAttributes = false
    var format: RenderCommand.Format?
    var via: RenderCommand.Path = .syntaxTree
    var commonmark = false
    var unsafe = false
    var headingIDs = false
    var highlight: Bool?
    var theme: String?
    var width: Int?
    var standalone = false
    var inlineStyles = false
    var color: RenderCommand.ColorChoice = .auto
    var hyperlinks = true

    var input: InputSource { InputSource(path: file) }

    /// The `AttributedString` of `text`, as Apple's initializer makes it, with the extensions
    /// named on the command line (plus `baseline`).
    func attributedString(_ text: String, baseline: MarkdownExtensions = []) throws -> AttributedString {
        let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: extendedAttributes)
        return try AttributedString(markdown: text, including: MarkdownInputOptions.Scope.self, options: options,
                                    syntaxExtensions: markdownExtensions.union(baseline))
    }
}

import ArgumentParser
import AttributedMarkdown
import AttributedRendering
import Foundation

/// `attributed render`: Markdown to HTML, plain text, Markdown or JSON.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Markdown as HTML, plain text, Markdown or Codable JSON.",
        discussion: """
        HTML is rendered from the syntax tree by default, byte for byte as cmark renders it.
        '--via attributed-string' parses into an AttributedString (as AttributedString(markdown:)
        does) and renders that instead. Text, Markdown and JSON always come from the AttributedString;
        JSON is the Codable AttributedString in Apple's shape.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, text, markdown, json
    }

    enum Path: String, ExpressibleByArgument, CaseIterable {
        case syntaxTree = "syntax-tree"
        case attributedString = "attributed-string"
    }

    @OptionGroup var source: MarkdownInputOptions

    @Option(name: .customLong("to"), help: "Output format.")
    var format: Format = .html

    @Option(help: "What HTML is rendered from.")
    var via: Path = .syntaxTree

    @Flag(help: "Pass raw HTML and dangerous URLs (javascript:, …) through instead of omitting them.")
    var unsafe = false

    func run() throws {
        try source.reportingErrors {
            let text = try source.input.readText()
            writeOutput(try render(text))
        }
    }

    private func render(_ text: String) throws -> String {
        let extensions = source.markdownExtensions
        if format == .html, via == .syntaxTree {
            let parseOptions = ParseOptions(extensions: extensions, extendedAttributes: source.extendedAttributes)
            let document = MarkdownParser(options: parseOptions).parse(text)
            let options = HTMLRenderOptions(unsafe: unsafe, tagFilter: extensions.contains(.tagfilter),
                                            collapsesNestedStrong: source.gfm)
            return HTMLRenderer(options: options).render(document)
        }
        let string = try source.attributedString(text)
        switch format {
        case .html:
            let options = AttributedHTMLRenderer.Options(unsafe: unsafe, tagFilter: extensions.contains(.tagfilter))
            return AttributedHTMLRenderer(options: options).render(string)
        case .text:
            return PlainTextRenderer().render(string)
        case .markdown:
            return MarkdownWriter().markdown(from: string)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(string, including: \.customAttributes)
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }
}

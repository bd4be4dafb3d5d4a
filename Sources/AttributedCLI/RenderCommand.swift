import ArgumentParser
import AttributedMarkdown
import AttributedRendering
import Foundation

/// `attributed render`: Markdown to HTML, plain text or Markdown.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Markdown as HTML, plain text or Markdown.",
        discussion: """
        HTML is rendered from the syntax tree by default, byte for byte as cmark renders it.
        '--via attributed-string' parses into an AttributedString (as AttributedString(markdown:)
        does) and renders that instead. Text and Markdown are always rendered from the AttributedString.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, text, markdown
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
        do {
            let text = try source.input.readText()
            writeOutput(try render(text))
        } catch let error as CLIError {
            printError(error.message)
            throw ExitCode.failure
        } catch let error as MarkdownParsingError {
            printError("\(source.input.displayName): \(error)")
            throw ExitCode.failure
        }
    }

    private func render(_ text: String) throws -> String {
        let extensions = source.markdownExtensions
        let document = MarkdownParser(options: ParseOptions(extensions: extensions)).parse(text)
        if format == .html, via == .syntaxTree {
            let options = HTMLRenderOptions(unsafe: unsafe, tagFilter: extensions.contains(.tagfilter),
                                            collapsesNestedStrong: source.gfm)
            return HTMLRenderer(options: options).render(document)
        }
        let string = try document.attributedString()
        switch format {
        case .html:
            let options = AttributedHTMLRenderer.Options(unsafe: unsafe, tagFilter: extensions.contains(.tagfilter))
            return AttributedHTMLRenderer(options: options).render(string)
        case .text:
            return PlainTextRenderer().render(string)
        case .markdown:
            return MarkdownWriter().markdown(from: string)
        }
    }
}

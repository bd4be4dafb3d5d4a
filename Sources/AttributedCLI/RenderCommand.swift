import ArgumentParser
import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope

/// `attributed render`: Markdown to HTML, a terminal, RTF, plain text, Markdown or JSON.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Markdown for a terminal, or as HTML, RTF, plain text, Markdown or Codable JSON.",
        discussion: """
        Without --to, output goes to the terminal when standard output is one, else it is HTML.

        HTML is rendered from the syntax tree by default, byte for byte as cmark renders it; '--via attributed-string' parses into an AttributedString (as AttributedString(markdown:) does) and renders that instead. --theme, --standalone or --inline-styles switch to styled HTML from the themed AttributedString.

        Terminal and RTF output are always themed ('default' unless --theme says otherwise). Terminal colors appear only when standard output is a terminal and NO_COLOR is unset, unless --color always; 24-bit color when COLORTERM=truecolor.

        Text, Markdown and JSON come from the AttributedString; JSON is the Codable AttributedString in Apple's shape (with the theme's style attributes when --theme is given).

        Syntax: GitHub Flavored Markdown by default, for every output (tables, strikethrough, autolinks, the tag filter, task lists, footnotes, GitHub's alerts, and cmark-gfm's rendering conventions). --commonmark reads strict CommonMark with cmark's conventions instead, plus any --extension named; with it, the outputs other than cmark-compatible HTML still read GFM tables and strikethrough, as Apple's AttributedString(markdown:) does.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, terminal, rtf, text, markdown, json
    }

    enum Path: String, ExpressibleByArgument, CaseIterable {
        case syntaxTree = "syntax-tree"
        case attributedString = "attributed-string"
    }

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @OptionGroup var source: MarkdownInputOptions

    @Option(name: .customLong("to"), help: "Output format (default: terminal when standard output is a terminal, else html).")
    var format: Format?

    @Option(help: "What cmark-exact HTML is rendered from.")
    var via: Path = .syntaxTree

    @Flag(help: "Read strict CommonMark (cmark's conventions) plus only the extensions --extension names, instead of GitHub Flavored Markdown.")
    var commonmark = false

    @Flag(help: "Pass raw HTML and dangerous URLs (javascript:, …) through instead of omitting them.")
    var unsafe = false

    @Flag(name: .customLong("heading-ids"), help: "HTML from the syntax tree: give headings GitHub-style anchor ids (<h2 id=\"getting-started\">).")
    var headingIDs = false

    @Flag(inversion: .prefixedNo, help: """
        Syntax highlighting of fenced code by its language: on by default in styled HTML and the terminal, \
        off by default in cmark's HTML (--highlight adds <span class="hl-…"> tokens).
        """)
    var highlight: Bool?

    @Option(help: ArgumentHelp("The theme of styled output (see 'attributed themes'; default: default).", valueName: "name"))
    var theme: String?

    @Option(help: "Terminal output width in columns (default: the terminal's width, else $COLUMNS, else 80).")
    var width: Int?

    @Flag(help: "HTML: write a complete page (doctype, charset, viewport, title, theme stylesheet with a dark variant).")
    var standalone = false

    @Flag(help: "HTML: put every element's style in a style attribute instead of classes and a stylesheet.")
    var inlineStyles = false

    @Option(help: "Terminal colors: auto (only on a terminal, honouring NO_COLOR), always, never.")
    var color: ColorChoice = .auto

    @Flag(inversion: .prefixedNo, help: "Terminal: write links as clickable OSC 8 hyperlinks (else 'text (url)').")
    var hyperlinks = true

    mutating func validate() throws {
        if commonmark && source.gfm {
            throw ValidationError("--commonmark and --gfm exclude each other (GitHub Flavored Markdown is the default)")
        }
        if let width, width < 1 {
            throw ValidationError("--width must be at least 1")
        }
    }

    func run() throws {
        let settings = settings
        try source.reportingErrors { try settings.render() }
    }

    /// What the command line asks for, as plain values (what ``DirectRenderInvocation`` makes
    /// without ArgumentParser for the common command lines).
    var settings: RenderSettings {
        RenderSettings(file: source.file, markdownExtensions: source.markdownExtensions,
                       extendedAttributes: source.extendedAttributes, format: format, via: via, commonmark: commonmark,
                       unsafe: unsafe, headingIDs: headingIDs, highlight: highlight, theme: theme, width: width,
                       standalone: standalone, inlineStyles: inlineStyles, color: color, hyperlinks: hyperlinks)
    }
}

extension RenderSettings {
    /// Renders to standard output (errors are thrown for the caller to report as
    /// ``MarkdownInputOptions/reportingErrors(_:)`` does).
    func render() throws {
        let selectedTheme = try resolvedTheme()
        if rendersSyntaxTreeHTML {
            try input.withUTF8 { writeSyntaxTreeHTML($0) }
        } else {
            switch try render(try input.readText(), theme: selectedTheme) {
            case .text(let text): writeOutput(text)
            case .utf8(let bytes): writeOutput(bytes)
            }
        }
    }

    /// The theme `--theme` names (`default` when absent); an unknown name is a one-line error
    /// listing the built-in themes.
    private func resolvedTheme() throws(CLIError) -> Theme {
        guard let theme else { return .default }
        guard let found = Theme.named(theme, in: Theme.appThemes) else {
            let names = Theme.appThemes.map(\.name).joined(separator: ", ")
            throw CLIError("unknown theme '\(theme)' (themes: \(names))")
        }
        return found
    }

    private var effectiveFormat: Format {
        format ?? (TerminalInfo.standardOutputIsTerminal ? .terminal : .html)
    }

    private var rendersStyledHTML: Bool { theme != nil || standalone || inlineStyles }

    /// Plain HTML from the syntax tree (the default `--to html`): cmark's output, written as bytes.
    private var rendersSyntaxTreeHTML: Bool { effectiveFormat == .html && via == .syntaxTree && !rendersStyledHTML }

    /// The extensions read: every GFM extension unless `--commonmark`, plus those `--extension` names.
    private var extensions: MarkdownExtensions {
        commonmark ? markdownExtensions : markdownExtensions.union(.all)
    }

    /// Streams the HTML to standard output block by block (``SyntaxTreeHTMLOutput``).
    /// `markdown` is valid UTF-8 (``InputSource/withUTF8(_:)`` checked it).
    private func writeSyntaxTreeHTML(_ markdown: UnsafeBufferPointer<UInt8>) {
        SyntaxTreeHTMLOutput(extensions: extensions, extendedAttributes: extendedAttributes, unsafe: unsafe,
                             commonmark: commonmark, headingIDs: headingIDs, highlightsCode: highlight == true).write(markdown)
    }

    /// `--unsafe`, and the tag filter when `extensions` has it.
    private func safety(_ extensions: MarkdownExtensions) -> HTMLSafetyOptions {
        HTMLSafetyOptions(unsafe: unsafe, tagFilter: extensions.contains(.tagfilter))
    }

    private func render(_ text: String, theme selectedTheme: Theme) throws -> RenderedOutput {
        let extensions = extensions
        let format = effectiveFormat
        let styledHTML = rendersStyledHTML
        // With --commonmark, the cmark-compatible HTML path reads exactly the extensions asked for
        // (the CommonMark and GFM spec suites run through it); every other output reads at least
        // what Apple's AttributedString(markdown:) reads: GFM tables and strikethrough.
        let cmarkCompatible = format == .html && !styledHTML
        let baseline: MarkdownExtensions = commonmark ? (cmarkCompatible ? [] : [.table, .strikethrough]) : .all
        if let output = try runListOutput(text, format: format, baseline: baseline, theme: selectedTheme) {
            return output
        }
        return .text(try render(try attributedString(text, baseline: baseline), format: format, styledHTML: styledHTML,
                                extensions: extensions, theme: selectedTheme))
    }

    /// `string` in `format` (the outputs written from an `AttributedString`).
    private func render(_ string: AttributedString, format: Format, styledHTML: Bool, extensions: MarkdownExtensions,
                        theme selectedTheme: Theme) throws -> String {
        switch format {
        case .html where !styledHTML:
            return AttributedHTMLRenderer(options: safety(extensions)).render(string)
        case .html:
            let options = StyledHTMLRenderer.Options(
                theme: selectedTheme,
                darkTheme: theme == nil ? .dark : nil,
                inlineStyles: inlineStyles,
                standalone: standalone,
                safety: safety(extensions),
                highlightsCode: highlight != false)
            return StyledHTMLRenderer(options: options).render(styled(string, theme: selectedTheme))
        case .terminal:
            return terminalOutput(string, theme: selectedTheme)
        case .rtf:
            let options = RTFRenderer.Options(appearance: selectedTheme.appearance)
            return RTFRenderer(options: options).render(styled(string, theme: selectedTheme))
        case .text:
            return PlainTextRenderer().render(string)
        case .markdown:
            return MarkdownWriter().markdown(from: string)
        case .json:
            return try jsonOutput(theme == nil ? string : styled(string, theme: selectedTheme))
        }
    }

    /// The string as styled renderers show it: the tutorial's transform first (with
    /// `--extended-attributes`), then the theme, which keeps the transform's colors.
    func styled(_ string: AttributedString, theme: Theme) -> AttributedString {
        var transformed = string
        if extendedAttributes { CustomAttributesTransform().apply(to: &transformed) }
        return theme.apply(to: transformed)
    }

}

import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope

// `render --to terminal`, `--to text`, `--to markdown`, `--to rtf` and `--to json`: the outputs
// written from the runs in one pass, without a styled copy of the string (terminal, RTF) or
// Foundation's JSON value tree (json),
// and, unless extended attributes are decoded (their transform works on an AttributedString) or
// JSON is themed, from an `AttributedRunList` rather than an `AttributedString`. Kept apart from
// RenderCommand.swift, whose HTML path is tuned separately.

extension RenderSettings {
    /// The output of the formats written from the mapping's runs without an `AttributedString`
    /// (the same bytes as from the string), or `nil` for the others.
    func runListOutput(_ text: String, format: Format, baseline: MarkdownExtensions, theme: Theme) throws -> RenderedOutput? {
        guard !extendedAttributes else { return nil }
        let runs: () throws -> AttributedRunList = {
            try AttributedRunList(markdown: text, including: MarkdownInputOptions.Scope.self,
                                  syntaxExtensions: markdownExtensions.union(baseline))
        }
        switch format {
        case .terminal:
            return .utf8(terminalRenderer(theme: theme).renderUTF8(try runs(), applyingTheme: theme))
        case .text:
            return .text(PlainTextRenderer().render(try runs()))
        case .markdown:
            return .text(MarkdownWriter().markdown(from: try runs()))
        case .rtf:
            return .text(RTFRenderer(options: RTFRenderer.Options(appearance: theme.appearance)).render(try runs(), applyingTheme: theme))
        case .json where self.theme == nil:
            return .text(try jsonOutput(try runs()))
        default:
            return nil
        }
    }

    /// The renderer of `--to terminal` with the command's options.
    private func terminalRenderer(theme: Theme) -> TerminalRenderer {
        TerminalRenderer(options: TerminalRenderer.Options(
            width: width ?? TerminalInfo.width,
            colorMode: terminalColorMode,
            hyperlinks: hyperlinks,
            theme: theme,
            highlightsCode: highlight != false))
    }

    /// The JSON `jsonOutput` writes for the string whose runs `runs` are.
    func jsonOutput(_ runs: AttributedRunList) throws -> String {
        try jsonString(jsonEncoder.encode(runs, including: \.customAttributes))
    }

    /// The terminal text: the theme is applied to the runs while they are rendered
    /// (``TerminalRenderer/render(_:applyingTheme:)``), which is what rendering
    /// ``styled(_:theme:)``'s copy gives, without making that copy.
    func terminalOutput(_ string: AttributedString, theme: Theme) -> String {
        var transformed = string
        if extendedAttributes { CustomAttributesTransform().apply(to: &transformed) }
        return terminalRenderer(theme: theme).render(transformed, applyingTheme: theme)
    }

    /// The Codable AttributedString in Apple's shape, keys sorted, pretty-printed, slashes
    /// unescaped, then a newline.
    func jsonOutput(_ string: AttributedString) throws -> String {
        try jsonString(jsonEncoder.encode(string, including: \.customAttributes))
    }

    /// Keys sorted, pretty-printed, slashes unescaped.
    private var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// The output: the JSON, then a newline.
    private func jsonString(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `--color`, `NO_COLOR`, whether standard output is a terminal, and `COLORTERM`.
    private var terminalColorMode: TerminalColorMode {
        switch color {
        case .never:
            return .none
        case .auto where TerminalInfo.noColorRequested || !TerminalInfo.standardOutputIsTerminal:
            return .none
        case .auto, .always:
            return TerminalInfo.supportsTrueColor ? .truecolor : .ansi256
        }
    }
}

import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope

// `render --to terminal` and `--to json`: the outputs written from the AttributedString's runs
// in one pass, without a styled copy of the string (terminal) or Foundation's JSON value tree
// (json). Kept apart from RenderCommand.swift, whose HTML path is tuned separately.

extension RenderCommand {
    /// The terminal text: the theme is applied to the runs while they are rendered
    /// (``TerminalRenderer/render(_:applyingTheme:)``), which is what rendering
    /// ``styled(_:theme:)``'s copy gives, without making that copy.
    func terminalOutput(_ string: AttributedString, theme: Theme) -> String {
        let options = TerminalRenderer.Options(
            width: width ?? TerminalInfo.width,
            colorMode: terminalColorMode,
            hyperlinks: hyperlinks,
            theme: theme)
        var transformed = string
        if source.extendedAttributes { CustomAttributesTransform().apply(to: &transformed) }
        return TerminalRenderer(options: options).render(transformed, applyingTheme: theme)
    }

    /// The Codable AttributedString in Apple's shape, keys sorted, pretty-printed, slashes
    /// unescaped, then a newline.
    func jsonOutput(_ string: AttributedString) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(string, including: \.customAttributes)
        return String(decoding: data, as: UTF8.self) + "\n"
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

import AttributedStyles

/// The look of a stretch of terminal text: what SGR (Select Graphic Rendition) can express.
///
/// Style attributes (`AttributeScopes/StyleAttributes`) and Markdown's inline intents both
/// become one of these, so that the line layout never has to know where a look came from.
struct TerminalStyle: Hashable, Sendable {
    var bold = false
    var dim = false
    var italic = false
    var strikethrough = false
    var underline: LineStyle.Pattern?
    var foreground: StyleColor.RGBA?
    var background: StyleColor.RGBA?
    var underlineColor: StyleColor.RGBA?

    /// No attribute at all: the terminal's default look.
    static let plain = TerminalStyle()

    /// The SGR parameters that set this style from a reset state, joined by `;` (empty for
    /// ``plain``).
    func sgrParameters(mode: TerminalColorMode) -> String {
        guard mode != .none else { return "" }
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if italic { parameters.append("3") }
        if let underline {
            parameters.append(Self.underlineParameter(underline, mode: mode))
        }
        if strikethrough { parameters.append("9") }
        if let foreground { parameters.append(TerminalColorEncoding.parameters(foreground, layer: .foreground, mode: mode)) }
        if let background { parameters.append(TerminalColorEncoding.parameters(background, layer: .background, mode: mode)) }
        if underline != nil, let underlineColor, mode != .ansi16 {
            parameters.append(TerminalColorEncoding.parameters(underlineColor, layer: .underline, mode: mode))
        }
        return parameters.joined(separator: ";")
    }

    /// `4` for a solid underline; with 256 colors or more the extended forms kitty, WezTerm,
    /// iTerm2 and VTE understand: `4:4` dotted, `4:5` dashed (dash-dot patterns too, the
    /// closest). The 16-color mode targets older terminals, which read `4:5` as garbage, so it
    /// always writes a plain `4`.
    private static func underlineParameter(_ pattern: LineStyle.Pattern, mode: TerminalColorMode) -> String {
        guard mode == .ansi256 || mode == .truecolor else { return "4" }
        switch pattern {
        case .solid: return "4"
        case .dot: return "4:4"
        case .dash, .dashDot, .dashDotDot: return "4:5"
        }
    }
}

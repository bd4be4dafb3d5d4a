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

    /// Hashes the flags and the two colors as three words: the encoder looks up a style's escape
    /// sequence once per change of style, and hashing each field apart (eight doubles and the
    /// optionals' tags) cost ~270 instructions a lookup. Equal styles hash alike: the underline
    /// color is left out, which only makes it collide with a style that differs in it alone.
    func hash(into hasher: inout Hasher) {
        var flags: UInt64 = (bold ? 1 : 0) | (dim ? 2 : 0) | (italic ? 4 : 0) | (strikethrough ? 8 : 0)
        if let underline { flags |= UInt64(1 + (LineStyle.Pattern.allCases.firstIndex(of: underline) ?? 0)) << 8 }
        hasher.combine(flags)
        hasher.combine(Self.fold(foreground))
        hasher.combine(Self.fold(background))
    }

    /// A color's components folded into one word (nil: a value no color folds to in practice;
    /// a collision would only cost a comparison). `+ 0` makes a negative zero positive, so
    /// that equal components fold alike.
    private static func fold(_ color: StyleColor.RGBA?) -> UInt64 {
        guard let color else { return 0xFFFF_FFFF_FFFF_FFFF }
        let red = (color.red + 0).bitPattern
        let green = (color.green + 0).bitPattern
        let blue = (color.blue + 0).bitPattern
        let opacity = (color.opacity + 0).bitPattern
        return red ^ (green << 16 | green >> 48) ^ (blue << 32 | blue >> 32) ^ (opacity << 48 | opacity >> 16)
    }

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

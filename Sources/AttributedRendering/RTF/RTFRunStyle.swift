import AttributedStyles

/// The character formatting of one run, as RTF control words.
struct RTFRunStyle: Hashable {
    var font = 0
    var halfPoints = 24
    var bold = false
    var italic = false
    var underline: LineStyle.Pattern?
    var underlineColor: Int?
    var strikethrough = false
    var foreground: Int?
    var background: Int?
    var superscript = false

    /// `\f0\fs24\b\i…` followed by a space, ready to precede text inside a group.
    var controlWords: String {
        var words = "\\f\(font)\\fs\(halfPoints)"
        if bold { words += "\\b" }
        if italic { words += "\\i" }
        if let underline {
            switch underline {
            case .solid: words += "\\ul"
            case .dot: words += "\\uld"
            case .dash: words += "\\uldash"
            case .dashDot: words += "\\uldashd"
            case .dashDotDot: words += "\\uldashdd"
            }
            if let underlineColor { words += "\\ulc\(underlineColor)" }
        }
        if strikethrough { words += "\\strike" }
        if let foreground { words += "\\cf\(foreground)" }
        if let background { words += "\\highlight\(background)\\cb\(background)" }
        if superscript { words += "\\super" }
        return words + " "
    }
}

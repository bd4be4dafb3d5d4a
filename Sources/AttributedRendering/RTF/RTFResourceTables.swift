import AttributedStyles

/// The font and color tables of an RTF document, filled while the body is written: formatting
/// refers to fonts and colors by their index in these tables.
struct RTFResourceTables {
    /// A font table entry: the family name and RTF's font family class.
    struct Font: Hashable {
        var name: String
        var family: String
    }

    private(set) var fonts: [Font] = []
    private var fontIndices: [Font: Int] = [:]
    private(set) var colors: [StyleColor.RGBA] = []
    private var colorIndices: [StyleColor.RGBA: Int] = [:]

    /// Index 0 is the proportional body font, index 1 the monospaced font code uses.
    init(bodyFont: Font, monospacedFont: Font) {
        _ = font(bodyFont)
        _ = font(monospacedFont)
    }

    /// The index of `font`, added when new.
    mutating func font(_ font: Font) -> Int {
        if let index = fontIndices[font] { return index }
        fonts.append(font)
        fontIndices[font] = fonts.count - 1
        return fonts.count - 1
    }

    /// The index of `color` in the color table (1-based: entry 0 is the reader's "auto").
    mutating func color(_ color: StyleColor.RGBA) -> Int {
        var opaque = color
        opaque.opacity = 1
        if let index = colorIndices[opaque] { return index }
        colors.append(opaque)
        colorIndices[opaque] = colors.count
        return colors.count
    }

    /// `{\fonttbl…}{\colortbl;…}`.
    var header: String {
        var text = "{\\fonttbl"
        for (index, font) in fonts.enumerated() {
            text += "{\\f\(index)\\f\(font.family)\\fcharset0 "
            RTFEscaping.appendText(font.name, to: &text)
            text += ";}"
        }
        text += "}\n{\\colortbl;"
        for color in colors {
            let (red, green, blue, _) = color.bytes
            text += "\\red\(red)\\green\(green)\\blue\(blue);"
        }
        text += "}\n"
        return text
    }
}

import AttributedStyles

/// The looks ``TerminalRenderer`` gives Markdown's meaning when the string has no style
/// attribute saying otherwise: colors chosen to read on both dark and light terminal
/// backgrounds (mid-tone hues, no black, no white).
struct TerminalPalette: Sendable {
    var headings: [StyleColor.RGBA] = [
        StyleColor.RGBA(red: 0.69, green: 0.37, blue: 1.0),   // h1: violet
        StyleColor.RGBA(red: 0.37, green: 0.53, blue: 1.0),   // h2: blue
        StyleColor.RGBA(red: 0.0, green: 0.69, blue: 0.69),   // h3: teal
        StyleColor.RGBA(red: 0.37, green: 0.69, blue: 0.37),  // h4…h6: green
    ]
    var code = StyleColor.RGBA(red: 0.84, green: 0.53, blue: 0.37)
    var link = StyleColor.RGBA(red: 0.37, green: 0.69, blue: 1.0)
    var muted = StyleColor.RGBA(red: 0.5, green: 0.5, blue: 0.5)

    func heading(level: Int) -> StyleColor.RGBA {
        headings[Swift.min(Swift.max(level, 1), headings.count) - 1]
    }
}

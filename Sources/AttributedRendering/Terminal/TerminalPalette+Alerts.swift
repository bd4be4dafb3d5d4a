import AttributedStyles
import MarkdownSyntax

extension TerminalPalette {
    /// The bar and title colour of an alert of `kind`: GitHub's hues, bright enough for dark and
    /// light terminals alike.
    func alert(_ kind: AlertKind) -> StyleColor.RGBA {
        switch kind {
        case .note: StyleColor.RGBA(red: 0.27, green: 0.58, blue: 0.97)
        case .tip: StyleColor.RGBA(red: 0.25, green: 0.73, blue: 0.31)
        case .important: StyleColor.RGBA(red: 0.67, green: 0.49, blue: 0.97)
        case .warning: StyleColor.RGBA(red: 0.82, green: 0.6, blue: 0.13)
        case .caution: StyleColor.RGBA(red: 0.97, green: 0.32, blue: 0.29)
        }
    }
}

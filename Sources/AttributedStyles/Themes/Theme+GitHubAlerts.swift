import AttributedMarkdown
import Foundation

extension Theme {
    /// The alert title styles of the GitHub-like themes (``default`` and ``dark``): semibold in
    /// GitHub's colour for each type (Primer's `fg.accent`, `fg.success`, `fg.done`,
    /// `fg.attention`, `fg.danger`), which the outputs also give the icon and the bar.
    static func githubAlertTitles(appearance: StyleColor.Appearance) -> [BlockRole: AttributeContainer] {
        var titles: [BlockRole: AttributeContainer] = [:]
        for kind in AlertKind.allCases {
            let hex: String
            switch (kind, appearance) {
            case (.note, .light): hex = "#0969da"
            case (.tip, .light): hex = "#1a7f37"
            case (.important, .light): hex = "#8250df"
            case (.warning, .light): hex = "#9a6700"
            case (.caution, .light): hex = "#d1242f"
            case (.note, .dark): hex = "#4493f8"
            case (.tip, .dark): hex = "#3fb950"
            case (.important, .dark): hex = "#ab7df8"
            case (.warning, .dark): hex = "#d29922"
            case (.caution, .dark): hex = "#f85149"
            }
            var title = AttributeContainer()
            title.styleFont = FontDescriptor(weight: .semibold)
            title.styleForegroundColor = StyleColor(hex: hex) ?? .primary
            titles[.alert(kind)] = title
        }
        return titles
    }
}

import AttributedStyles
import Foundation

/// CSS for the built-in themes, served as `/assets/themes.css`.
///
/// The HTML renderer writes cmark's plain elements (`<h1>`, `<p>`, `<em>`…), so a theme is
/// applied the way a browser applies any stylesheet: one rule per role, on the element that
/// role renders to, nested under the document wrapper of that theme
/// (`.am-document[data-theme="menlo"] h1`). The declarations come from `StyleCSS`, the same
/// mapping the other renderers use, so the page shows what `Theme.apply(to:)` produces; CSS
/// inheritance layers nested blocks as the theme does. Several themes share one page (the
/// library) because every rule is scoped by theme name.
enum ThemeStylesheet {
    static func css(for themes: [Theme]) -> String {
        themes.map(css(for:)).joined(separator: "\n")
    }

    static func css(for theme: Theme) -> String {
        let css = StyleCSS(appearance: theme.appearance)
        let scope = ".\(StyleCSS.documentClassName)[data-theme=\"\(theme.name)\"]"
        var sheet = "/* \(theme.displayName) */\n"
        func rule(_ selectors: [String], _ container: AttributeContainer?) {
            guard let container else { return }
            let declarations = css.declarations(for: container)
            guard !declarations.isEmpty else { return }
            sheet += selectors.map { $0.isEmpty ? scope : "\(scope) \($0)" }.joined(separator: ", ") + " {\n"
            for declaration in declarations {
                sheet += "  \(declaration.property): \(declaration.value);\n"
            }
            sheet += "}\n"
        }
        rule([""], theme.base)
        for role in Theme.BlockRole.allCases {
            rule(selectors(for: role), theme.blocks[role])
        }
        for role in Theme.InlineRole.allCases {
            rule(selectors(for: role), theme.inlines[role])
        }
        return sheet
    }

    /// The elements cmark renders a block role as.
    static func selectors(for role: Theme.BlockRole) -> [String] {
        switch role {
        case .heading1: ["h1"]
        case .heading2: ["h2"]
        case .heading3: ["h3"]
        case .heading4: ["h4"]
        case .heading5: ["h5"]
        case .heading6: ["h6"]
        case .paragraph: ["p"]
        case .codeBlock: ["pre"]
        case .blockQuote: ["blockquote"]
        case .list: ["ul", "ol"]
        case .listItem: ["li"]
        case .table: ["table"]
        case .tableHeader: ["th"]
        case .thematicBreak: ["hr"]
        }
    }

    /// The elements cmark renders an inline role as. Code-block text has no `.code` intent in
    /// the `AttributedString`, so the code role skips `<pre><code>`.
    static func selectors(for role: Theme.InlineRole) -> [String] {
        switch role {
        case .emphasized: ["em"]
        case .stronglyEmphasized: ["strong"]
        case .strikethrough: ["del"]
        case .code: [":not(pre) > code"]
        case .link: ["a"]
        }
    }
}

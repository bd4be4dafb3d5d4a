import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

extension ThemeHTMLDecoration {
    /// What a theme adds to each alert type's markup (GitHub's `<div class="markdown-alert …">`),
    /// always an inline SVG icon, and:
    /// - with classes, the alert role's class (``Theme/BlockRole/alertNote``… →
    ///   `am-alert-note`) on the `<div>`, which the theme's stylesheet styles (title colour, bar);
    /// - with inline styles, the role's style on the title and a bar in the title's colour on
    ///   the `<div>`.
    ///
    /// `titleAttributes` are the decoration's attributes by block role (a class or a style).
    static func alertDecorations(theme: Theme, css: StyleCSS, inlineStyles: Bool,
                                 titleAttributes: [Theme.BlockRole: String]) -> [AlertKind: AlertDecoration] {
        var decorations: [AlertKind: AlertDecoration] = [:]
        for kind in AlertKind.allCases {
            let role = Theme.BlockRole.alert(kind)
            guard inlineStyles else {
                decorations[kind] = AlertDecoration(extraClass: role.cssClassName, icon: true)
                continue
            }
            var bar = ""
            if let color = theme.blocks[role]?.styleForegroundColor {
                bar = " style=\"" + HTMLEscaping.escaped(css.alertBarDeclarations(color: color).inlineStyle) + "\""
            }
            decorations[kind] = AlertDecoration(attributes: bar, titleAttributes: titleAttributes[role] ?? "", icon: true)
        }
        return decorations
    }
}

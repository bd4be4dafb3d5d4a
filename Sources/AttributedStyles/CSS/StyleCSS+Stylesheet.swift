import Foundation

extension StyleCSS {
    /// A stylesheet for `theme`: one rule per styled role, with the class names renderers put on
    /// elements (``StyleCSS/documentClassName`` for the base, ``Theme/BlockRole/cssClassName``,
    /// ``Theme/InlineRole/cssClassName``), named colors resolved for the theme's appearance.
    ///
    /// Rules come in the theme's layering order (base, blocks, inline roles least specific
    /// first) so that, at equal specificity, the CSS cascade picks what ``Theme/apply(to:)``
    /// picks; CSS inheritance layers nested blocks and font properties the same way.
    ///
    /// - Parameter scope: a selector every rule is nested under, such as `[data-theme="dark"]`,
    ///   so that several themes can share a page; `nil` for none. It is used as given.
    public static func stylesheet(for theme: Theme, scope: String? = nil) -> String {
        let css = StyleCSS(appearance: theme.appearance)
        var rules: [(className: String, container: AttributeContainer)] = [(documentClassName, theme.base)]
        for role in Theme.BlockRole.allCases {
            if let container = theme.blocks[role] { rules.append((role.cssClassName, container)) }
        }
        for role in Theme.InlineRole.allCases {
            if let container = theme.inlines[role] { rules.append((role.cssClassName, container)) }
        }
        var sheet = "/* AttributedMarkdown theme: \(Self.commentSafe(theme.displayName)) (\(Self.commentSafe(theme.name))) */\n"
        for rule in rules {
            let declarations = css.declarations(for: rule.container)
            guard !declarations.isEmpty else { continue }
            let selector = (scope.map { $0 + " " } ?? "") + "." + rule.className
            sheet += selector + " {\n"
            for declaration in declarations {
                sheet += "  \(declaration.property): \(declaration.value);\n"
            }
            sheet += "}\n"
        }
        return sheet
    }

    /// Text that cannot end a CSS comment or an enclosing `<style>` element.
    private static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
            .replacingOccurrences(of: "<", with: "‹")
            .replacingOccurrences(of: ">", with: "›")
    }
}

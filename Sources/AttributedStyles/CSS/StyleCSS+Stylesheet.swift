import AttributedMarkdown
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
    /// - Parameters:
    ///   - theme: the theme whose rules are written.
    ///   - scope: a selector every rule is nested under, such as `[data-theme="dark"]`, so that
    ///     several themes can share a page; `nil` for none. It is used as given.
    public static func stylesheet(for theme: Theme, scope: String? = nil) -> String {
        let prefix = scope.map { $0 + " " } ?? ""
        return sheet(for: theme) { selector in
            switch selector {
            case .base: [prefix + "." + documentClassName]
            case .block(let role): [prefix + "." + role.cssClassName + alertTitleSuffix(role)]
            case .inline(let role): [prefix + "." + role.cssClassName]
            case .codeToken(let kind): [prefix + "." + kind.cssClass]
            }
        }
    }

    /// A stylesheet for `theme` on the plain elements cmark writes (`h1`, `p`, `em`…), every
    /// rule under `.am-document[data-theme="<theme name>"]`: the theme of a document wrapped
    /// in `<div class="am-document" data-theme="…">` with no classes inside, as the web
    /// preview writes it. Several themes can share a page, since each is scoped by its name
    /// (written as a CSS string, so no name can leave the selector).
    public static func elementStylesheet(for theme: Theme) -> String {
        let scope = ".\(documentClassName)[data-theme=\(CSSValues.string(theme.name))]"
        return sheet(for: theme) { selector in
            switch selector {
            case .base: [scope]
            case .block(let role): elements(for: role).map { "\(scope) \($0)" }
            case .inline(let role): elements(for: role).map { "\(scope) \($0)" }
            case .codeToken(let kind): ["\(scope) .\(kind.cssClass)"]
            }
        }
    }

    /// What a rule styles.
    private enum RuleTarget {
        case base
        case block(Theme.BlockRole)
        case inline(Theme.InlineRole)
        /// Highlighted code's `<span class="hl-…">` (``Theme/codeTokenColors``).
        case codeToken(CodeTokenKind)
    }

    /// The theme's rules, base first, then block and inline roles in layering order, with the
    /// selectors `selectors` gives each.
    private static func sheet(for theme: Theme, selectors: (RuleTarget) -> [String]) -> String {
        let css = StyleCSS(appearance: theme.appearance)
        var rules: [(target: RuleTarget, container: AttributeContainer)] = [(.base, theme.base)]
        for role in Theme.BlockRole.allCases {
            if let container = theme.blocks[role] { rules.append((.block(role), container)) }
        }
        for role in Theme.InlineRole.allCases {
            if let container = theme.inlines[role] { rules.append((.inline(role), container)) }
        }
        var sheet = "/* AttributedMarkdown theme: \(Self.commentSafe(theme.displayName)) (\(Self.commentSafe(theme.name))) */\n"
        for rule in rules {
            let declarations = css.declarations(for: rule.container)
            guard !declarations.isEmpty else { continue }
            sheet += selectors(rule.target).joined(separator: ", ") + " {\n"
            for declaration in declarations {
                sheet += "  \(declaration.property): \(declaration.value);\n"
            }
            sheet += "}\n"
            if case .block(let role) = rule.target { sheet += alertBarRule(role, container: rule.container, titleSelectors: selectors(rule.target), css: css) }
        }
        let colors = theme.codeTokenColors
        for kind in CodeTokenKind.allCases {
            guard let color = colors[kind] else { continue }
            sheet += selectors(.codeToken(kind)).joined(separator: ", ") + " { color: \(color.hexString(for: theme.appearance)); }\n"
        }
        return sheet
    }

    /// The elements cmark renders a block role as.
    private static func elements(for role: Theme.BlockRole) -> [String] {
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
        case .alertNote, .alertTip, .alertImportant, .alertWarning, .alertCaution:
            [".markdown-alert-" + (role.alertKind?.rawValue ?? "") + alertTitleSuffix(role)]
        }
    }

    /// The elements cmark renders an inline role as. Code-block text has no `.code` intent in
    /// the `AttributedString`, so the code role skips `<pre><code>`.
    private static func elements(for role: Theme.InlineRole) -> [String] {
        switch role {
        case .emphasized: ["em"]
        case .stronglyEmphasized: ["strong"]
        case .strikethrough: ["del"]
        case .code: [":not(pre) > code"]
        case .link: ["a"]
        }
    }

    /// Text that cannot end a CSS comment or an enclosing `<style>` element.
    private static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
            .replacingOccurrences(of: "<", with: "‹")
            .replacingOccurrences(of: ">", with: "›")
    }
}

import AttributedMarkdown
import Foundation

extension StyleCSS {
    /// The declarations of a GitHub alert's bar in `color` (its title's colour): a left border
    /// and the padding beside it.
    public func alertBarDeclarations(color: StyleColor) -> [CSSDeclaration] {
        [CSSDeclaration(property: "border-left", value: "0.25em solid " + CSSValues.color(color, appearance: appearance)),
         CSSDeclaration(property: "padding", value: "0 1em")]
    }

    /// What an alert role's selector adds to the alert's element (`am-alert-note`,
    /// `markdown-alert-note`) to reach its title; empty for the other roles.
    static func alertTitleSuffix(_ role: Theme.BlockRole) -> String {
        role.alertKind == nil ? "" : " > .markdown-alert-title"
    }

    /// For an alert role whose style has a colour, a rule that draws the alert's bar in that
    /// colour on the alert's element (the title's selectors without ``alertTitleSuffix(_:)``);
    /// empty otherwise.
    static func alertBarRule(_ role: Theme.BlockRole, container: AttributeContainer, titleSelectors: [String],
                             css: StyleCSS) -> String {
        guard role.alertKind != nil, let color = container.styleForegroundColor else { return "" }
        let suffix = alertTitleSuffix(role)
        let selectors = titleSelectors.map { $0.hasSuffix(suffix) ? String($0.dropLast(suffix.count)) : $0 }
        var rule = selectors.joined(separator: ", ") + " {\n"
        for declaration in css.alertBarDeclarations(color: color) {
            rule += "  \(declaration.property): \(declaration.value);\n"
        }
        return rule + "}\n"
    }
}

import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

/// The decoration of ``StyledHTMLRenderer``: each element with its theme class (or its style
/// inline), table alignment as CSS, runs whose style attributes differ from what the theme
/// gives their kind of text in a `<span style>`, the document in `<div class="am-document">`.
struct ThemeHTMLDecoration: HTMLDecoration {
    let string: AttributedString
    let theme: Theme
    private let css: StyleCSS
    private let blockAttributes: [Theme.BlockRole: String]
    private let inlineAttributes: [Theme.InlineRole: String]
    /// What each alert type's markup gets (ThemeHTMLDecoration+Alerts.swift).
    private let alertDecorations: [AlertKind: AlertDecoration]
    let documentOpening: String
    var documentClosing: String { "</div>\n" }
    let highlightsCode: Bool
    /// The color inline per highlighting class (`color: #cf222e`), or none for classes.
    private let codeTokenStyles: [CodeTokenKind: String]
    /// The theme's style per combination of roles: computed once, since documents repeat a
    /// handful of combinations over thousands of runs.
    private var themeStyles: [ThemeStyleKey: AttributeContainer] = [:]

    /// What decides the theme's style for a run.
    private struct ThemeStyleKey: Hashable {
        var blocks: [Theme.BlockRole]
        var inlines: [Theme.InlineRole]
    }

    init(string: AttributedString, theme: Theme, inlineStyles: Bool, highlightsCode: Bool = true) {
        self.string = string
        self.theme = theme
        self.highlightsCode = highlightsCode
        var tokenStyles: [CodeTokenKind: String] = [:]
        if inlineStyles {
            let colors = theme.codeTokenColors
            for kind in CodeTokenKind.allCases {
                tokenStyles[kind] = colors[kind].map { "color: " + $0.hexString(for: theme.appearance) } ?? ""
            }
        }
        codeTokenStyles = tokenStyles
        let css = StyleCSS(appearance: theme.appearance)
        self.css = css
        /// ` class="am-p"` or ` style="…"` for a role.
        func attributes(className: String, container: AttributeContainer?) -> String {
            guard inlineStyles else { return " class=\"\(className)\"" }
            guard let container else { return "" }
            let style = css.inlineStyle(for: container)
            return style.isEmpty ? "" : " style=\"" + HTMLEscaping.escaped(style) + "\""
        }
        var blocks: [Theme.BlockRole: String] = [:]
        for role in Theme.BlockRole.allCases { blocks[role] = attributes(className: role.cssClassName, container: theme.blocks[role]) }
        var inlines: [Theme.InlineRole: String] = [:]
        for role in Theme.InlineRole.allCases { inlines[role] = attributes(className: role.cssClassName, container: theme.inlines[role]) }
        blockAttributes = blocks
        inlineAttributes = inlines
        alertDecorations = Self.alertDecorations(theme: theme, css: css, inlineStyles: inlineStyles, titleAttributes: blocks)
        documentOpening = "<div" + attributes(className: StyleCSS.documentClassName, container: theme.base) + ">\n"
    }

    func attributes(for role: Theme.BlockRole) -> String { blockAttributes[role] ?? "" }
    func codeTokenStyle(for kind: CodeTokenKind) -> String? { codeTokenStyles[kind] }
    func attributes(for role: Theme.InlineRole) -> String { inlineAttributes[role] ?? "" }
    func alertDecoration(_ kind: AlertKind) -> AlertDecoration { alertDecorations[kind] ?? AlertDecoration(icon: true) }

    /// Alignment as CSS, which the theme's stylesheet does not override.
    var alignmentSpelling: TableAlignmentSpelling { .style }

    /// CSS for the run's character style attributes that differ from the theme's style for
    /// the run's blocks and inline intents (attributes the run lacks inherit the theme's).
    mutating func spanStyle(for segment: InlineSegment) -> String? {
        // The run's attributes as the tree recorded them: slicing the string again for its first
        // run cost ~18,000 instructions a segment (most of the styled HTML writer's time).
        guard let attributes = segment.runAttributes ?? string[segment.range].runs.first?.attributes else { return nil }
        let key = ThemeStyleKey(
            blocks: Theme.blockRoles(of: attributes[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self]),
            inlines: Theme.InlineRole.roles(
                for: attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self],
                isLink: segment.link != nil || segment.linkDestination != nil))
        let expected: AttributeContainer
        if let cached = themeStyles[key] {
            expected = cached
        } else {
            expected = theme.style(blocks: key.blocks, inlines: key.inlines)
            themeStyles[key] = expected
        }
        var differing = AttributeContainer()
        var differs = false
        typealias Style = AttributeScopes.StyleAttributes
        func copy<K: AttributedStringKey>(_ key: K.Type) where K.Value: Equatable & Sendable {
            if let value = attributes[K.self], value != expected[K.self] {
                differing[K.self] = value
                differs = true
            }
        }
        copy(Style.FontAttribute.self)
        copy(Style.ForegroundColorAttribute.self)
        copy(Style.BackgroundColorAttribute.self)
        copy(Style.UnderlineStyleAttribute.self)
        copy(Style.StrikethroughStyleAttribute.self)
        copy(Style.KernAttribute.self)
        copy(Style.TrackingAttribute.self)
        copy(Style.BaselineOffsetAttribute.self)
        return differs ? css.inlineStyle(for: differing) : nil
    }
}

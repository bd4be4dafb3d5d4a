import Foundation
import AttributedMarkdown

/// A theme's style for runs, computed once per distinct combination of block roles and inline
/// roles: what ``Theme/apply(to:)`` merges into each run, and what renderers that style runs
/// on the fly (instead of making a styled copy of a long string) layer under a run's own
/// attributes.
package final class ThemeRunStyles {
    /// What decides a run's theme style.
    package struct Key: Hashable {
        var blocks: [Theme.BlockRole]
        var inlines: [Theme.InlineRole]
    }

    package let theme: Theme
    private var cache: [Key: AttributeContainer] = [:]

    package init(theme: Theme) {
        self.theme = theme
    }

    /// The key of a run with these attributes.
    package static func key(
        presentationIntent: PresentationIntent?, inlinePresentationIntent: InlinePresentationIntent?, isLink: Bool
    ) -> Key {
        Key(blocks: Theme.blockRoles(of: presentationIntent),
            inlines: Theme.InlineRole.roles(for: inlinePresentationIntent, isLink: isLink))
    }

    /// The theme's style for runs with `key`.
    package func style(for key: Key) -> AttributeContainer {
        if let cached = cache[key] { return cached }
        let style = theme.style(blocks: key.blocks, inlines: key.inlines)
        cache[key] = style
        return style
    }

    /// The key of a run with `attributes` (its presentation intent, inline presentation intent
    /// and link decide it).
    package static func key(forRunWith attributes: AttributeContainer) -> Key {
        key(presentationIntent: attributes[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self],
            inlinePresentationIntent: attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self],
            isLink: attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil)
    }

    /// The theme's style for a run with `attributes`.
    package func style(forRunWith attributes: AttributeContainer) -> AttributeContainer {
        style(for: Self.key(forRunWith: attributes))
    }

    /// The attributes a run with `attributes` has in ``Theme/apply(to:)``'s copy: its own, with
    /// the theme's style merged under them (the run's keys win).
    package func styledAttributes(of attributes: AttributeContainer) -> AttributeContainer {
        var styled = attributes
        styled.merge(style(forRunWith: attributes), mergePolicy: .keepCurrent)
        return styled
    }
}

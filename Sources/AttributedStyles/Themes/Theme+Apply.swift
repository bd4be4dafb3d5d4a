import Foundation
import AttributedMarkdown

extension Theme {
    /// A styled copy of `document`: every run gets the theme's style for its blocks and inline
    /// intents, except for the keys the run already has (the document wins, as in `Text`).
    ///
    /// The document itself is never changed. Near-linear in the number of runs: styles are
    /// computed once per distinct combination of block roles and inline roles, and neighbouring
    /// runs with the same combination are styled in one step.
    public func apply(to document: AttributedString) -> AttributedString {
        var segments: [(offsets: Range<Int>, key: ThemeRunStyles.Key)] = []
        var cursor = AttributedString.UTF8OffsetCursor(at: document.startIndex)
        // Run by run: slicing the runs by three attributes (`runs[\.a, \.b, \.c]`) cost ~20,000
        // instructions a step in Foundation; neighbours with one key are joined below anyway.
        for run in document.runs {
            let key = ThemeRunStyles.key(
                presentationIntent: run.presentationIntent, inlinePresentationIntent: run.inlinePresentationIntent, isLink: run.link != nil)
            let offsets = cursor.offsets(of: run.range, in: document)
            if let last = segments.last, last.key == key, last.offsets.upperBound == offsets.lowerBound {
                segments[segments.count - 1].offsets = last.offsets.lowerBound..<offsets.upperBound
            } else {
                segments.append((offsets, key))
            }
        }

        var styled = document
        let styles = ThemeRunStyles(theme: self)
        for segment in segments {
            styled[styled.range(utf8Offsets: segment.offsets)].mergeAttributes(styles.style(for: segment.key), mergePolicy: .keepCurrent)
        }
        return styled
    }

    /// The theme's complete style for text inside `presentationIntent` with
    /// `inlinePresentationIntent` (and a link when `isLink`): what ``apply(to:)`` merges into
    /// such a run. Renderers that style by CSS class use it to check a single run.
    public func style(
        for presentationIntent: PresentationIntent?,
        inlinePresentationIntent: InlinePresentationIntent? = nil,
        isLink: Bool = false
    ) -> AttributeContainer {
        style(
            blocks: Self.blockRoles(of: presentationIntent),
            inlines: InlineRole.roles(for: inlinePresentationIntent, isLink: isLink))
    }

    /// The style for block roles given innermost first and inline roles least specific first.
    public func style(blocks blockRoles: [BlockRole], inlines inlineRoles: [InlineRole]) -> AttributeContainer {
        var result = base
        for role in blockRoles.reversed() {
            if let container = blocks[role] { result = container.layered(over: result) }
        }
        for role in inlineRoles {
            if let container = inlines[role] { result = container.layered(over: result) }
        }
        return result
    }

    /// The roles of an intent's blocks, innermost first, skipping kinds without a role.
    public static func blockRoles(of intent: PresentationIntent?) -> [BlockRole] {
        guard let intent else { return [] }
        return intent.components.compactMap { BlockRole($0.kind) }
    }
}

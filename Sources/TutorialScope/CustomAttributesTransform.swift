import Foundation
import AttributedMarkdown
import AttributedStyles

/// The tutorial's `annotateCustomAttributes`: turns `customStyle` and `customColor` into what
/// they look like, exactly as the tutorial defines them.
///
/// - `boldcaps`: the run's text upper-cased, `inlinePresentationIntent = .stronglyEmphasized`.
/// - `smallitalics`: the run's text lower-cased, `inlinePresentationIntent = .emphasized`.
/// - `danger`: red background, dashed yellow underline.
/// - `highlight`: yellow background, dotted red underline.
///
/// As in the tutorial, the intent and the colors are *assigned* (replacing what the run had)
/// and the custom attributes stay on the run. Unlike the tutorial's sample, which edits the
/// string while iterating its runs, case changes that alter the length (`ß` → `SS`) cannot
/// disturb later runs: all runs are read first, then replaced back to front from fresh indices,
/// as ``RunTransform`` does. Case mapping is Swift's full Unicode mapping of the run's text
/// (`String.uppercased()`), which gives the tutorial's per-character results.
public struct CustomAttributesTransform: AttributeTransform {
    /// The tutorial's transform; it has no settings.
    public init() {}

    /// Rewrites every run that has `customStyle` or `customColor`; only those runs are visited
    /// one by one, the rest of the text is skipped in long stretches.
    public func apply(to text: inout AttributedString) {
        var replacements = RunReplacements(in: text)
        for (style, color, range) in text.runs[CustomStyleAttributes.self, CustomColorAttributes.self]
        where style != nil || color != nil {
            for run in text[range].runs {
                let rewritten = Self.rewrite(text[run.range], attributes: run.attributes, style: style, color: color)
                replacements.replace(run.range, in: text, with: rewritten)
            }
        }
        replacements.apply(to: &text)
    }

    /// The tutorial's rewrite of one run: its text (re-cased for a style) with its `attributes`
    /// plus the style's intent and the color's background and underline.
    private static func rewrite(
        _ run: AttributedSubstring,
        attributes: AttributeContainer,
        style: CustomStyleAttributes.Value?,
        color: CustomColorAttributes.Value?
    ) -> AttributedString {
        var text = String(run.characters)
        var attributes = attributes
        switch style {
        case .boldcaps?:
            text = text.uppercased()
            attributes.inlinePresentationIntent = .stronglyEmphasized
        case .smallitalics?:
            text = text.lowercased()
            attributes.inlinePresentationIntent = .emphasized
        case nil:
            break
        }
        switch color {
        case .danger?:
            attributes.styleBackgroundColor = .red
            attributes.styleUnderlineStyle = LineStyle(pattern: .dash, color: .yellow)
        case .highlight?:
            attributes.styleBackgroundColor = .yellow
            attributes.styleUnderlineStyle = LineStyle(pattern: .dot, color: .red)
        case nil:
            break
        }
        return AttributedString(text, attributes: attributes)
    }
}

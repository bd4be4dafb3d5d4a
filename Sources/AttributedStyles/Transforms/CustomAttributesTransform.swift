import Foundation
import AttributedMarkdown

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
/// disturb later runs (see ``RunTransform``).
public struct CustomAttributesTransform: AttributeTransform {
    /// The tutorial's transform; it has no settings.
    public init() {}

    public func apply(to text: inout AttributedString) {
        RunTransform(Self.rewrite).apply(to: &text)
    }

    /// The tutorial's rewrite of one run, or `nil` when it has neither custom attribute.
    private static func rewrite(_ run: AttributedSubstring) -> AttributedString? {
        let style = run[CustomStyleAttributes.self]
        let color = run[CustomColorAttributes.self]
        guard style != nil || color != nil else { return nil }
        var rewritten = AttributedString(run)
        if let style {
            let attributes = run.runs.first?.attributes ?? AttributeContainer()
            switch style {
            case .boldcaps:
                rewritten = AttributedString(String(run.characters).uppercased(), attributes: attributes)
                rewritten.inlinePresentationIntent = .stronglyEmphasized
            case .smallitalics:
                rewritten = AttributedString(String(run.characters).lowercased(), attributes: attributes)
                rewritten.inlinePresentationIntent = .emphasized
            }
        }
        if let color {
            switch color {
            case .danger:
                rewritten.backgroundColor = .red
                rewritten.underlineStyle = LineStyle(pattern: .dash, color: .yellow)
            case .highlight:
                rewritten.backgroundColor = .yellow
                rewritten.underlineStyle = LineStyle(pattern: .dot, color: .red)
            }
        }
        return rewritten
    }
}

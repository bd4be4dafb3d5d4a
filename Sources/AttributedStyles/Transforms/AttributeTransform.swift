import Foundation

/// A rewrite of an AttributedString, run before display: typically turning an app's own
/// attributes (meaning) into style attributes (looks), as Apple's AttributedString tutorial does
/// with its `customStyle` and `customColor` attributes.
///
/// Renderers know only Foundation's, Markdown's and `AttributeScopes/StyleAttributes`' keys;
/// a transform is where an app decides what its own keys look like, once for every renderer.
/// Transforms compose: an array of them is itself a transform, applied in order.
public protocol AttributeTransform: Sendable {
    /// Rewrites `text` in place.
    func apply(to text: inout AttributedString)
}

extension AttributeTransform {
    /// A rewritten copy of `text`; `text` is unchanged.
    public func applied(to text: AttributedString) -> AttributedString {
        var copy = text
        apply(to: &copy)
        return copy
    }
}

extension Array: AttributeTransform where Element == any AttributeTransform {
    /// Applies each transform in order.
    public func apply(to text: inout AttributedString) {
        for transform in self {
            transform.apply(to: &text)
        }
    }
}

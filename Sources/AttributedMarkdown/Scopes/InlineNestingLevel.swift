import Foundation

/// One inline span enclosing a run, as recorded by `AttributeScopes/MarkdownAttributes/InlineNestingAttribute`.
///
/// Apple's `InlinePresentationIntent` is a set: a run inside `*foo *bar**` is simply
/// `.emphasized`, whether one or two emphases enclose it. A level names one span by its kind and
/// an identity, so that two emphases around the same run stay two, and a renderer can open and
/// close them exactly where the source did.
public struct InlineNestingLevel: Hashable, Sendable, Codable {
    /// The kind of inline span; the ones whose nesting the flat attributes cannot express.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `*…*` / `_…_`: `InlinePresentationIntent.emphasized`.
        case emphasis
        /// `**…**` / `__…__`: `InlinePresentationIntent.stronglyEmphasized`.
        case strong
        /// `~~…~~`: `InlinePresentationIntent.strikethrough`.
        case strikethrough
        /// `[…](…)`: the run's `link` (or our `rawLink`).
        case link
    }

    /// What the span is.
    public var kind: Kind
    /// The span's number in its document, from 1 in source order of the spans' openings;
    /// counted separately from `PresentationIntent` identities. Two levels with the same
    /// identity are the same span.
    public var identity: Int

    /// A level from its kind and identity.
    public init(kind: Kind, identity: Int) {
        self.kind = kind
        self.identity = identity
    }
}

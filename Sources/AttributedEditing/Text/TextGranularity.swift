/// How far a deletion reaches from the insertion point.
///
/// Editors delete either one user-perceived character (an emoji with a skin-tone modifier, a
/// family ZWJ sequence or a flag is one character) or one word, as Option-Delete does on
/// Apple platforms.
public enum TextGranularity: Sendable, Hashable, CaseIterable {
    /// One extended grapheme cluster.
    case character
    /// One word and the spaces or punctuation between it and the insertion point.
    case word
}

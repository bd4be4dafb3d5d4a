/// One token of highlighted code: a range of the code's UTF-8 bytes and its class.
///
/// ``CodeHighlighter`` returns tokens that tile the code: in order, without gap or overlap,
/// the first starting at 0 and the last ending at the code's length. Plain text (no class) is a
/// token whose ``kind`` is nil.
public struct CodeToken: Hashable, Sendable {
    /// The token's UTF-8 byte offsets in the code.
    public var range: Range<Int>
    /// The token's class, or nil for plain text.
    public var kind: CodeTokenKind?

    /// A token.
    public init(range: Range<Int>, kind: CodeTokenKind?) {
        self.range = range
        self.kind = kind
    }
}

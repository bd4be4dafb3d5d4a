/// A half-open range of UTF-8 byte offsets into the Markdown source.
///
/// Offsets rather than line/column pairs are stored on every node because they cost two
/// integers and no work while parsing; ``MarkdownDocument/location(ofOffset:)`` turns any
/// offset into a ``SourceLocation`` (line and column) on demand, in O(log lines).
public struct SourceRange: Hashable, Sendable {
    /// The offset of the first byte.
    public var lowerBound: Int
    /// The offset one past the last byte.
    public var upperBound: Int

    @inlinable
    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The number of bytes covered.
    @inlinable public var count: Int { upperBound - lowerBound }
    /// True when the range covers no byte.
    @inlinable public var isEmpty: Bool { upperBound <= lowerBound }
}

/// A point in the Markdown source.
///
/// Lines and columns are 1-based, columns count UTF-8 bytes (as cmark and Apple's
/// `AttributedString.MarkdownSourcePosition` do); `offset` is the 0-based UTF-8 offset.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    @inlinable
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}

#if !canImport(Darwin)
import Foundation

extension AttributedString {
    /// Where a run came from in the Markdown source.
    ///
    /// Apple's type of the same name, for platforms whose Foundation lacks it. Lines and columns
    /// are 1-based; columns count UTF-8 bytes (for a multi-byte character, the column of its first
    /// byte); the end is inclusive: `endColumn` is the column of the last byte of the span.
    public struct MarkdownSourcePosition: Hashable, Sendable, Codable, CustomStringConvertible {
        public let startLine: Int
        public let startColumn: Int
        public let endLine: Int
        public let endColumn: Int

        public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
        }

        public var description: String { "\(startLine):\(startColumn)-\(endLine):\(endColumn)" }
    }
}
#endif

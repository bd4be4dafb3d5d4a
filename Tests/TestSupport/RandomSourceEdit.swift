import MarkdownSyntax

/// The random edits of the incremental tests: at a random character boundary of the source, one
/// time in three the next character deleted, else one of `typed` inserted.
public enum RandomSourceEdit {
    public static func next(in source: String, typing typed: [String], using generator: inout SeededGenerator) -> SourceEdit {
        let start = Int.random(in: 0...source.utf8.count, using: &generator)
        return next(in: source, at: start, typing: typed, using: &generator)
    }

    /// The same at `start` (moved back to a character boundary).
    public static func next(in source: String, at start: Int, typing typed: [String], using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        var start = Swift.max(0, Swift.min(bytes.count, start))
        while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        if Int.random(in: 0..<3, using: &generator) == 0, start < bytes.count {
            var end = start + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return .delete(SourceRange(start, end))
        }
        return .insert(typed[Int.random(in: 0..<typed.count, using: &generator)], at: start)
    }
}

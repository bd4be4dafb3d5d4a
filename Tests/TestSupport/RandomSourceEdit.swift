import MarkdownSyntax

/// The random edits of the incremental tests: at a random character boundary of the source, one
/// time in three the next character deleted, else one of `typed` inserted.
public enum RandomSourceEdit {
    public static func next(in source: String, typing typed: [String], using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        var start = Int.random(in: 0...bytes.count, using: &generator)
        while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        if Int.random(in: 0..<3, using: &generator) == 0, start < bytes.count {
            var end = start + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return .delete(SourceRange(start, end))
        }
        return .insert(typed[Int.random(in: 0..<typed.count, using: &generator)], at: start)
    }
}

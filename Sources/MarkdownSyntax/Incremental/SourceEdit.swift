/// A change to a Markdown source: the UTF-8 bytes in `range` are replaced by `replacement`.
///
/// Offsets are UTF-8 byte offsets, the unit of ``SourceRange`` and of every node range, so an
/// editor can express any change as one edit and the parser can locate it in O(log n).
/// An insertion has an empty range, a deletion an empty replacement.
public struct SourceEdit: Hashable, Sendable {
    /// The bytes replaced, in the source before the edit.
    public var range: SourceRange
    /// The text inserted in their place.
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at UTF-8 offset `offset`.
    public static func insert(_ text: String, at offset: Int) -> SourceEdit {
        SourceEdit(range: SourceRange(offset, offset), replacement: text)
    }

    /// Deletes the bytes in `range`.
    public static func delete(_ range: SourceRange) -> SourceEdit {
        SourceEdit(range: range, replacement: "")
    }

    /// How many bytes later the text after the edit starts once the edit is applied.
    public var lengthChange: Int { replacement.utf8.count - range.count }
}

/// Why an edit cannot be applied to a source.
public enum SourceEditError: Error, Hashable, Sendable {
    /// The range is reversed or reaches outside the source (which has `sourceLength` bytes).
    case rangeOutOfBounds(SourceRange, sourceLength: Int)
    /// An end of the range falls inside the UTF-8 encoding of a character, so the result would
    /// not be valid UTF-8.
    case splitsScalar(at: Int)
}

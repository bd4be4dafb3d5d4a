import MarkdownSyntax

/// The single edit that turns one source into another: everything between their common UTF-8
/// prefix and common UTF-8 suffix.
///
/// The previewer sends the whole text on every keystroke, not the edit; the smallest edit
/// covering the change is what `IncrementalAttributedDocument` needs to re-map one block
/// instead of the document. Both ends are moved to Unicode scalar boundaries, so the edit never
/// splits a character's encoding.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum SourceDifference {
    /// The edit from `old` to `new`, or nil when they are equal. Linear in their length.
    static func edit(from old: String, to new: String) -> SourceEdit? {
        var old = old
        var new = new
        return old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in edit(from: oldBytes, to: newBytes) }
        }
    }

    private static func edit(from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>) -> SourceEdit? {
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return nil }
        while prefix > 0, isContinuation(prefix < old.count ? old[prefix] : new[prefix]) { prefix -= 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // The suffix starts on the same byte in both: a scalar boundary in one is one in both.
        while suffix > 0, isContinuation(old[old.count - suffix]) { suffix -= 1 }
        let replacement = String(decoding: UnsafeBufferPointer(rebasing: new[prefix..<(new.count - suffix)]), as: UTF8.self)
        return SourceEdit(range: SourceRange(prefix, old.count - suffix), replacement: replacement)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

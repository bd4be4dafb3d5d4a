import MarkdownSyntax

/// The incremental-parsing invariant: an edit applied with ``IncrementalDocument`` gives the
/// same document as parsing the edited text from scratch.
///
/// The edit is derived from the input itself (position, length and replacement taken from a
/// hash of the bytes, the replacement being a slice of the input), so libFuzzer's mutations
/// explore edits and documents together and every crash file replays the same edit.
enum IncrementalInvariant {
    static func check(_ bytes: [UInt8], document: MarkdownDocument, options: ParseOptions) -> FuzzInvariants.Violation? {
        let source = String(decoding: bytes, as: UTF8.self)
        // Only valid UTF-8 without NUL keeps node offsets equal to source offsets.
        guard !bytes.contains(0), source.utf8.elementsEqual(bytes) else { return nil }
        let edit = derivedEdit(for: bytes)
        var incremental = IncrementalDocument(source: source, document: document, options: options)
        do {
            try incremental.apply(edit)
        } catch {
            return FuzzInvariants.Violation(invariant: "derived edit is valid", detail: "\(error) for \(edit)")
        }
        let expected = MarkdownParser(options: options).parse(incremental.source)
        guard incremental.document == expected else {
            return FuzzInvariants.Violation(
                invariant: "incremental parse equals full parse",
                detail: "edit \(edit) with options \(options)\nnew source: \(incremental.source.debugDescription)"
            )
        }
        return nil
    }

    /// A deterministic edit of `bytes`, on character boundaries.
    static func derivedEdit(for bytes: [UInt8]) -> SourceEdit {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let count = bytes.count
        var start = Int(hash % UInt64(count + 1))
        var end = Swift.min(count, start + Int((hash >> 16) % 6))
        start = scalarBoundary(atOrBefore: start, in: bytes)
        end = scalarBoundary(atOrBefore: end, in: bytes)
        var replacementStart = count == 0 ? 0 : Int((hash >> 24) % UInt64(count))
        var replacementEnd = Swift.min(count, replacementStart + Int((hash >> 40) % 8))
        replacementStart = scalarBoundary(atOrBefore: replacementStart, in: bytes)
        replacementEnd = Swift.max(replacementStart, scalarBoundary(atOrBefore: replacementEnd, in: bytes))
        let replacement = String(decoding: bytes[replacementStart..<replacementEnd], as: UTF8.self)
        return SourceEdit(range: SourceRange(start, Swift.max(start, end)), replacement: replacement)
    }

    private static func scalarBoundary(atOrBefore offset: Int, in bytes: [UInt8]) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}

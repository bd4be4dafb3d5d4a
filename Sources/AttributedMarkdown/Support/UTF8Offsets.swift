/// UTF-16 ↔ UTF-8 offsets over a text's UTF-8 bytes: what a browser's text field counts in
/// (UTF-16) turned into what the parser's ranges count in (UTF-8). The one such conversion of
/// the package; `AttributedString` offsets are in `AttributedString+UTF8Offsets.swift`, beside it.
package enum UTF8Offsets {
    /// A pair of offsets known to name the same position: where a walk can start.
    package typealias Anchor = (utf16: Int, utf8: Int)

    /// The position of UTF-16 offset `offset` in the valid UTF-8 text `bytes`, or nil when it is
    /// outside the text or inside a surrogate pair.
    ///
    /// The bytes are walked from `anchor` (a position found earlier in the same text) or from
    /// the start, whichever is nearer, so that edits one after another at nearby places cost
    /// the distance between them, not a scan from the start.
    package static func position(ofUTF16 offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from anchor: Anchor) -> Anchor? {
        guard offset >= 0 else { return nil }
        var utf16 = 0
        var utf8 = 0
        if offset >= anchor.utf16 || anchor.utf16 - offset < offset, anchor.utf8 <= bytes.count {
            (utf16, utf8) = anchor
        }
        while utf16 < offset {
            guard utf8 < bytes.count else { return nil }
            let lead = bytes[utf8]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            utf16 += length == 4 ? 2 : 1
            utf8 += length
        }
        while utf16 > offset {
            utf8 -= 1
            while utf8 > 0, bytes[utf8] & 0xC0 == 0x80 { utf8 -= 1 }
            utf16 -= bytes[utf8] >= 0xF0 ? 2 : 1
        }
        // Past `offset` by one: `offset` is inside a surrogate pair.
        guard utf16 == offset, utf8 <= bytes.count else { return nil }
        return (utf16, utf8)
    }
}

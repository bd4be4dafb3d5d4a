/// Turns the renderer's byte buffer into a `String` cheaply.
///
/// `String(decoding:as:)` validates every byte; on a buffer that holds any non-ASCII byte it
/// takes its slow path for the whole buffer, which for a large document costs a fifth of the
/// rendering. Decoded in pieces instead, the (usually many) pieces that are pure ASCII take
/// the fast path, and only the pieces around non-ASCII characters are fully validated.
enum OutputDecoding {
    /// Bytes per piece: small enough that most pieces of typical prose are pure ASCII, large
    /// enough that the per-piece cost (one temporary string) stays negligible.
    static let pieceSize = 512

    /// The string of `bytes`, UTF-8 (invalid sequences, which the renderer never writes,
    /// would read as U+FFFD as with `String(decoding:as:)`).
    static func string(_ buffer: UnsafeBufferPointer<UInt8>) -> String {
        guard buffer.count > pieceSize else { return String(decoding: buffer, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(buffer.count)
        var start = 0
        while start < buffer.count {
            var end = Swift.min(start + pieceSize, buffer.count)
            // Never cut a character: move back over continuation bytes (10xxxxxx).
            while end < buffer.count, end > start + 1, buffer[end] & 0xC0 == 0x80 { end -= 1 }
            result.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
            start = end
        }
        return result
    }
}

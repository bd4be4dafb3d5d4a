/// Where the HTML-safety functions (``HTMLEscaping``, ``HTMLTagFilter``, ``RawHTMLPolicy``)
/// write: the tree writer's byte buffer, or a `String` for the renderers and the web app.
///
/// The functions copy runs of bytes that need no change in one call, so a sink only needs
/// to append byte runs and literals (and say which byte it ends with, for cmark's line breaks).
package protocol HTMLByteSink {
    /// The last byte written, or nil when nothing has been.
    var lastByte: UInt8? { get }
    /// Appends one ASCII byte.
    mutating func appendByte(_ byte: UInt8)
    /// Appends UTF-8 bytes (always cut at ASCII boundaries, so whole characters).
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends an ASCII literal such as `&amp;`.
    mutating func appendLiteral(_ text: StaticString)
    /// Appends `bytes` with cmark's four escapes; by default as runs and literals
    /// (``HTMLEscaping/appendEscapedRuns(_:to:)``). Call ``HTMLEscaping/appendEscaped(_:to:)``.
    mutating func appendHTMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends highlighted code: for each of `spans` (classed tokens of `code`, in order), the
    /// plain text since the last one's end (the first's: since `plainStart`), then
    /// `<span class="hl-…">`, the token and `</span>`; then the plain text up to `end` (at or past
    /// the last span's end); every byte escaped. `nextSpecial` is the first byte at or after
    /// `plainStart` that escaping replaces (`code.count` or past it: none); returns the first one
    /// at or after `end`, or a value at or past `code.count` when there is none
    /// (``HTMLByteSink/appendCodeSpans(_:of:readableCount:from:through:nextSpecial:)`` by default).
    /// `readableCount` bytes (at least `code.count`) may be read from the code's start; only the
    /// code's own bytes are written.
    mutating func appendCodeSpans(_ spans: UnsafeBufferPointer<CodeSpan>, of code: UnsafeBufferPointer<UInt8>, readableCount: Int,
                                  from plainStart: Int, through end: Int, nextSpecial: Int) -> Int
}

extension HTMLByteSink {
    package mutating func appendHTMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.appendEscapedRuns(bytes, to: &self)
    }
}

extension HTMLOutput: HTMLByteSink {
    @inline(__always)
    var lastByte: UInt8? { last }
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) { append(byte) }
    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }
    @inline(__always)
    mutating func appendLiteral(_ text: StaticString) { append(text) }
    @inline(__always)
    mutating func appendHTMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>) { appendEscaped(bytes) }
}

extension String: HTMLByteSink {
    package var lastByte: UInt8? { utf8.last }

    package mutating func appendByte(_ byte: UInt8) {
        unicodeScalars.append(Unicode.Scalar(byte))
    }

    package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        self += String(decoding: bytes, as: UTF8.self)
    }

    package mutating func appendLiteral(_ text: StaticString) {
        self += text.description
    }
}

/// Calls `body` with the UTF-8 bytes of `text`, without a copy when they are contiguous.
@inline(__always)
package func withUTF8Bytes<R>(of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(text)
    return copy.withUTF8(body)
}

/// The byte buffer the HTML writer fills: one allocation, grown geometrically, written with
/// plain stores and `memcpy`-style copies.
///
/// Rendering appends a few bytes millions of times (`<p>`, `</em>`, a run of text, a
/// newline). `Array.append(contentsOf:)` checks uniqueness and capacity and goes through the
/// generic sequence-copy path on every call, which was a large share of rendering; here an
/// append is a capacity check and a copy, into the same ``PlainBuffer`` the block phase uses.
struct HTMLOutput {
    private let bytes: PlainBuffer<UInt8>
    /// The last byte handed to ``flush(to:)``, so that ``last`` still knows it after a flush.
    private var lastFlushed: UInt8?

    init(capacity: Int) {
        bytes = PlainBuffer(minimumCapacity: Swift.max(capacity, 64))
    }

    var count: Int { bytes.count }

    /// The last byte written, or nil when nothing has been.
    var last: UInt8? { bytes.count > 0 ? bytes[bytes.count - 1] : lastFlushed }

    /// Hands the bytes written so far to `sink` and empties the buffer (keeping its storage).
    mutating func flush(to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard bytes.count > 0 else { return }
        lastFlushed = bytes[bytes.count - 1]
        bytes.withUnsafeBufferPointer { sink($0) }
        bytes.removeAll()
    }

    @inline(__always)
    func append(_ byte: UInt8) { bytes.append(byte) }

    @inline(__always)
    func append(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }

    @inline(__always)
    func append(_ text: StaticString) {
        // `withUTF8Buffer`, not `utf8Start`: a one-character literal may be stored as a scalar.
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` HTML-escaped, written straight into the buffer (``HTMLEscaping/escape(_:into:)``),
    /// a few kilobytes of source at a time so that the room reserved stays small.
    func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        let chunkSize = 4096
        var start = 0
        while start < text.count {
            let chunk = UnsafeBufferPointer(rebasing: text[start..<Swift.min(start + chunkSize, text.count)])
            bytes.append(upTo: HTMLEscaping.escapedCapacity(chunk.count)) { HTMLEscaping.escape(chunk, into: $0) }
            start += chunk.count
        }
    }

    /// Writes at most `maximumCount` bytes straight into the buffer; `body` returns how many it wrote.
    @inline(__always)
    func reserveAndWrite(upTo maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        bytes.append(upTo: maximumCount, body)
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The bytes (one copy; no validation, unlike making a `String`).
    func takeBytes() -> [UInt8] {
        bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// The bytes as a `String`.
    func takeString() -> String {
        bytes.withUnsafeBufferPointer { OutputDecoding.string($0) }
    }
}

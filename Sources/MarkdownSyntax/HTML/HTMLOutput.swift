/// The byte buffer the HTML writer fills: one allocation, grown geometrically, written with
/// plain stores and `memcpy`-style copies.
///
/// Rendering appends a few bytes millions of times (`<p>`, `</em>`, a run of text, a
/// newline). `Array.append(contentsOf:)` checks uniqueness and capacity and goes through the
/// generic sequence-copy path on every call, which was a large share of rendering; here an
/// append is a capacity check and a copy. The type is non-copyable, so its memory has exactly
/// one owner and is freed exactly once, by `deinit` or when ``takeString()`` consumes it.
struct HTMLOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The last byte written, or nil when nothing has been.
    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        // `withUTF8Buffer`, not `utf8Start`: a one-character literal may be stored as a scalar.
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Makes room for `needed` bytes, at least doubling, so appends stay amortized O(1).
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes, freeing the buffer (one copy; no validation, unlike making a `String`).
    consuming func takeBytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { array, initialized in
            if let destination = array.baseAddress { destination.initialize(from: base, count: count) }
            initialized = count
        }
    }

    /// The bytes as a `String`, freeing the buffer.
    consuming func takeString() -> String {
        OutputDecoding.string(UnsafeBufferPointer(start: base, count: count))
    }
}

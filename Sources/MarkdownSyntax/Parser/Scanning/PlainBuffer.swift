/// A growable buffer of values addressed by index, for the block phase's per-line bookkeeping:
/// the block records, the leaves' shared text and their line segments.
///
/// An `Array` property of the parser would do the same job, but every write through a class's
/// array property first checks that the array is uniquely referenced (a runtime call) and
/// `append(contentsOf:)` goes through generic sequence machinery; the block phase writes
/// several times per line. This buffer hands out addresses directly and copies with `memcpy`.
///
/// Safety: indices come only from the parser itself (from ``append(_:)`` and the counts and
/// link fields it stored), never from the input, so they are always within `0..<count`. A
/// pointer from ``withUnsafeBufferPointer(_:)`` is only used inside the closure, and nothing
/// appends while one is in use. The buffer never leaves the one parse that owns it. Debug
/// builds (and the ASan fuzz build) check every index against `count` — an index past `count`
/// but inside the allocation is invisible to AddressSanitizer; release builds check nothing.
final class PlainBuffer<Element> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(minimumCapacity: Int) {
        capacity = Swift.max(16, minimumCapacity)
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        HugePageAdvice.advise(base, byteCount: capacity * MemoryLayout<Element>.stride)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "PlainBuffer index \(index) out of 0..<\(count)")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "PlainBuffer index \(index) out of 0..<\(count)")
            return base + index
        }
    }

    /// Stores `element` at the end and returns its index.
    @discardableResult @inline(__always)
    func append(_ element: Element) -> Int {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
        return count - 1
    }

    /// Copies `elements` to the end.
    @inline(__always)
    func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        assert(count + elements.count <= capacity)
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends `element` `repetitions` times.
    @inline(__always)
    func append(_ element: Element, repeating repetitions: Int) {
        guard repetitions > 0 else { return }
        if count + repetitions > capacity { grow(toHold: count + repetitions) }
        (base + count).initialize(repeating: element, count: repetitions)
        count += repetitions
    }

    /// Lets `body` write up to `maximumCount` elements at the end, in place: it gets the address
    /// past the last element (with room for `maximumCount`) and returns how many it
    /// initialized, which become part of the buffer.
    @inline(__always)
    func append(upTo maximumCount: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        if count + maximumCount > capacity { grow(toHold: count + maximumCount) }
        let written = body(base + count)
        assert(written >= 0 && written <= maximumCount)
        count += written
    }

    /// Removes the last `k` elements and keeps the storage.
    func removeLast(_ k: Int) {
        assert(k >= 0 && k <= count)
        let k = Swift.min(Swift.max(k, 0), count)
        (base + (count - k)).deinitialize(count: k)
        count -= k
    }

    /// Removes every element and keeps the storage, for refilling (the HTML output after a flush).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Calls `body` with the stored elements; the pointer must not escape the closure.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Geometric growth, so that appending stays linear overall.
    private func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        assert(newCapacity >= needed && count <= capacity)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        HugePageAdvice.advise(grown, byteCount: newCapacity * MemoryLayout<Element>.stride)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}

/// The growable buffer that holds every ``BlockRecord`` of one parse, addressed by index.
///
/// A plain `Array` property of the parser would do the same job, but each in-place write
/// through a class's array property checks that the array is uniquely referenced (a runtime
/// call), and the block phase writes block fields several times per line. This buffer hands
/// out addresses directly instead.
///
/// Safety: indices come only from the parser itself (from ``append(_:)`` and the link fields
/// it wrote), never from the input, so they are always within `0..<count`; `BlockRecord` is a
/// trivial type, so moving records when the buffer grows and freeing them without
/// deinitializing each one is sound; and the store never leaves the one parse that owns it.
final class BlockStore {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<BlockRecord>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(minimumCapacity: Int) {
        capacity = Swift.max(16, minimumCapacity)
        base = UnsafeMutablePointer<BlockRecord>.allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> BlockRecord {
        unsafeAddress { UnsafePointer(base + index) }
        unsafeMutableAddress { base + index }
    }

    /// Stores `record` and returns its index.
    func append(_ record: BlockRecord) -> Int {
        if count == capacity {
            let grown = UnsafeMutablePointer<BlockRecord>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: record)
        count += 1
        return count - 1
    }
}

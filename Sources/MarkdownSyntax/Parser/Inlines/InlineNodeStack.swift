/// The finished ``InlineNode``s of every open container while ``InlineTreeBuilder`` works, in
/// storage it manages itself so that a node is built once and then only *moved*: into its
/// container's `children` array when the container closes.
///
/// With an `Array` as the stack, taking a container's children meant copying them out
/// (`Array(stack[start...])`, which retains every String and array inside each node) and then
/// `removeSubrange` (which releases them again): two reference-counting passes per node, about a
/// quarter of the whole inline phase. Moving a node out of manually managed memory costs a
/// plain memory copy.
///
/// The type is noncopyable, so exactly one owner exists and `deinit` can safely destroy and
/// free what is left (normally nothing: the builder moves every node out).
struct InlineNodeStack: ~Copyable {
    /// `count` initialized nodes, then uninitialized room up to `capacity`.
    private var base: UnsafeMutablePointer<InlineNode>
    private var capacity: Int
    /// How many nodes are held; the next appended node goes at this index.
    private(set) var count = 0

    init(capacity: Int) {
        let capacity = max(capacity, 8)
        base = UnsafeMutablePointer<InlineNode>.allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a node on top.
    mutating func append(_ node: consuming InlineNode) {
        if count == capacity { grow() }
        assert(count < capacity, "InlineNodeStack append past its capacity")
        (base + count).initialize(to: node)
        count += 1
    }

    /// Moves the nodes at indices `start...` into a new, exactly sized array, leaving `start`
    /// nodes on the stack.
    ///
    /// The array is reserved, then filled by appending each node moved out of its slot:
    /// `Array(unsafeUninitializedCapacity:)` would be one bulk move, but it reaches a generic
    /// entry point of the standard library that looks up the array's type metadata on every
    /// call (about 300 instructions, more than the appends cost for a container's children).
    mutating func removeArray(from start: Int) -> [InlineNode] {
        let moving = count - start
        guard moving > 0, start >= 0 else { return [] }
        assert(count <= capacity, "InlineNodeStack count past its capacity")
        var result: [InlineNode] = []
        result.reserveCapacity(moving)
        for index in start..<count {
            result.append((base + index).move())
        }
        count = start
        return result
    }

    /// Doubles the room, moving (not copying) the held nodes.
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<InlineNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

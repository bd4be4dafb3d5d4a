/// The working tree of the inline phase: nodes in one array, linked by index, so emphasis and
/// links can wrap a run of siblings in O(1) and no node is a separate allocation.
///
/// Node 0 is the root (the paragraph); unresolved nodes always sit directly under it, which is
/// why no parent links are needed.
struct InlineArena {
    enum Kind {
        /// Content bytes `start..<end` taken literally.
        case text
        /// Bytes of the side buffer `extra`, `payloadStart..<payloadEnd` (decoded entities, code span text…).
        case extraText
        case softBreak
        case lineBreak
        /// Code span text in `extra`.
        case code
        /// Raw HTML: content bytes `start..<end`.
        case html
        case emphasis
        case strong
        case strikethrough
        /// Payloads live in side tables (`links`, `footnotes`, `attributes`), so that a node is
        /// plain data: copying one costs no reference counting.
        case link(Int)
        case image(Int)
        case footnoteReference(Int)
        case extendedAttributes(Int)
        case root
    }

    struct Node {
        var kind: Kind
        /// Content range of the node (for `.text`, the literal bytes).
        var start: Int
        var end: Int
        var payloadStart = 0
        var payloadEnd = 0
        var first = -1
        var last = -1
        var next = -1
        var previous = -1
    }

    var nodes: [Node]
    /// Side storage for text that is not a slice of the content.
    var extra: [UInt8] = []
    var links: [LinkInfo] = []
    var footnotes: [FootnoteReferenceInfo] = []
    /// Extended-attribute spans; `jsonIsInContent` marks inline spans, whose `jsonRange` is
    /// still in content offsets (a definition's range is already in source offsets).
    var attributes: [(info: ExtendedAttributesInfo, jsonIsInContent: Bool)] = []

    mutating func linkKind(_ info: LinkInfo, isImage: Bool = false) -> Kind {
        // A leaf with one link usually has a few: one allocation, not a doubling series.
        if links.capacity == 0 { links.reserveCapacity(4) }
        links.append(info)
        return isImage ? .image(links.count - 1) : .link(links.count - 1)
    }

    mutating func footnoteKind(_ info: FootnoteReferenceInfo) -> Kind {
        if footnotes.capacity == 0 { footnotes.reserveCapacity(4) }
        footnotes.append(info)
        return .footnoteReference(footnotes.count - 1)
    }

    mutating func attributesKind(_ info: ExtendedAttributesInfo, jsonIsInContent: Bool) -> Kind {
        attributes.append((info, jsonIsInContent))
        return .extendedAttributes(attributes.count - 1)
    }

    init(capacity: Int) {
        nodes = []
        nodes.reserveCapacity(capacity)
        nodes.append(Node(kind: .root, start: 0, end: 0))
    }

    /// An arena with no storage and no root, only a placeholder until ``reset(capacity:)``.
    static var empty: InlineArena { InlineArena() }

    private init() {
        nodes = []
    }

    /// Empties the arena for another leaf, keeping its arrays' storage: only the root is left.
    mutating func reset(capacity: Int) {
        nodes.removeAll(keepingCapacity: true)
        if nodes.capacity < capacity { nodes.reserveCapacity(capacity) }
        nodes.append(Node(kind: .root, start: 0, end: 0))
        // Most leaves have no code, links, footnotes or attributes: an empty array is left alone
        // (emptying one still checks that its storage is unique, a runtime call per array and leaf).
        if !extra.isEmpty { extra.removeAll(keepingCapacity: true) }
        if !links.isEmpty { links.removeAll(keepingCapacity: true) }
        if !footnotes.isEmpty { footnotes.removeAll(keepingCapacity: true) }
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
    }

    /// Appends a node as the root's last child; returns its index.
    @discardableResult
    mutating func append(_ kind: Kind, start: Int, end: Int) -> Int {
        let index = nodes.count
        let last = nodes[0].last
        var node = Node(kind: kind, start: start, end: end)
        node.previous = last
        nodes.append(node)
        // The links are set through one buffer access: the array was just made unique by the
        // append, and each subscripted write would otherwise check that again.
        nodes.withUnsafeMutableBufferPointer { nodes in
            if last >= 0 { nodes[last].next = index } else { nodes[0].first = index }
            nodes[0].last = index
        }
        return index
    }

    /// Appends a node whose text lives in `extra`.
    @discardableResult
    mutating func appendExtra(_ kind: Kind, bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
        let index = append(kind, start: start, end: end)
        nodes[index].payloadStart = extra.count
        extra.append(contentsOf: bytes)
        nodes[index].payloadEnd = extra.count
        return index
    }

    /// Unlinks a root-level node.
    mutating func remove(_ index: Int) {
        let previous = nodes[index].previous
        let next = nodes[index].next
        if previous >= 0 { nodes[previous].next = next } else { nodes[0].first = next }
        if next >= 0 { nodes[next].previous = previous } else { nodes[0].last = previous }
        nodes[index].next = -1
        nodes[index].previous = -1
    }

    /// Creates a container after root-level node `after` holding every sibling between `after`
    /// and `before` (exclusive; `before == -1` means up to the last child).
    mutating func wrap(after: Int, before: Int, kind: Kind, start: Int, end: Int) -> Int {
        let index = nodes.count
        var container = Node(kind: kind, start: start, end: end)
        let firstMoved = nodes[after].next
        let lastMoved = before >= 0 ? nodes[before].previous : nodes[0].last
        if firstMoved >= 0 && firstMoved != before {
            container.first = firstMoved
            container.last = lastMoved
            nodes[firstMoved].previous = -1
            nodes[lastMoved].next = -1
        }
        container.previous = after
        container.next = before
        nodes.append(container)
        nodes[after].next = index
        if before >= 0 { nodes[before].previous = index } else { nodes[0].last = index }
        return index
    }
}

/// Turns an ``InlineArena`` into ``InlineNode`` values: merges adjacent text, maps content
/// offsets to source offsets, finds GFM e-mail autolinks in text outside links, and applies
/// the nesting cap (containers deeper than ``ParseOptions/maximumNestingDepth`` are dissolved
/// and their children hoisted). Uses an explicit stack, so no input can overflow the call stack.
///
/// A dissolved container has no buffers of its own: its text and children go straight to the
/// nearest kept ancestor (its frame's `target`), so dissolving thousands of levels costs O(1)
/// per level instead of re-copying the hoisted text once per level (which was O(depth²)).
///
/// Noncopyable because it owns ``InlineNodeStack``'s manually managed storage.
struct InlineTreeBuilder: ~Copyable {
    let arena: InlineArena
    let content: UnsafeBufferPointer<UInt8>
    let segments: [ContentSegment]
    let options: ParseOptions
    /// The segment of the last mapped offset: offsets come mostly in increasing order, so
    /// mapping usually moves this forward by zero or one step instead of searching.
    private var segmentCursor = 0
    /// The finished children of every open kept frame, innermost last: appends only ever go
    /// to the innermost kept frame, so one buffer serves the whole stack, and each container
    /// gets one exactly sized array when it closes instead of growing its own child by child.
    private var scratch: InlineNodeStack
    /// Whether flushed text must be searched for GFM e-mail autolinks at all: only when the
    /// extension is on and the leaf holds an `@` somewhere (one scan per leaf instead of one
    /// per text node).
    private let mayHoldEmails: Bool

    // The text run not yet turned into a node. Only the innermost kept frame (the target of
    // the top of the stack) can have one: a kept container flushes its parent's run before
    // opening, and closes its own before returning to the parent. So the run lives here, once,
    // and frames stay plain data (no array inside, no reference counting when they are copied).

    /// Bytes of the run, once it has more than one piece.
    private var pending: [UInt8] = []
    private var hasPending = false
    /// The run's only piece so far, as a content range (`sliceStart < 0`: none, or already copied).
    private var sliceStart = -1
    private var sliceEnd = -1
    /// Content range the run covers.
    private var pendingStart = 0
    private var pendingEnd = 0

    init(arena: InlineArena, content: UnsafeBufferPointer<UInt8>, segments: [ContentSegment], options: ParseOptions) {
        self.arena = arena
        self.content = content
        self.segments = segments
        self.options = options
        scratch = InlineNodeStack(capacity: arena.nodes.count)
        mayHoldEmails = options.extensions.contains(.autolink) && ByteSearch.contains(UInt8(ascii: "@"), in: content)
    }

    /// The finished inlines of a leaf that is one plain text run (a heading, a table cell, a
    /// one-line item: the commonest shape), or nil for any other leaf.
    ///
    /// Gives exactly what ``build()`` gives for such a leaf, without allocating its node
    /// stack and frame stack. A run holding an `@` is left to ``build()`` when GFM e-mail
    /// autolinks are on.
    static func singleTextRun(arena: InlineArena, content: UnsafeBufferPointer<UInt8>, segments: [ContentSegment],
                              options: ParseOptions) -> [InlineNode]? {
        let root = arena.nodes[0]
        guard root.first >= 0, root.first == root.last else { return nil }
        let node = arena.nodes[root.first]
        guard case .text = node.kind else { return nil }
        let slice = UnsafeBufferPointer(rebasing: content[node.start..<node.end])
        if options.extensions.contains(.autolink), ByteSearch.contains(UInt8(ascii: "@"), in: slice) { return nil }
        let lower = SourceMap.sourceOffset(of: node.start, in: segments)
        let upper = node.end > node.start ? SourceMap.sourceOffset(of: node.end - 1, in: segments) + 1 : lower
        return [InlineNode(kind: .text(String(decoding: slice, as: UTF8.self)), range: SourceRange(lower, upper))]
    }

    private struct Frame {
        var node: Int
        var cursor: Int
        /// Where this frame's children start in `scratch`.
        var childStart = 0
        var isHoisted: Bool
        var isInsideLink: Bool
        var depth: Int
        /// Stack index of the frame that receives this frame's text and children: itself, or
        /// for a dissolved container the nearest kept ancestor.
        var target: Int
        /// Whether the text now pending in this (target) frame lies inside a link, which
        /// decides if GFM e-mail autolinks are looked for when it is flushed.
        var pendingIsInsideLink: Bool
    }

    mutating func build() -> [InlineNode] {
        var stack = [Frame(node: 0, cursor: arena.nodes[0].first, isHoisted: false, isInsideLink: false, depth: 0,
                           target: 0, pendingIsInsideLink: false)]
        while let top = stack.indices.last {
            let child = stack[top].cursor
            let target = stack[top].target
            if child < 0 {
                let frame = stack.removeLast()
                if frame.isHoisted {
                    // The text keeps flowing into the target; only the link context may change.
                    if let parent = stack.indices.last { switchLinkContext(of: &stack[target], to: stack[parent].isInsideLink) }
                    continue
                }
                flush(insideLink: frame.pendingIsInsideLink)
                let children = scratch.removeArray(from: frame.childStart)
                guard !stack.isEmpty else { return children }
                let node = arena.nodes[frame.node]
                let kind = containerKind(frame.node)
                scratch.append(InlineNode(kind: kind, children: children, range: sourceRange(node.start, node.end)))
                continue
            }
            let node = arena.nodes[child]
            stack[top].cursor = node.next
            switch node.kind {
            case .text:
                appendPending(bytes: UnsafeBufferPointer(rebasing: content[node.start..<node.end]),
                              start: node.start, end: node.end, isSlice: true)
            case .extraText:
                arena.extra.withUnsafeBufferPointer { extra in
                    appendPending(bytes: UnsafeBufferPointer(rebasing: extra[node.payloadStart..<node.payloadEnd]),
                                  start: node.start, end: node.end)
                }
            case .softBreak:
                flush(insideLink: stack[target].pendingIsInsideLink)
                scratch.append(InlineNode(kind: .softBreak, range: sourceRange(node.start, node.end)))
            case .lineBreak:
                flush(insideLink: stack[target].pendingIsInsideLink)
                scratch.append(InlineNode(kind: .lineBreak, range: sourceRange(node.start, node.end)))
            case .code:
                flush(insideLink: stack[target].pendingIsInsideLink)
                let text = arena.extra.withUnsafeBufferPointer { extra in
                    String(decoding: UnsafeBufferPointer(rebasing: extra[node.payloadStart..<node.payloadEnd]), as: UTF8.self)
                }
                scratch.append(InlineNode(kind: .code(text), range: sourceRange(node.start, node.end)))
            case .html:
                flush(insideLink: stack[target].pendingIsInsideLink)
                let text = String(decoding: UnsafeBufferPointer(rebasing: content[node.start..<node.end]), as: UTF8.self)
                scratch.append(InlineNode(kind: .html(text), range: sourceRange(node.start, node.end)))
            case .footnoteReference(let index):
                flush(insideLink: stack[target].pendingIsInsideLink)
                scratch.append(InlineNode(kind: .footnoteReference(arena.footnotes[index]),
                                          range: sourceRange(node.start, node.end)))
            case .root:
                break
            case .emphasis, .strong, .strikethrough, .link, .image, .extendedAttributes:
                var isLink = false
                if case .link = node.kind { isLink = true }
                if case .image = node.kind { isLink = true }
                let isInsideLink = stack[top].isInsideLink || isLink
                let depth = stack[target].depth
                if depth >= options.effectiveNestingDepth {
                    switchLinkContext(of: &stack[target], to: isInsideLink)
                    stack.append(Frame(node: child, cursor: node.first, isHoisted: true, isInsideLink: isInsideLink,
                                       depth: depth, target: target, pendingIsInsideLink: isInsideLink))
                } else {
                    flush(insideLink: stack[target].pendingIsInsideLink)
                    stack.append(Frame(node: child, cursor: node.first, childStart: scratch.count, isHoisted: false,
                                       isInsideLink: isInsideLink, depth: depth + 1, target: stack.count,
                                       pendingIsInsideLink: isInsideLink))
                }
            }
        }
        return []
    }

    /// Text of a dissolved link must not gain e-mail autolinks, while text around it may: when
    /// the link context changes inside one target, the pending text is closed first.
    private mutating func switchLinkContext(of frame: inout Frame, to isInsideLink: Bool) {
        guard frame.pendingIsInsideLink != isInsideLink else { return }
        flush(insideLink: frame.pendingIsInsideLink)
        frame.pendingIsInsideLink = isInsideLink
    }

    private mutating func containerKind(_ index: Int) -> InlineKind {
        let node = arena.nodes[index]
        switch node.kind {
        case .emphasis: return .emphasis
        case .strong: return .strong
        case .strikethrough: return .strikethrough
        case .link(let index): return .link(arena.links[index])
        case .image(let index): return .image(arena.links[index])
        case .extendedAttributes(let index):
            var info = arena.attributes[index].info
            if arena.attributes[index].jsonIsInContent {
                info.jsonRange = sourceRange(info.jsonRange.lowerBound, info.jsonRange.upperBound)
            }
            return .extendedAttributes(info)
        default: return .emphasis
        }
    }

    /// Adds text to the pending run. The first piece, when it is a slice of the content, is
    /// only remembered (`sliceStart..<sliceEnd`); bytes are copied once a second piece
    /// arrives, so the common single-piece text costs one String creation and no copy.
    private mutating func appendPending(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, isSlice: Bool = false) {
        if !hasPending {
            hasPending = true
            pendingStart = start
            pendingEnd = end
            if isSlice {
                sliceStart = start
                sliceEnd = end
                return
            }
            pending.append(contentsOf: bytes)
            return
        }
        if sliceStart >= 0 {
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: content[sliceStart..<sliceEnd]))
            sliceStart = -1
        }
        pending.append(contentsOf: bytes)
        pendingEnd = end
    }

    /// Turns the pending run into a text node (or, outside links, text and e-mail autolinks).
    private mutating func flush(insideLink: Bool) {
        guard hasPending else { return }
        hasPending = false
        let wantsEmails = mayHoldEmails && !insideLink
        if sliceStart >= 0 {
            let slice = UnsafeBufferPointer(rebasing: content[sliceStart..<sliceEnd])
            sliceStart = -1
            if !(wantsEmails && ByteSearch.contains(UInt8(ascii: "@"), in: slice)) {
                let text = String(decoding: slice, as: UTF8.self)
                scratch.append(InlineNode(kind: .text(text), range: sourceRange(pendingStart, pendingEnd)))
                return
            }
            pending.append(contentsOf: slice)
        }
        defer { pending.removeAll(keepingCapacity: true) }
        if wantsEmails && pending.withUnsafeBufferPointer({ ByteScan.contains(UInt8(ascii: "@"), in: $0) }) {
            splitEmails()
            return
        }
        let text = String(decoding: pending, as: UTF8.self)
        scratch.append(InlineNode(kind: .text(text), range: sourceRange(pendingStart, pendingEnd)))
    }

    private mutating func splitEmails() {
        let base = pendingStart
        let runStart = pendingStart
        let runEnd = pendingEnd
        let exact = pending.count == pendingEnd - pendingStart
        let bytes = pending
        bytes.withUnsafeBufferPointer { bytes in
            var cursor = 0
            func range(_ from: Int, _ to: Int) -> SourceRange {
                exact ? sourceRange(base + from, base + to) : sourceRange(runStart, runEnd)
            }
            while let email = ExtendedAutolinkRules.nextEmail(bytes, from: cursor, end: bytes.count) {
                if email.start > cursor {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor..<email.start]), as: UTF8.self)
                    scratch.append(InlineNode(kind: .text(text), range: range(cursor, email.start)))
                }
                let label = String(decoding: UnsafeBufferPointer(rebasing: bytes[email.start..<email.end]), as: UTF8.self)
                let linkRange = range(email.start, email.end)
                scratch.append(InlineNode(
                    kind: .link(LinkInfo(destination: email.destination, origin: .extendedAutolink)),
                    children: [InlineNode(kind: .text(label), range: linkRange)], range: linkRange))
                cursor = email.end
            }
            if cursor < bytes.count {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor...]), as: UTF8.self)
                scratch.append(InlineNode(kind: .text(text), range: range(cursor, bytes.count)))
            }
        }
    }

    /// Maps a content range to source offsets.
    mutating func sourceRange(_ start: Int, _ end: Int) -> SourceRange {
        let lower = sourceOffset(of: start)
        let upper = end > start ? sourceOffset(of: end - 1) + 1 : lower
        return SourceRange(lower, upper)
    }

    private mutating func sourceOffset(of offset: Int) -> Int {
        guard segments.count > 1 else { return SourceMap.sourceOffset(of: offset, in: segments) }
        var index = segmentCursor
        if segments[index].contentOffset > offset {
            return SourceMap.sourceOffset(of: offset, in: segments)
        }
        while index + 1 < segments.count, segments[index + 1].contentOffset <= offset { index += 1 }
        segmentCursor = index
        return segments[index].sourceOffset + (offset - segments[index].contentOffset)
    }
}

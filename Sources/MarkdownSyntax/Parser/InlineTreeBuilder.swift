/// Turns an ``InlineArena`` into ``InlineNode`` values: merges adjacent text, maps content
/// offsets to source offsets, finds GFM e-mail autolinks in text outside links, and applies
/// the nesting cap (containers deeper than ``ParseOptions/maximumNestingDepth`` are dissolved
/// and their children hoisted). Uses an explicit stack, so no input can overflow the call stack.
///
/// A dissolved container has no buffers of its own: its text and children go straight to the
/// nearest kept ancestor (its frame's `target`), so dissolving thousands of levels costs O(1)
/// per level instead of re-copying the hoisted text once per level (which was O(depth²)).
struct InlineTreeBuilder {
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
    private var scratch: [InlineNode] = []

    init(arena: InlineArena, content: UnsafeBufferPointer<UInt8>, segments: [ContentSegment], options: ParseOptions) {
        self.arena = arena
        self.content = content
        self.segments = segments
        self.options = options
    }

    private struct Frame {
        var node: Int
        var cursor: Int
        /// Where this frame's children start in `scratch`.
        var childStart = 0
        var pending: [UInt8] = []
        var hasPending = false
        var sliceStart = -1
        var sliceEnd = -1
        var pendingStart = 0
        var pendingEnd = 0
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
        scratch.reserveCapacity(arena.nodes.count)
        var stack = [Frame(node: 0, cursor: arena.nodes[0].first, isHoisted: false, isInsideLink: false, depth: 0,
                           target: 0, pendingIsInsideLink: false)]
        while let top = stack.indices.last {
            let child = stack[top].cursor
            let target = stack[top].target
            if child < 0 {
                var frame = stack.removeLast()
                if frame.isHoisted {
                    // The text keeps flowing into the target; only the link context may change.
                    if let parent = stack.indices.last { switchLinkContext(of: &stack[target], to: stack[parent].isInsideLink) }
                    continue
                }
                flush(&frame)
                let children = Array(scratch[frame.childStart...])
                scratch.removeSubrange(frame.childStart...)
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
                appendPending(&stack[target], bytes: UnsafeBufferPointer(rebasing: content[node.start..<node.end]),
                              start: node.start, end: node.end, isSlice: true)
            case .extraText:
                arena.extra.withUnsafeBufferPointer { extra in
                    appendPending(&stack[target], bytes: UnsafeBufferPointer(rebasing: extra[node.payloadStart..<node.payloadEnd]),
                                  start: node.start, end: node.end)
                }
            case .softBreak:
                flush(&stack[target])
                scratch.append(InlineNode(kind: .softBreak, range: sourceRange(node.start, node.end)))
            case .lineBreak:
                flush(&stack[target])
                scratch.append(InlineNode(kind: .lineBreak, range: sourceRange(node.start, node.end)))
            case .code:
                flush(&stack[target])
                let text = String(decoding: arena.extra[node.payloadStart..<node.payloadEnd], as: UTF8.self)
                scratch.append(InlineNode(kind: .code(text), range: sourceRange(node.start, node.end)))
            case .html:
                flush(&stack[target])
                let text = String(decoding: UnsafeBufferPointer(rebasing: content[node.start..<node.end]), as: UTF8.self)
                scratch.append(InlineNode(kind: .html(text), range: sourceRange(node.start, node.end)))
            case .footnoteReference(let index):
                flush(&stack[target])
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
                    flush(&stack[target])
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
        flush(&frame)
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

    /// Adds text to the frame's pending run. The first piece, when it is a slice of the
    /// content, is only remembered (`sliceStart..<sliceEnd`); bytes are copied once a second
    /// piece arrives, so the common single-piece text costs one String creation and no copy.
    private func appendPending(_ frame: inout Frame, bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, isSlice: Bool = false) {
        if !frame.hasPending {
            frame.hasPending = true
            frame.pendingStart = start
            frame.pendingEnd = end
            if isSlice {
                frame.sliceStart = start
                frame.sliceEnd = end
                return
            }
            frame.pending.append(contentsOf: bytes)
            return
        }
        if frame.sliceStart >= 0 {
            frame.pending.append(contentsOf: UnsafeBufferPointer(rebasing: content[frame.sliceStart..<frame.sliceEnd]))
            frame.sliceStart = -1
        }
        frame.pending.append(contentsOf: bytes)
        frame.pendingEnd = end
    }

    private mutating func flush(_ frame: inout Frame) {
        guard frame.hasPending else { return }
        defer {
            frame.pending.removeAll(keepingCapacity: true)
            frame.hasPending = false
            frame.sliceStart = -1
        }
        let wantsEmails = options.extensions.contains(.autolink) && !frame.pendingIsInsideLink
        if frame.sliceStart >= 0 {
            let slice = UnsafeBufferPointer(rebasing: content[frame.sliceStart..<frame.sliceEnd])
            if !(wantsEmails && ByteScan.contains(UInt8(ascii: "@"), in: slice)) {
                let text = String(decoding: slice, as: UTF8.self)
                scratch.append(InlineNode(kind: .text(text), range: sourceRange(frame.pendingStart, frame.pendingEnd)))
                return
            }
            frame.pending.append(contentsOf: slice)
        }
        if wantsEmails && frame.pending.withUnsafeBufferPointer({ ByteScan.contains(UInt8(ascii: "@"), in: $0) }) {
            splitEmails(&frame)
            return
        }
        let text = String(decoding: frame.pending, as: UTF8.self)
        scratch.append(InlineNode(kind: .text(text), range: sourceRange(frame.pendingStart, frame.pendingEnd)))
    }

    private mutating func splitEmails(_ frame: inout Frame) {
        let base = frame.pendingStart
        let exact = frame.pending.count == frame.pendingEnd - frame.pendingStart
        frame.pending.withUnsafeBufferPointer { bytes in
            var cursor = 0
            func range(_ from: Int, _ to: Int) -> SourceRange {
                exact ? sourceRange(base + from, base + to) : sourceRange(frame.pendingStart, frame.pendingEnd)
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

extension InlineParser {
    /// Reads a delimiter run and pushes it when it can open or close.
    mutating func parseDelimiterRun(_ character: UInt8) {
        let start = position
        var i = start
        while i < end, content[i] == character { i += 1 }
        let count = i - start
        position = i
        let node = arena.append(.text, start: start, end: i)
        if character == UInt8(ascii: "~") && count > 2 { return }

        // With strikethrough on, cmark-gfm looks through `~` when judging flanking (the
        // extension registers it as a "skip" character), so `*~ a*` is not emphasis there.
        var beforeIndex = start
        var afterIndex = i
        if options.extensions.contains(.strikethrough) {
            while beforeIndex > 0, content[beforeIndex - 1] == UInt8(ascii: "~") { beforeIndex -= 1 }
            while afterIndex < end, content[afterIndex] == UInt8(ascii: "~") { afterIndex += 1 }
        }
        let before = ByteClass.scalar(before: beforeIndex, in: content, start: 0) ?? "\n"
        let after = ByteClass.scalar(at: afterIndex, in: content, end: end) ?? "\n"
        let beforeIsSpace = ByteClass.isUnicodeWhitespace(before)
        let afterIsSpace = ByteClass.isUnicodeWhitespace(after)
        let beforeIsPunctuation = ByteClass.isUnicodePunctuation(before)
        let afterIsPunctuation = ByteClass.isUnicodePunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else { return }
        delimiters.push(Delimiter(node: node, character: character, count: count, originalCount: count,
                                  canOpen: canOpen, canClose: canClose, previous: -1, next: -1))
    }

    /// Resolves emphasis and strikethrough among the delimiters above `stackBottom` (cmark's
    /// `process_emphasis`, with `openers_bottom` per character, closer length mod 3 and
    /// whether the closer can also open, so the search never revisits failed ranges).
    mutating func processEmphasis(stackBottom: Int) {
        guard delimiters.last >= 0, delimiters.last != stackBottom else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 18) { openersBottom in
            openersBottom.initialize(repeating: stackBottom)
            processEmphasis(stackBottom: stackBottom, openersBottom: openersBottom)
        }
    }

    /// `openersBottom[slot * 6 + (canOpen ? 3 : 0) + length % 3]`, slot 0 `*`, 1 `_`, 2 `~`.
    private mutating func processEmphasis(stackBottom: Int, openersBottom: UnsafeMutableBufferPointer<Int>) {
        var closer = -1
        var scan = delimiters.last
        while scan >= 0 && scan != stackBottom {
            closer = scan
            scan = delimiters.items[scan].previous
        }
        while closer >= 0 {
            let closing = delimiters.items[closer]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let slot = closing.character == UInt8(ascii: "*") ? 0 : (closing.character == UInt8(ascii: "_") ? 1 : 2)
            let bottomIndex = (closing.canOpen ? 3 : 0) + closing.originalCount % 3
            var opener = closing.previous
            var openerFound = false
            while opener >= 0 && opener != stackBottom && opener != openersBottom[slot * 6 + bottomIndex] {
                let candidate = delimiters.items[opener]
                if candidate.canOpen && candidate.character == closing.character {
                    let oddMatch = (closing.canOpen || candidate.canClose)
                        && closing.originalCount % 3 != 0
                        && (candidate.originalCount + closing.originalCount) % 3 == 0
                    if !oddMatch {
                        openerFound = true
                        break
                    }
                }
                opener = candidate.previous
            }
            let oldCloser = closer
            if closing.character == UInt8(ascii: "~") {
                if openerFound {
                    closer = insertStrikethrough(opener: opener, closer: closer)
                } else {
                    closer = closing.next
                }
            } else if openerFound {
                closer = insertEmphasis(opener: opener, closer: closer)
            } else {
                closer = closing.next
            }
            if !openerFound {
                openersBottom[slot * 6 + bottomIndex] = delimiters.items[oldCloser].previous
                if !delimiters.items[oldCloser].canOpen { delimiters.remove(oldCloser) }
            }
        }
        // Remove every delimiter above the bottom.
        while delimiters.last >= 0 && delimiters.last != stackBottom {
            delimiters.remove(delimiters.last)
        }
    }

    /// Wraps the nodes between opener and closer in emphasis or strong; returns the next closer.
    mutating func insertEmphasis(opener: Int, closer: Int) -> Int {
        let use = delimiters.items[closer].count >= 2 && delimiters.items[opener].count >= 2 ? 2 : 1
        let openerNode = delimiters.items[opener].node
        let closerNode = delimiters.items[closer].node
        delimiters.items[opener].count -= use
        delimiters.items[closer].count -= use
        arena.nodes[openerNode].end -= use
        arena.nodes[closerNode].start += use
        let start = arena.nodes[openerNode].end
        let end = arena.nodes[closerNode].start
        _ = arena.wrap(after: openerNode, before: closerNode, kind: use == 2 ? .strong : .emphasis, start: start, end: end)
        // Delimiters between opener and closer are done.
        var between = delimiters.items[closer].previous
        while between >= 0 && between != opener {
            let previous = delimiters.items[between].previous
            delimiters.remove(between)
            between = previous
        }
        if delimiters.items[opener].count == 0 {
            arena.remove(openerNode)
            delimiters.remove(opener)
        }
        if delimiters.items[closer].count == 0 {
            let next = delimiters.items[closer].next
            arena.remove(closerNode)
            delimiters.remove(closer)
            return next
        }
        return closer
    }

    /// GFM strikethrough: opener and closer of equal length wrap their content; in every case
    /// both are then retired with the delimiters between them (cmark-gfm's behaviour).
    mutating func insertStrikethrough(opener: Int, closer: Int) -> Int {
        let next = delimiters.items[closer].next
        let openerNode = delimiters.items[opener].node
        let closerNode = delimiters.items[closer].node
        if delimiters.items[opener].count == delimiters.items[closer].count {
            let start = arena.nodes[openerNode].start
            let end = arena.nodes[closerNode].end
            _ = arena.wrap(after: openerNode, before: closerNode, kind: .strikethrough, start: start, end: end)
            arena.remove(openerNode)
            arena.remove(closerNode)
        }
        var current = closer
        while current >= 0 && current != opener {
            let previous = delimiters.items[current].previous
            delimiters.remove(current)
            current = previous
        }
        delimiters.remove(opener)
        return next
    }
}

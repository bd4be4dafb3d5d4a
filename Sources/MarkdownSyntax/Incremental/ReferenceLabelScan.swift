/// Byte scans that find which link labels a text defines and which it may use, so that the
/// incremental parser can tell whether a region parsed alone resolves its links as the whole
/// document would.
///
/// The syntax tree drops link reference definitions, so they are found in the source by their
/// one mandatory feature: a label's closing bracket followed by a colon (`]:`), which every
/// `[label]: destination`, `[^note]: text` and `^[label]: attributes` has. Every scan errs on
/// the side of "may match": a false match only costs a full parse.
enum ReferenceLabelScan {
    /// A set of normalized labels, or "any label" when some label could not be normalized
    /// safely (non-ASCII characters, whose Unicode case folding is not reproduced here, or a
    /// label spanning lines, whose container prefixes are not stripped here).
    struct LabelSet {
        var labels: Set<[UInt8]> = []
        var matchesAny = false
        /// Whether a label inserted starts with `^` (after white space): a footnote's.
        var holdsFootnoteLabel = false

        var isEmpty: Bool { labels.isEmpty && !matchesAny }

        mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
            if !holdsFootnoteLabel,
               bytes.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != 0x0A && $0 != 0x0D })
                == UInt8(ascii: "^") {
                holdsFootnoteLabel = true
            }
            guard !matchesAny else { return }
            if let key = ReferenceLabelScan.normalizedKey(bytes) { labels.insert(key) } else { matchesAny = true }
        }

        /// True when a label of `self` may be a footnote's (`^…`). A footnote definition nothing
        /// refers to makes no node, so the tree does not show the container its lines are in.
        var mayHoldFootnoteLabel: Bool { holdsFootnoteLabel }

        /// True when some label of `self` may equal some label of `other`.
        func mayIntersect(_ other: LabelSet) -> Bool {
            if isEmpty || other.isEmpty { return false }
            if matchesAny || other.matchesAny { return true }
            let (small, large) = labels.count <= other.labels.count ? (labels, other.labels) : (other.labels, labels)
            return small.contains { large.contains($0) }
        }
    }

    /// True when `bytes` contains `]:`.
    static func containsDefinitionMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 1 else { return false }
        var index = 0
        let last = bytes.count - 1
        while index < last {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: ":") { return true }
            index += 1
        }
        return false
    }

    /// The labels of every possible definition in `bytes`: the bracketed text before each
    /// unescaped `]:` (at most 999 bytes, as CommonMark limits labels).
    static func definedLabels(in bytes: UnsafeBufferPointer<UInt8>) -> LabelSet {
        var result = LabelSet()
        guard bytes.count > 1 else { return result }
        var index = 0
        let last = bytes.count - 1
        while index < last {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: ":"), !isEscaped(index, in: bytes),
               let open = matchingOpenBracket(before: index, in: bytes) {
                result.insert(bytes[(open + 1)..<index])
                // Past a label that matches any, only a footnote's label can still change the result.
                if result.matchesAny, result.holdsFootnoteLabel { return result }
            }
            index += 1
        }
        return result
    }

    /// Every bracketed text without unescaped brackets inside in `bytes`: the labels that
    /// reference links (`[text][label]`, `[label][]`, `[label]`) and footnote references could use.
    static func usedLabels(in bytes: UnsafeBufferPointer<UInt8>) -> LabelSet {
        var result = LabelSet()
        var open: Int?
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 1
            case UInt8(ascii: "["):
                open = index
            case UInt8(ascii: "]"):
                if let start = open {
                    result.insert(bytes[(start + 1)..<index])
                    if result.matchesAny { return result }
                }
                open = nil
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// The unescaped `[` that opens a label closing at `close`, or nil when there is none within
    /// CommonMark's 999-byte label limit or an unescaped `]` comes first.
    private static func matchingOpenBracket(before close: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = close - 1
        let limit = Swift.max(0, close - 1_000)
        while index >= limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "["), !isEscaped(index, in: bytes) { return index }
            if byte == UInt8(ascii: "]"), !isEscaped(index, in: bytes) { return nil }
            index -= 1
        }
        return nil
    }

    /// True when the byte at `index` follows an odd number of backslashes.
    private static func isEscaped(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0
        var cursor = index - 1
        while cursor >= 0, bytes[cursor] == UInt8(ascii: "\\") {
            count += 1
            cursor -= 1
        }
        return count % 2 == 1
    }

    /// CommonMark's label normalization for ASCII labels on one line: ASCII case folded,
    /// whitespace runs collapsed to one space, ends trimmed. Nil for labels it cannot
    /// normalize exactly (non-ASCII bytes, line endings inside).
    static func normalizedKey(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> [UInt8]? {
        var key: [UInt8] = []
        key.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte >= 0x80 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                pendingSpace = !key.isEmpty
                continue
            }
            if pendingSpace {
                key.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            key.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return key
    }
}

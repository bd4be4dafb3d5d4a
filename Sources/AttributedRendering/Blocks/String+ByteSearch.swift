extension String {
    /// The offset in the UTF-8 of the first `byte` at or after `start`, or nil.
    ///
    /// Searched in the contiguous UTF-8 (a native string's) with no index stepping per byte, which
    /// cost ~10 instructions a byte through `String.UTF8View`'s generic `contains` and `split`.
    func utf8Offset(of byte: UInt8, from start: Int = 0) -> Int? {
        let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
            start < bytes.count ? bytes[start...].firstIndex(of: byte) : nil
        }
        if let found { return found }
        let utf8 = self.utf8
        guard let from = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex) else { return nil }
        return utf8[from...].firstIndex(of: byte).map { utf8.distance(from: utf8.startIndex, to: $0) }
    }

    /// The characters between two UTF-8 offsets, each at the start of a scalar (or the end):
    /// made in constant time from a native string.
    func utf8Slice(_ offsets: Range<Int>) -> Substring {
        let utf8 = self.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return self[lower..<utf8.index(lower, offsetBy: offsets.count)]
    }

    /// The string split at its `"\n"` characters, as `split(separator: "\n",
    /// omittingEmptySubsequences: false)` splits it. A line feed is a grapheme cluster of its
    /// own unless a carriage return precedes it, so without `\r` the split is done on the
    /// UTF-8 bytes, with no grapheme breaking (which cost ~100 instructions a byte of a code block).
    var linesAtLineFeeds: [Substring] {
        guard utf8Offset(of: UInt8(ascii: "\r")) == nil else {
            return split(separator: "\n", omittingEmptySubsequences: false)
        }
        var lines: [Substring] = []
        var lineStart = 0
        while let lineFeed = utf8Offset(of: UInt8(ascii: "\n"), from: lineStart) {
            lines.append(utf8Slice(lineStart..<lineFeed))
            lineStart = lineFeed + 1
        }
        lines.append(utf8Slice(lineStart..<utf8.count))
        return lines
    }
}

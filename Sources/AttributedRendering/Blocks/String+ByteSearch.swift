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
}

/// Scanners for HTML syntax shared by HTML blocks (start condition 7) and inline raw HTML.
///
/// Each returns the index just past the construct, or nil. They only move forward, so a scan
/// costs at most the length of what it reads.
enum HTMLScanning {
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool { ByteClass.isASCIIWhitespace(byte) }

    /// A tag name: an ASCII letter, then letters, digits and hyphens.
    static func tagName(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        guard start < end, ByteClass.isLetter(b[start]) else { return nil }
        var i = start + 1
        while i < end, ByteClass.isAlphanumeric(b[i]) || b[i] == UInt8(ascii: "-") { i += 1 }
        return i
    }

    /// `<name attributes… /?>` starting at the `<`.
    static func openTag(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        guard start < end, b[start] == UInt8(ascii: "<"), var i = tagName(b, at: start + 1, end: end) else { return nil }
        while true {
            // Attributes need leading whitespace.
            var j = i
            while j < end, isWhitespace(b[j]) { j += 1 }
            if j < end, j > i, let afterAttribute = attribute(b, at: j, end: end) {
                i = afterAttribute
                continue
            }
            i = j
            break
        }
        if i < end, b[i] == UInt8(ascii: "/") { i += 1 }
        guard i < end, b[i] == UInt8(ascii: ">") else { return nil }
        return i + 1
    }

    /// `</name whitespace? >` starting at the `<`.
    static func closingTag(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        guard start + 1 < end, b[start] == UInt8(ascii: "<"), b[start + 1] == UInt8(ascii: "/"),
              var i = tagName(b, at: start + 2, end: end) else { return nil }
        while i < end, isWhitespace(b[i]) { i += 1 }
        guard i < end, b[i] == UInt8(ascii: ">") else { return nil }
        return i + 1
    }

    /// An attribute name with an optional value specification.
    static func attribute(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        var i = start
        guard i < end, ByteClass.isLetter(b[i]) || b[i] == UInt8(ascii: "_") || b[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        while i < end {
            let c = b[i]
            if ByteClass.isAlphanumeric(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":") || c == UInt8(ascii: "-") {
                i += 1
            } else {
                break
            }
        }
        var j = i
        while j < end, isWhitespace(b[j]) { j += 1 }
        guard j < end, b[j] == UInt8(ascii: "=") else { return i }
        j += 1
        while j < end, isWhitespace(b[j]) { j += 1 }
        guard j < end else { return i }
        let quote = b[j]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var k = j + 1
            while k < end, b[k] != quote { k += 1 }
            return k < end ? k + 1 : i
        }
        var k = j
        while k < end {
            let c = b[k]
            if isWhitespace(c) || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "=")
                || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "`") { break }
            k += 1
        }
        return k > j ? k : i
    }

    /// Index of the first occurrence of `needle` at or after `start`, or nil.
    static func find(_ needle: [UInt8], in b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int? {
        guard let first = needle.first, end - start >= needle.count else { return nil }
        let last = end - needle.count
        // Candidates are found with memchr: the HTML block end conditions call this once per line.
        var i = ByteSearch.firstIndex(of: first, in: b, from: start, end: last + 1)
        while i <= last {
            var matches = true
            for k in 1..<needle.count where b[i + k] != needle[k] { matches = false; break }
            if matches { return i }
            i = ByteSearch.firstIndex(of: first, in: b, from: i + 1, end: last + 1)
        }
        return nil
    }

    /// True when `b[start...]` begins with `word`, ignoring ASCII case unless `ignoringCase` is
    /// false (the spec spells `<![CDATA[` in upper case only, as cmark's scanners match it).
    static func hasPrefix(_ word: StaticString, _ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int,
                          ignoringCase: Bool = true) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - start >= count else { return false }
        return word.withUTF8Buffer { w in
            if !ignoringCase {
                for k in 0..<count where b[start + k] != w[k] { return false }
                return true
            }
            for k in 0..<count where ByteClass.lowercased(b[start + k]) != ByteClass.lowercased(w[k]) { return false }
            return true
        }
    }
}

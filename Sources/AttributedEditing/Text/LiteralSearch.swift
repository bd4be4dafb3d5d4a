/// Knuth–Morris–Pratt search over UTF-8 bytes: linear in the length of the text whatever the
/// word, with no per-character allocation.
struct LiteralSearch {
    private let needle: [UInt8]
    /// `failure[i]`: the length of the longest proper prefix of `needle[0...i]` that is also a
    /// suffix of it.
    private let failure: [Int]

    init(_ word: String) {
        needle = Array(word.utf8)
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        var position = 1
        while position < needle.count {
            if needle[position] == needle[length] {
                length += 1
                failure[position] = length
                position += 1
            } else if length > 0 {
                length = failure[length - 1]
            } else {
                position += 1
            }
        }
        self.failure = failure
    }

    /// The start offsets of the non-overlapping occurrences of the word in `haystack`, from left
    /// to right, that `accept` keeps (it sees each candidate's byte range; a rejected candidate
    /// does not hide an overlapping one).
    func matches(in haystack: UnsafeBufferPointer<UInt8>, accept: (Range<Int>) -> Bool) -> [Range<Int>] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        var result: [Range<Int>] = []
        var matched = 0
        var position = 0
        while position < haystack.count {
            if haystack[position] == needle[matched] {
                matched += 1
                position += 1
                if matched == needle.count {
                    let candidate = position - matched ..< position
                    if accept(candidate) {
                        result.append(candidate)
                        matched = 0
                    } else {
                        matched = failure[matched - 1]
                    }
                }
            } else if matched > 0 {
                matched = failure[matched - 1]
            } else {
                position += 1
            }
        }
        return result
    }
}

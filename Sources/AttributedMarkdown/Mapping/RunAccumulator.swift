import Foundation

/// The text of an attributed string under construction and its runs, coalesced.
///
/// Text is appended to one `String`; a run is only a UTF-8 length and its attributes. Appending
/// text whose attributes equal the previous run's extends that run instead of adding one, so
/// `AttributedString` later sees the fewest runs possible.
struct RunAccumulator {
    /// One run: `utf8Count` bytes of `text` carrying `attributes`.
    struct Run {
        var utf8Count: Int
        var attributes: RunAttributes
    }

    private(set) var text = ""
    private(set) var runs: [Run] = []
    /// The UTF-8 length of `text`, kept so that callers can tell whether something was appended.
    private(set) var utf8Count = 0

    init(expectedUTF8Count: Int = 0) {
        text.reserveCapacity(expectedUTF8Count)
    }

    mutating func append(_ piece: String, _ attributes: RunAttributes) {
        let count = piece.utf8.count
        guard count > 0 else { return }
        text += piece
        utf8Count += count
        if let last = runs.indices.last, runs[last].attributes == attributes {
            runs[last].utf8Count += count
        } else {
            runs.append(Run(utf8Count: count, attributes: attributes))
        }
    }
}

import Foundation

/// Hands out the text of an `AttributedString`'s runs, in order, as Swift strings.
///
/// Each run's text is made of its Unicode scalars, as Foundation's encoder takes it, so a run
/// that begins or ends inside a grapheme cluster keeps exactly its own scalars. Slicing the
/// attributed string's scalar view run by run is slow (every step walks its rope), so the whole
/// text is copied into one `String` in a single pass and each run is cut from that copy by its
/// UTF-8 length.
struct RunTextReader {
    private let string: AttributedString
    private let text: String
    private var position: AttributedString.Index
    private var textPosition: String.Index

    init(_ string: AttributedString) {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: string.unicodeScalars)
        self.string = string
        text = String(scalars)
        position = string.startIndex
        textPosition = text.startIndex
    }

    /// The text from the end of the previous run up to `end` (the next run's upper bound).
    mutating func text(upTo end: AttributedString.Index) -> String {
        let length = string.utf8Distance(from: position, to: end)
        let textEnd = text.utf8.index(textPosition, offsetBy: length)
        let run = String(text.unicodeScalars[textPosition..<textEnd])
        position = end
        textPosition = textEnd
        return run
    }
}

/// GitHub's alert rules, applied when a block quote closes (``MarkdownExtensions/alerts``).
///
/// A block quote is an alert when all of these hold, as on github.com:
/// - it is a top-level block (GitHub documents that alerts cannot be nested in other elements:
///   a quote inside a quote, a list item or a footnote stays an ordinary quote);
/// - its first block is a paragraph whose first line is exactly `[!TYPE]`, `TYPE` one of the
///   five ``AlertKind`` names in any case, followed by nothing but spaces or tabs (a marker with
///   text after it on the same line, an unknown type or a marker on a later line leave an
///   ordinary quote with the marker as text);
/// - something follows the marker line: more lines of that paragraph (lazy continuation lines
///   included) or further blocks. A quote of the marker alone stays an ordinary quote.
///
/// The marker line then leaves the paragraph (the title replaces it in every output); a
/// paragraph that held only the marker disappears, as one holding only link reference
/// definitions does.
enum AlertRules {
    /// The alert named by the first line of `text`, and that line's length with its line
    /// ending; nil when the line is not a marker alone or nothing follows it.
    static func marker(in text: UnsafeBufferPointer<UInt8>) -> (kind: AlertKind, lineLength: Int)? {
        guard text.count >= 5, text[0] == UInt8(ascii: "["), text[1] == UInt8(ascii: "!") else { return nil }
        var index = 2
        while index < text.count, index < 12, ByteClass.isLetter(text[index]) { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "]"),
              let kind = AlertKind(name: String(decoding: UnsafeBufferPointer(rebasing: text[2..<index]), as: UTF8.self)) else { return nil }
        index += 1
        while index < text.count, ByteClass.isSpaceOrTab(text[index]) { index += 1 }
        guard index == text.count || text[index] == 0x0A else { return nil }
        return (kind, Swift.min(index + 1, text.count))
    }
}


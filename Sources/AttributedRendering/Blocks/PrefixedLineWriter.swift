/// Writes lines under a stack of prefixes (list markers, quote and code indentation): each
/// prefix has a first-line form (`• `, `12. `) and a continuation form (spaces of the same
/// width), so nested blocks indent without re-indenting text already written.
struct PrefixedLineWriter {
    private struct Prefix {
        var first: String
        var continuation: String
        var firstPending: Bool
    }

    private(set) var output = ""
    private var prefixes: [Prefix] = []

    mutating func push(first: String, continuation: String) {
        prefixes.append(Prefix(first: first, continuation: continuation, firstPending: true))
    }

    mutating func push(indentation: String) {
        prefixes.append(Prefix(first: indentation, continuation: indentation, firstPending: false))
    }

    mutating func pop() {
        prefixes.removeLast()
    }

    /// Writes `text` as one line after the current prefixes; an empty line loses its trailing
    /// spaces.
    mutating func writeLine(_ text: some StringProtocol) {
        let lineStart = output.endIndex
        for index in prefixes.indices {
            if prefixes[index].firstPending {
                output += prefixes[index].first
                prefixes[index].firstPending = false
            } else {
                output += prefixes[index].continuation
            }
        }
        if text.isEmpty {
            while output.endIndex > lineStart, output.last == " " { output.removeLast() }
        } else {
            output += text
        }
        output += "\n"
    }

    /// Writes each line of `text` (split at `\n`).
    mutating func writeLines(_ text: String) {
        // With no prefix, the lines are the text as it is: an empty line writes nothing that a
        // trailing space could be stripped from (most paragraphs and HTML blocks of a document).
        guard !prefixes.isEmpty else {
            output += text
            output += "\n"
            return
        }
        // Split on the newline byte, found in the contiguous UTF-8 (no grapheme breaking, no
        // index stepping per byte); the slices are made from byte offsets, in constant time.
        var lineStart = 0
        while let lineFeed = text.utf8Offset(of: 0x0A, from: lineStart) {
            writeLine(text.utf8Slice(lineStart..<lineFeed))
            lineStart = lineFeed + 1
        }
        writeLine(lineStart == 0 ? Substring(text) : text.utf8Slice(lineStart..<text.utf8.count))
    }

    /// A blank line between blocks with no prefix at all (plain text; Markdown needs
    /// `writeLine("")` to keep a block quote's `>`).
    mutating func writeBlankLine() {
        output += "\n"
    }
}

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
        // Split on the newline byte: no grapheme breaking over the whole text.
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                writeLine(text[lineStart..<index])
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        writeLine(text[lineStart..<utf8.endIndex])
    }

    /// A blank line between blocks with no prefix at all (plain text; Markdown needs
    /// `writeLine("")` to keep a block quote's `>`).
    mutating func writeBlankLine() {
        output += "\n"
    }
}

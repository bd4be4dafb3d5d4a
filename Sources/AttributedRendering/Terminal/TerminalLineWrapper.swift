/// Greedy word wrapping of styled tokens by display width.
///
/// Words may span several tokens (`**bold**,` is one word in two looks) and are never split
/// between lines unless a single word is wider than the line, which is then broken between
/// grapheme clusters. Spaces at a line break are dropped; other spaces are kept as written.
/// Linear in the length of the text.
struct TerminalLineWrapper {
    let width: Int

    /// A stretch of a token's text in one look: a slice of the token (no string of its own until
    /// a line takes it), its display width and its style and link.
    private struct Slice {
        var text: Substring
        var width: Int
        var style: TerminalStyle
        var link: String?
    }

    /// A word or a run of spaces, as the slices that make it up.
    private struct Piece {
        var fragments: [Slice] = []
        var width = 0
        var isSpace: Bool

        mutating func append(_ fragment: Slice) {
            fragments.append(fragment)
            width += fragment.width
        }

        /// Empty again, keeping the fragment buffer.
        mutating func clear() {
            fragments.removeAll(keepingCapacity: true)
            width = 0
        }
    }

    init(width: Int) {
        self.width = Swift.max(1, width)
    }

    func wrap(_ tokens: [TerminalToken]) -> [TerminalLine] {
        var lines: [TerminalLine] = []
        var current = TerminalLine()
        // The spaces before the next word, if any (empty when none). The word, space and
        // pending space pieces keep their fragment buffers from piece to piece.
        var pendingSpace = Piece(isSpace: true)

        func take(_ slice: Slice) {
            current.append(slice.text, width: slice.width, style: slice.style, link: slice.link)
        }

        func place(_ word: Piece) {
            let spaceWidth = current.isEmpty ? 0 : pendingSpace.width
            if current.width + spaceWidth + word.width <= width {
                if !current.isEmpty { pendingSpace.fragments.forEach(take) }
                word.fragments.forEach(take)
            } else {
                if !current.isEmpty {
                    lines.append(current)
                    current = TerminalLine()
                }
                if word.width <= width {
                    word.fragments.forEach(take)
                } else {
                    breakLongWord(word)
                }
            }
            pendingSpace.clear()
        }

        func breakLongWord(_ word: Piece) {
            for fragment in word.fragments {
                var chunk = ""
                var chunkWidth = 0
                for character in fragment.text {
                    let characterWidth = DisplayWidth.of(character)
                    if current.width + chunkWidth + characterWidth > width, current.width + chunkWidth > 0 {
                        current.append(TerminalFragment(chunk, style: fragment.style, link: fragment.link))
                        lines.append(current)
                        current = TerminalLine()
                        chunk = ""
                        chunkWidth = 0
                    }
                    chunk.append(character)
                    chunkWidth += characterWidth
                }
                current.append(TerminalFragment(chunk, style: fragment.style, link: fragment.link))
            }
        }

        var word = Piece(isSpace: false)
        var space = Piece(isSpace: true)
        var inSpace = false
        func flushWord() {
            guard !word.fragments.isEmpty else { return }
            place(word)
            word.clear()
        }
        func flushSpace() {
            guard !space.fragments.isEmpty else { return }
            swap(&pendingSpace, &space)
            space.clear()
        }

        for token in tokens {
            switch token {
            case .lineBreak:
                flushWord()
                space.clear()
                pendingSpace.clear()
                inSpace = false
                lines.append(current)
                current = TerminalLine()
            case .text(let text, let style, let link) where DisplayWidth.isPrintableASCII(text):
                // One byte per character: words and spaces are cut from the text by byte
                // position, with no grapheme breaking and no per-character appends.
                let bytes = text.utf8
                var start = bytes.startIndex
                var index = start
                func emitPiece(upTo end: String.Index) {
                    guard end > start else { return }
                    let fragment = Slice(text: text[start..<end], width: bytes.distance(from: start, to: end), style: style, link: link)
                    if inSpace { space.append(fragment) } else { word.append(fragment) }
                }
                while index < bytes.endIndex {
                    let isSpace = bytes[index] == UInt8(ascii: " ")
                    if isSpace != inSpace {
                        emitPiece(upTo: index)
                        start = index
                        inSpace = isSpace
                        if isSpace { flushWord() } else { flushSpace() }
                    }
                    index = bytes.index(after: index)
                }
                emitPiece(upTo: index)
            case .text(let text, let style, let link):
                var buffer = ""
                func emit() {
                    guard !buffer.isEmpty else { return }
                    let fragment = Slice(text: Substring(buffer), width: DisplayWidth.of(buffer), style: style, link: link)
                    if inSpace { space.append(fragment) } else { word.append(fragment) }
                    buffer = ""
                }
                for character in text {
                    let isSpace = character == " " || character == "\t" || character == "\n"
                    if isSpace != inSpace {
                        emit()
                        inSpace = isSpace
                        if isSpace { flushWord() } else { flushSpace() }
                    }
                    buffer.append(isSpace ? " " : character)
                }
                emit()
            }
        }
        flushWord()
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

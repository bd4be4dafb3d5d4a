/// ``TerminalLineWrapper``'s greedy wrapping, for a leaf block whose text tokens are all printable
/// ASCII (a column a byte, a space the only blank): the same lines, found on the tokens' bytes
/// joined into one buffer, each line a list of byte ranges with the token they come from. No
/// string or fragment is made per word, so that ``TerminalBlockWriter`` can encode a line straight
/// from the bytes (``TerminalBlockWriter/emitEncoded(contentWidth:endsInSpace:_:)``).
///
/// The rules are ``TerminalLineWrapper``'s: words may span tokens, spaces at a break are dropped,
/// a word wider than the line is broken between characters, a hard break ends the line; the
/// fuzzer and `TerminalRendererTests` check that both give the same output.
struct TerminalByteWrapper {
    /// A stretch of one token's bytes, `start..<end` in ``bytes``.
    struct Piece {
        var start: Int
        var end: Int
        var token: Int
    }

    /// A wrapped line: ``pieces`` in `pieces`, `width` columns.
    struct Line {
        var pieces: Range<Int>
        var width: Int
    }

    /// The text tokens' bytes, one after another.
    private(set) var bytes: [UInt8] = []
    /// Each token's style and link, by the token's index.
    private(set) var styles: [TerminalStyle] = []
    private(set) var links: [String?] = []
    private(set) var pieces: [Piece] = []
    private(set) var lines: [Line] = []

    /// The wrapping of `tokens` at `width` columns, or nil when a text token is not all printable
    /// ASCII (``TerminalLineWrapper`` wraps those, by characters and their display widths).
    init?(_ tokens: [TerminalToken], width: Int) {
        let width = Swift.max(1, width)
        var starts: [Int] = []
        starts.reserveCapacity(tokens.count + 1)
        styles.reserveCapacity(tokens.count)
        links.reserveCapacity(tokens.count)
        for token in tokens {
            starts.append(bytes.count)
            switch token {
            case .lineBreak:
                styles.append(.plain)
                links.append(nil)
            case .text(let text, let style, let link):
                let start = bytes.count
                bytes.append(contentsOf: text.utf8)
                guard bytes[start...].allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
                styles.append(style)
                links.append(link)
            }
        }
        starts.append(bytes.count)
        wrap(tokens, starts: starts, width: width)
    }

    private mutating func wrap(_ tokens: [TerminalToken], starts: [Int], width: Int) {
        var lineStart = 0
        var lineWidth = 0
        var word: [Piece] = []
        var wordWidth = 0
        var space: [Piece] = []
        var spaceWidth = 0
        // The spaces before the next word (empty when none).
        var pending: [Piece] = []
        var pendingWidth = 0
        var inSpace = false

        func take(_ piece: Piece) {
            pieces.append(piece)
            lineWidth += piece.end - piece.start
        }
        func endLine() {
            lines.append(Line(pieces: lineStart..<pieces.count, width: lineWidth))
            lineStart = pieces.count
            lineWidth = 0
        }
        func place() {
            let lineIsEmpty = pieces.count == lineStart
            if lineWidth + (lineIsEmpty ? 0 : pendingWidth) + wordWidth <= width {
                if !lineIsEmpty { pending.forEach(take) }
                word.forEach(take)
            } else {
                if !lineIsEmpty { endLine() }
                if wordWidth <= width {
                    word.forEach(take)
                } else {
                    // Broken between characters: a byte each.
                    for piece in word {
                        var chunkStart = piece.start
                        for index in piece.start..<piece.end {
                            let chunkWidth = index - chunkStart
                            if lineWidth + chunkWidth + 1 > width, lineWidth + chunkWidth > 0 {
                                if chunkWidth > 0 { take(Piece(start: chunkStart, end: index, token: piece.token)) }
                                endLine()
                                chunkStart = index
                            }
                        }
                        take(Piece(start: chunkStart, end: piece.end, token: piece.token))
                    }
                }
            }
            pending.removeAll(keepingCapacity: true)
            pendingWidth = 0
        }
        func flushWord() {
            guard !word.isEmpty else { return }
            place()
            word.removeAll(keepingCapacity: true)
            wordWidth = 0
        }
        func flushSpace() {
            guard !space.isEmpty else { return }
            swap(&pending, &space)
            pendingWidth = spaceWidth
            space.removeAll(keepingCapacity: true)
            spaceWidth = 0
        }

        for index in tokens.indices {
            guard case .text = tokens[index] else {
                flushWord()
                space.removeAll(keepingCapacity: true)
                spaceWidth = 0
                pending.removeAll(keepingCapacity: true)
                pendingWidth = 0
                inSpace = false
                endLine()
                continue
            }
            var start = starts[index]
            let end = starts[index + 1]
            func addPiece(upTo stop: Int) {
                guard stop > start else { return }
                let piece = Piece(start: start, end: stop, token: index)
                if inSpace {
                    space.append(piece)
                    spaceWidth += stop - start
                } else {
                    word.append(piece)
                    wordWidth += stop - start
                }
            }
            for position in start..<end {
                let isSpace = bytes[position] == 0x20
                if isSpace != inSpace {
                    addPiece(upTo: position)
                    start = position
                    inSpace = isSpace
                    if isSpace { flushWord() } else { flushSpace() }
                }
            }
            addPiece(upTo: end)
        }
        flushWord()
        if pieces.count > lineStart || lines.isEmpty { endLine() }
    }
}

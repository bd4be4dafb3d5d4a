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

    /// Pieces gathered for a word or a run of spaces: an array that keeps its storage, emptied
    /// by resetting its count (`removeAll(keepingCapacity:)` went through the generic
    /// `replaceSubrange`, ~100 instructions a call, three calls a word).
    private struct PieceBuffer {
        private var storage: [Piece] = []
        private(set) var count = 0
        private(set) var width = 0

        var isEmpty: Bool { count == 0 }

        subscript(index: Int) -> Piece { storage[index] }

        mutating func append(_ piece: Piece) {
            if count < storage.count {
                storage[count] = piece
            } else {
                storage.append(piece)
            }
            count += 1
            width += piece.end - piece.start
        }

        mutating func clear() {
            count = 0
            width = 0
        }
    }

    /// The wrapping under way: a struct with mutating steps rather than nested functions, whose
    /// captured variables Swift boxes and checks on every access (~12 M instructions on 1 MB).
    private struct Wrapping {
        let width: Int
        var pieces: [Piece] = []
        var lines: [Line] = []
        var lineStart = 0
        var lineWidth = 0
        var word = PieceBuffer()
        var space = PieceBuffer()
        /// The spaces before the next word (empty when none).
        var pending = PieceBuffer()

        init(width: Int) {
            self.width = width
        }

        mutating func take(_ piece: Piece) {
            pieces.append(piece)
            lineWidth += piece.end - piece.start
        }

        mutating func endLine() {
            lines.append(Line(pieces: lineStart..<pieces.count, width: lineWidth))
            lineStart = pieces.count
            lineWidth = 0
        }

        /// Places the word gathered: on the line after the pending spaces when it fits, else on
        /// the next line, broken between characters when wider than a line.
        mutating func place() {
            let lineIsEmpty = pieces.count == lineStart
            if lineWidth + (lineIsEmpty ? 0 : pending.width) + word.width <= width {
                if !lineIsEmpty {
                    for index in 0..<pending.count { take(pending[index]) }
                }
                for index in 0..<word.count { take(word[index]) }
            } else {
                if !lineIsEmpty { endLine() }
                if word.width <= width {
                    for index in 0..<word.count { take(word[index]) }
                } else {
                    for pieceIndex in 0..<word.count { breakLong(word[pieceIndex]) }
                }
            }
            pending.clear()
        }

        /// A piece of a word wider than a line, broken between characters (a byte each).
        private mutating func breakLong(_ piece: Piece) {
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

        mutating func flushWord() {
            guard !word.isEmpty else { return }
            place()
            word.clear()
        }

        mutating func flushSpace() {
            guard !space.isEmpty else { return }
            swap(&pending, &space)
            space.clear()
        }
    }

    private mutating func wrap(_ tokens: [TerminalToken], starts: [Int], width: Int) {
        var wrapping = Wrapping(width: width)
        var inSpace = false
        for index in tokens.indices {
            guard case .text = tokens[index] else {
                wrapping.flushWord()
                wrapping.space.clear()
                wrapping.pending.clear()
                inSpace = false
                wrapping.endLine()
                continue
            }
            var start = starts[index]
            let end = starts[index + 1]
            for position in start..<end {
                let isSpace = bytes[position] == 0x20
                guard isSpace != inSpace else { continue }
                if position > start {
                    let piece = Piece(start: start, end: position, token: index)
                    if inSpace { wrapping.space.append(piece) } else { wrapping.word.append(piece) }
                }
                start = position
                inSpace = isSpace
                if isSpace { wrapping.flushWord() } else { wrapping.flushSpace() }
            }
            if end > start {
                let piece = Piece(start: start, end: end, token: index)
                if inSpace { wrapping.space.append(piece) } else { wrapping.word.append(piece) }
            }
        }
        wrapping.flushWord()
        if wrapping.pieces.count > wrapping.lineStart || wrapping.lines.isEmpty { wrapping.endLine() }
        pieces = wrapping.pieces
        lines = wrapping.lines
    }
}

/// Collects a lexer's classified tokens into a tiling of the code: the gaps between them become
/// plain tokens and neighbours of one class merge.
struct CodeTokenSink: CodeTokenReceiver {
    private(set) var tokens: [CodeToken] = []
    /// Where the tiling has reached.
    private(set) var position = 0

    /// A sink with room for the tokens of `count` bytes of code as most code has them (the
    /// corpus's code blocks hold a token in ~10 bytes; an eighth leaves room for denser code).
    init(codeCount count: Int) {
        tokens.reserveCapacity(count / 8 + 4)
    }

    mutating func add(_ kind: CodeTokenKind?, _ start: Int, _ end: Int) {
        guard end > start, start >= position else { return }
        if start > position { append(nil, position, start) }
        append(kind, start, end)
    }

    mutating func take() -> Self {
        let taken = self
        tokens = []
        return taken
    }

    /// Ends the tiling at `count`.
    mutating func finish(at count: Int) {
        if count > position { append(nil, position, count) }
    }

    private mutating func append(_ kind: CodeTokenKind?, _ start: Int, _ end: Int) {
        if let last = tokens.indices.last, tokens[last].kind == kind, tokens[last].range.upperBound == start {
            tokens[last].range = tokens[last].range.lowerBound..<end
        } else {
            tokens.append(CodeToken(range: start..<end, kind: kind))
        }
        position = end
    }
}

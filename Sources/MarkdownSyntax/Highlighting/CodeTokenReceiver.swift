/// Where a lexer hands its classified tokens: ``CodeTokenSink`` collects them into an array of
/// ``CodeToken``, ``HighlightedCodeHTML`` writes them straight into HTML as it goes.
///
/// A lexer calls ``add(_:_:_:)`` with byte ranges in order; a receiver ignores an empty range or
/// one that starts before the end of the last, so that a lexer's mistake can never break the tiling.
protocol CodeTokenReceiver {
    /// Adds `start..<end` with `kind` (nil: plain); the text skipped since the last token is plain.
    mutating func add(_ kind: CodeTokenKind?, _ start: Int, _ end: Int)
    /// This receiver, leaving an empty one in its place: an embedded lexer (a `<script>`'s
    /// JavaScript) takes the receiver and hands it back, so that nothing is copied.
    mutating func take() -> Self
}

/// An opening `[`, `![` or `^[` waiting for its `]` (cmark's bracket stack entry).
struct Bracket {
    enum Kind { case link, image, attributes }
    var node: Int
    var kind: Kind
    /// Content offset just after the opening bracket.
    var contentStart: Int
    /// The top of the delimiter stack when the bracket was pushed.
    var previousDelimiter: Int
    /// True when another bracket opened after this one, so its text cannot be a label.
    var hasBracketAfter = false
}

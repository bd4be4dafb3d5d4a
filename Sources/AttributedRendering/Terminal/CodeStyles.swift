/// The styles a terminal code block's text is written in, with their escape sequences: the
/// block's own style at index 0, each token class's after it (see
/// `TerminalBlockWriter.codeStyles(base:boxed:highlighted:)`). A line of code changes style at
/// every token, so the sequences are looked up once for a block, not once a token.
struct CodeStyles {
    var styles: [TerminalStyle]
    /// The escape sequence of each style (``TerminalLineEncoder/sequence(for:)``), by the same index.
    var sequences: [[UInt8]]
}

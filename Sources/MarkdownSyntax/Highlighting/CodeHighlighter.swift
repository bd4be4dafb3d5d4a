/// Classifies source code into tokens (keywords, strings, comments…) for syntax highlighting:
/// the one highlighter every output of the package shares (HTML with `--highlight`, styled HTML,
/// the web preview, the terminal, and ``CodeTokenKind`` runs in an `AttributedString`).
///
/// The lexers are hand-written and table-driven, one per family (C-like and script-like
/// languages, markup, style sheets, data formats, line formats); each makes one forward pass, so
/// highlighting takes time linear in the code's length on any input.
public enum CodeHighlighter {
    /// The tokens of `code` (UTF-8) in `language`: they tile the code in order (see ``CodeToken``).
    public static func tokens(in code: UnsafeBufferPointer<UInt8>, language: CodeLanguage) -> [CodeToken] {
        var sink = CodeTokenSink(codeCount: code.count)
        classify(code, language: language, into: &sink)
        sink.finish(at: code.count)
        return sink.tokens
    }

    /// The tokens of `code` in `language`; ranges are offsets in `code.utf8`.
    public static func tokens(in code: String, language: CodeLanguage) -> [CodeToken] {
        var code = code
        return code.withUTF8 { tokens(in: $0, language: language) }
    }

    /// Hands the classified tokens of `code` to `receiver`, in order, in one pass.
    @inline(__always)
    static func classify<Receiver: CodeTokenReceiver>(_ code: UnsafeBufferPointer<UInt8>, language: CodeLanguage,
                                                      into receiver: inout Receiver) {
        classify(code, lexer: language.lexer, into: &receiver)
    }

    /// ``classify(_:language:into:)`` with the language's lexer.
    @inline(__always)
    static func classify<Receiver: CodeTokenReceiver>(_ code: UnsafeBufferPointer<UInt8>, lexer: CodeLanguage.Lexer,
                                                      into receiver: inout Receiver) {
        let range = 0..<code.count
        switch lexer {
        case .code(let tables):
            var lexer = CodeLexer(tables: tables.pointer.pointee, bytes: code, sink: receiver.take())
            lexer.run(range)
            receiver = lexer.sink
        case .markup(let embeds):
            var lexer = MarkupLexer(bytes: code, sink: receiver.take(), embedsLanguages: embeds)
            lexer.run(range)
            receiver = lexer.sink
        case .styleSheet:
            var lexer = StyleSheetLexer(bytes: code, sink: receiver.take())
            lexer.run(range)
            receiver = lexer.sink
        case .data(let format):
            var lexer = DataLexer(format: format, bytes: code, sink: receiver.take())
            lexer.run(range)
            receiver = lexer.sink
        case .lines(let format):
            var lexer = LineLexer(format: format, bytes: code, sink: receiver.take())
            lexer.run(range)
            receiver = lexer.sink
        }
    }
}

/// A language's ``CodeLexerTables`` in storage that is never freed, handed around as one pointer:
/// only ``CompiledGrammars``' statics make one, so it lives as long as the process.
///
/// A language's lexer (``CodeLanguage/lexer``) carries this pointer rather than the tables' 120
/// bytes, and ``CodeLexer`` copies the tables from it once: carried as a value, the tables were
/// copied from the static to the stack and again into the lexer, ~17 instructions a code block
/// more (docs/highlighting.md).
struct SharedCodeLexerTables: @unchecked Sendable {
    // @unchecked: the storage is written only in `init`, before it is shared, and never freed.
    let pointer: UnsafePointer<CodeLexerTables>

    /// `grammar` compiled (``CodeLexerTables/init(_:)``) into storage of its own.
    init(_ grammar: CodeGrammar) {
        let storage = UnsafeMutablePointer<CodeLexerTables>.allocate(capacity: 1)
        storage.initialize(to: CodeLexerTables(grammar))
        pointer = UnsafePointer(storage)
    }
}

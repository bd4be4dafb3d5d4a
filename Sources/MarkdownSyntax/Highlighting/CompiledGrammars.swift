/// Each language's ``CodeGrammar`` compiled into ``CodeLexerTables``, once, on first use (each in
/// storage of its own: ``SharedCodeLexerTables``).
enum CompiledGrammars {
    static let swift = SharedCodeLexerTables(CodeGrammars.swift)
    static let objectiveC = SharedCodeLexerTables(CodeGrammars.objectiveC)
    static let c = SharedCodeLexerTables(CodeGrammars.c)
    static let cpp = SharedCodeLexerTables(CodeGrammars.cpp)
    static let python = SharedCodeLexerTables(CodeGrammars.python)
    static let javaScript = SharedCodeLexerTables(CodeGrammars.javaScript)
    static let typeScript = SharedCodeLexerTables(CodeGrammars.typeScript)
    static let go = SharedCodeLexerTables(CodeGrammars.go)
    static let rust = SharedCodeLexerTables(CodeGrammars.rust)
    static let java = SharedCodeLexerTables(CodeGrammars.java)
    static let kotlin = SharedCodeLexerTables(CodeGrammars.kotlin)
    static let ruby = SharedCodeLexerTables(CodeGrammars.ruby)
    static let php = SharedCodeLexerTables(CodeGrammars.php)
    static let shell = SharedCodeLexerTables(CodeGrammars.shell)
    static let sql = SharedCodeLexerTables(CodeGrammars.sql)
}

/// Each language's ``CodeGrammar`` compiled into ``CodeLexerTables``, once, on first use.
enum CompiledGrammars {
    static let swift = CodeLexerTables(CodeGrammars.swift)
    static let objectiveC = CodeLexerTables(CodeGrammars.objectiveC)
    static let c = CodeLexerTables(CodeGrammars.c)
    static let cpp = CodeLexerTables(CodeGrammars.cpp)
    static let python = CodeLexerTables(CodeGrammars.python)
    static let javaScript = CodeLexerTables(CodeGrammars.javaScript)
    static let typeScript = CodeLexerTables(CodeGrammars.typeScript)
    static let go = CodeLexerTables(CodeGrammars.go)
    static let rust = CodeLexerTables(CodeGrammars.rust)
    static let java = CodeLexerTables(CodeGrammars.java)
    static let kotlin = CodeLexerTables(CodeGrammars.kotlin)
    static let ruby = CodeLexerTables(CodeGrammars.ruby)
    static let php = CodeLexerTables(CodeGrammars.php)
    static let shell = CodeLexerTables(CodeGrammars.shell)
    static let sql = CodeLexerTables(CodeGrammars.sql)
}

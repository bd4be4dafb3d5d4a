/// The language a name found last, as its lexer: a writer that looks a code block's language up
/// per block (``HTMLMarkupWriter/code(_:highlightingAs:readableCount:)``) keeps one, since a
/// document's blocks mostly name the same language, spelled the same way.
///
/// A name is remembered as written (packed as ``CodeWord`` packs it, without folding its case),
/// so a hit costs the packing and two compares instead of the case folding and the alias table's
/// lookup (143 instructions a block on the highlight bench, ~20 on a hit). The lexer is kept
/// rather than the language: a hit also skips the lexer's look-up (``CodeLanguage/lexer``: a
/// switch and the compiled grammar's once-only initialization check, ~20 instructions).
struct CodeLanguageMemo: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The name's length; 0: nothing remembered (an empty name is never looked up).
    private var count = 0
    private var found: CodeLanguage.Lexer?

    /// The lexer of the language `utf8Name` names (as ``CodeLanguage/init(utf8Name:)``), remembered for the next call.
    @inline(__always)
    mutating func lexer(named utf8Name: UnsafeBufferPointer<UInt8>) -> CodeLanguage.Lexer? {
        guard let word = CodeWord(utf8Name, 0, utf8Name.count) else { return CodeLanguage(utf8Name: utf8Name)?.lexer }
        if utf8Name.count == count, word.low == low, word.high == high { return found }
        found = CodeLanguage(utf8Name: utf8Name)?.lexer
        low = word.low
        high = word.high
        count = utf8Name.count
        return found
    }
}

/// A grammar's words and their classes, kept as the space-separated lists it is written with.
///
/// The lists are read once, when ``CodeLexerTables`` compiles the grammar: each word is packed
/// (``CodeWord``'s packing) as it is cut out of the list's UTF-8 bytes and goes straight into
/// the word index, with no `String` or array per word. A grammar is compiled while the first
/// code block in its language is being rendered, so this is on the rendering's clock.
///
/// The four lists are stored as they are, not in an array of (list, class) pairs: an array of
/// tuples made the runtime build its type's metadata from the mangled name on first use, which
/// cost more than reading every list (~25,000 instructions, once per process that highlights).
struct CodeWordLists: Sendable {
    /// The lists, in the order their classes are given: a word in two lists takes the later one's class.
    private let functions: String
    private let types: String
    private let constants: String
    private let keywords: String

    /// Words of each class, space-separated (single spaces; a later class of one word wins:
    /// functions, types, constants, keywords).
    init(keywords: String = "", types: String = "", constants: String = "", functions: String = "") {
        // Words are separated by single spaces: a line break left in a multi-line literal (a
        // missing `\`) would join two words into one that never matches (Go's `var` and `bool`).
        assert([keywords, types, constants, functions].allSatisfy { !$0.utf8.contains(0x0A) && !$0.utf8.contains(0x09) },
               "a word list holds a line break or a tab")
        self.functions = functions
        self.types = types
        self.constants = constants
        self.keywords = keywords
    }

    /// At least the number of words in the lists: one more than its spaces per list.
    var wordCountBound: Int {
        CodeWord.wordCountBound(functions) + CodeWord.wordCountBound(types) + CodeWord.wordCountBound(constants)
            + CodeWord.wordCountBound(keywords)
    }

    /// Calls `body` with each word of up to 16 bytes, packed, its length and its list's class,
    /// in order (longer words are never reserved, and are left out).
    @inline(__always)
    func forEachWord(_ body: (_ low: UInt64, _ high: UInt64, _ count: Int, _ kind: CodeTokenKind) -> Void) {
        CodeWord.forEachWord(in: functions) { if $2 <= 16 { body($0, $1, $2, .function) } }
        CodeWord.forEachWord(in: types) { if $2 <= 16 { body($0, $1, $2, .type) } }
        CodeWord.forEachWord(in: constants) { if $2 <= 16 { body($0, $1, $2, .constant) } }
        CodeWord.forEachWord(in: keywords) { if $2 <= 16 { body($0, $1, $2, .keyword) } }
    }
}

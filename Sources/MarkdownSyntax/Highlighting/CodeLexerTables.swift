/// A ``CodeGrammar`` compiled for ``CodeLexer``'s hot path, once per language: a class per byte
/// value, one word table that answers every question the lexer asks of an identifier, and the
/// grammar's conventions as bits.
///
/// A plain value over storage that is never freed: only ``CompiledGrammars``' statics make one,
/// so it lives as long as the process. A lexer holds it with no reference counting, and stays
/// trivially copyable and destructible (a lexer that held a class reference was destroyed
/// through the Swift runtime's generic metadata, instantiated at run time, per code block).
struct CodeLexerTables: @unchecked Sendable {
    // @unchecked: the storage is written only in `init`, before the tables are shared.
    /// Byte classes (``ByteClass``), indexed by byte value.
    let classes: UnsafeMutablePointer<UInt16>
    /// Words: a ``WordEntry`` per reserved word, library name and string prefix.
    let words: CodeWordIndex
    /// Per first byte, a bit per length (bit `n - 1`: some word of `n` bytes starts with it):
    /// most identifiers are ruled out before they are packed and hashed.
    let wordLengths: UnsafeMutablePointer<UInt16>
    /// The grammar's conventions.
    let flags: Flags
    let apostrophe: CodeGrammar.Apostrophe
    /// The line comment markers, up to two of up to two bytes (`//`, `#`, `--`): first and second
    /// byte (0: none) and length (0: no marker).
    let lineComment: (first: UInt8, second: UInt8, count: Int, otherFirst: UInt8, otherSecond: UInt8, otherCount: Int)
    /// The block comment's delimiters, up to eight bytes each, packed little-endian (byte `i` in
    /// bits `8i`), and their lengths (0: the grammar has none).
    let blockOpen: UInt64, blockOpenCount: Int, blockClose: UInt64, blockCloseCount: Int

    /// Bits of ``classes``.
    enum ByteClass {
        /// Space, tab, carriage return.
        static let blank: UInt16 = 1
        static let newline: UInt16 = 2
        /// Starts an identifier (a letter, `_`, a non-ASCII byte, `$` where it is a letter).
        static let identifierStart: UInt16 = 4
        /// Continues an identifier (also a digit).
        static let identifier: UInt16 = 8
        /// A digit that starts a number (not in shell).
        static let digit: UInt16 = 16
        /// Starts something only the grammar's rules decide: a comment marker, a quote, `#`,
        /// `@`, a sigil, Ruby's `:`.
        static let special: UInt16 = 32
        /// A variable sigil (`$`, `@`).
        static let sigil: UInt16 = 64
        /// Punctuation the main loop's short path does not decide: `.` (it may start a number),
        /// and `*`, `&`, `<`, `>`, which keep what the word before them set up (`int *f(`, `class A<T>`).
        static let slowPunctuation: UInt16 = 128
        /// Right after a word, a byte that may change its class: Ruby's `name:` (a symbol),
        /// Rust's `name!` (a macro). Set only where the grammar has the rule.
        static let wordSuffix: UInt16 = 256
        /// Of ``slowPunctuation``: the bits of ``CodeLexer``'s state the byte keeps, shifted
        /// up by this much (`*` keeps all, `&` the type word, `<` and `>` a pending introducer,
        /// `.` none).
        static let keptStateShift: UInt16 = 9
    }

    /// Bits of a word's entry in ``words``.
    enum WordEntry {
        /// The low four bits: the word's ``CodeTokenKind`` (``kind(_:)``), 0 for none.
        static let kindMask: UInt8 = 0x0F
        /// The next identifier is a function's name (`func`); never with ``typeIntroducer``.
        static let functionIntroducer: UInt8 = 0x10
        /// The next identifier is a type's name (`class`).
        static let typeIntroducer: UInt8 = 0x20
        /// A word that can precede a definition's name in a grammar with typed definitions (a
        /// type, or a keyword that is not a statement's: `static` in `static int f(`, not
        /// `return` in `return f(x)`).
        static let typeWord: UInt8 = 0x40
        /// Written right before a quote, it belongs to the string (`r"…"`).
        static let stringPrefix: UInt8 = 0x80
    }

    /// A grammar's conventions (``CodeGrammar``'s flags), one bit each.
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt32
        static let nestedBlockComments = Flags(rawValue: 1 << 0)
        static let tripleQuotes = Flags(rawValue: 1 << 1)
        static let backtickStrings = Flags(rawValue: 1 << 2)
        static let multilineStrings = Flags(rawValue: 1 << 3)
        static let preprocessor = Flags(rawValue: 1 << 4)
        static let hashKeywords = Flags(rawValue: 1 << 5)
        static let hashAttributes = Flags(rawValue: 1 << 6)
        static let annotations = Flags(rawValue: 1 << 7)
        static let atKeywords = Flags(rawValue: 1 << 8)
        static let plainVariables = Flags(rawValue: 1 << 9)
        static let symbols = Flags(rawValue: 1 << 10)
        static let capitalizedTypes = Flags(rawValue: 1 << 11)
        static let optionalTypes = Flags(rawValue: 1 << 12)
        static let typedDefinitions = Flags(rawValue: 1 << 13)
        static let bangMacros = Flags(rawValue: 1 << 14)
        static let frameworkTypes = Flags(rawValue: 1 << 15)
        static let regexLiterals = Flags(rawValue: 1 << 16)
        static let processingTags = Flags(rawValue: 1 << 17)
        static let dollarIdentifiers = Flags(rawValue: 1 << 18)
        static let caseInsensitive = Flags(rawValue: 1 << 19)
        static let shellWords = Flags(rawValue: 1 << 20)
        static let qualifiedNames = Flags(rawValue: 1 << 21)

        init(rawValue: UInt32) { self.rawValue = rawValue }

        init(_ grammar: CodeGrammar) {
            // One test per flag, not a loop over an array of (Bool, Flags) pairs: the array's tuple
            // type had its metadata built from the mangled name on first use (~2,500 instructions).
            var flags: Flags = []
            func set(_ flag: Flags, _ isSet: Bool) { if isSet { flags.insert(flag) } }
            set(.nestedBlockComments, grammar.nestedBlockComments)
            set(.tripleQuotes, grammar.tripleQuotes)
            set(.backtickStrings, grammar.backtickStrings)
            set(.multilineStrings, grammar.multilineStrings)
            set(.preprocessor, grammar.preprocessor)
            set(.hashKeywords, grammar.hashKeywords)
            set(.hashAttributes, grammar.hashAttributes)
            set(.annotations, grammar.annotations)
            set(.atKeywords, grammar.atKeywords)
            set(.plainVariables, grammar.plainVariables)
            set(.symbols, grammar.symbols)
            set(.capitalizedTypes, grammar.capitalizedTypes)
            set(.optionalTypes, grammar.optionalTypes)
            set(.typedDefinitions, grammar.typedDefinitions)
            set(.bangMacros, grammar.bangMacros)
            set(.frameworkTypes, grammar.frameworkTypes)
            set(.regexLiterals, grammar.regexLiterals)
            set(.processingTags, grammar.processingTags)
            set(.dollarIdentifiers, grammar.dollarIdentifiers)
            set(.caseInsensitive, grammar.caseInsensitive)
            set(.shellWords, grammar.shellWords)
            set(.qualifiedNames, grammar.qualifiedNames)
            self = flags
        }
    }

    init(_ grammar: CodeGrammar) {
        let flags = Flags(grammar)
        self.flags = flags
        apostrophe = grammar.apostrophe

        let classes = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        for byte in 0...255 {
            let value = UInt8(byte)
            var bits: UInt16 = 0
            if CodeBytes.isLetter(value) || value == 0x5F || value >= 0x80 {
                bits = ByteClass.identifierStart | ByteClass.identifier
            } else if CodeBytes.isDigit(value) {
                bits = ByteClass.identifier | (grammar.shellWords ? 0 : ByteClass.digit)
            }
            classes[byte] = bits
        }
        func add(_ bits: UInt16, to byte: UInt8) { classes[Int(byte)] |= bits }
        for byte: UInt8 in [0x20, 0x09, 0x0D] { add(ByteClass.blank, to: byte) }
        add(ByteClass.newline, to: 0x0A)
        if grammar.dollarIdentifiers { add(ByteClass.identifierStart | ByteClass.identifier, to: 0x24) }
        for byte: UInt8 in [0x2A, 0x26, 0x3C, 0x3E] { add(ByteClass.slowPunctuation, to: byte) }  // * & < >
        if grammar.leadingDotNumbers { add(ByteClass.slowPunctuation, to: 0x2E) }  // . (keeps no state)
        // The lexer's state bits each keeps: 1, 2 a pending introducer, 4 after a type word.
        add(7 << ByteClass.keptStateShift, to: 0x2A)  // *
        add(4 << ByteClass.keptStateShift, to: 0x26)  // &
        add(3 << ByteClass.keptStateShift, to: 0x3C)  // <
        add(3 << ByteClass.keptStateShift, to: 0x3E)  // >
        for byte in grammar.variableSigils.utf8 { add(ByteClass.sigil | ByteClass.special, to: byte) }
        for byte: UInt8 in [0x22, 0x27, 0x23, 0x40] { add(ByteClass.special, to: byte) }  // " ' # @
        if grammar.backtickStrings { add(ByteClass.special, to: 0x60) }
        if grammar.symbols {
            add(ByteClass.special, to: 0x3A)
            add(ByteClass.wordSuffix, to: 0x3A)  // name:
        }
        if grammar.bangMacros { add(ByteClass.wordSuffix, to: 0x21) }  // name!
        if grammar.processingTags { add(ByteClass.special, to: 0x3C); add(ByteClass.special, to: 0x3F) }
        if grammar.regexLiterals { add(ByteClass.special, to: 0x2F) }
        // The line comments' markers, the first two: first byte, second byte (0: none), length.
        var markers = (first: (first: UInt8(0), second: UInt8(0), count: 0), other: (first: UInt8(0), second: UInt8(0), count: 0))
        var markerCount = 0
        CodeWord.forEachWord(in: grammar.lineComments) { low, _, count in
            let marker = (first: UInt8(truncatingIfNeeded: low), second: count > 1 ? UInt8(truncatingIfNeeded: low >> 8) : 0,
                          count: Swift.min(count, 2))
            if markerCount == 0 { markers.first = marker } else if markerCount == 1 { markers.other = marker }
            markerCount += 1
            add(ByteClass.special, to: marker.first)
        }
        if let first = grammar.blockComment?.open.utf8.first { add(ByteClass.special, to: first) }
        self.classes = classes

        lineComment = (markers.first.first, markers.first.second, markers.first.count,
                       markers.other.first, markers.other.second, markers.other.count)
        func packed(_ delimiter: String?) -> (UInt64, Int) {
            guard let delimiter, delimiter.utf8.count <= 8, let word = CodeWord(delimiter) else { return (0, 0) }
            return (word.low, delimiter.utf8.count)
        }
        (blockOpen, blockOpenCount) = packed(grammar.blockComment?.open)
        (blockClose, blockCloseCount) = packed(grammar.blockComment?.close)

        let statementKeywords = CodeGrammars.statementKeywords
        let words = CodeWordIndex(capacityFor: grammar.words.wordCountBound + grammar.functionIntroducers.wordCountBound
                                  + grammar.typeIntroducers.wordCountBound + grammar.stringPrefixes.wordCountBound
                                  + statementKeywords.wordCountBound)
        let wordLengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        wordLengths.initialize(repeating: 0, count: 256)
        let caseInsensitive = grammar.caseInsensitive
        func noteLength(_ low: UInt64, _ count: Int) {
            let first = UInt8(truncatingIfNeeded: low)
            let bit: UInt16 = 1 << UInt16(count - 1)
            if caseInsensitive, CodeBytes.isLetter(first) {
                wordLengths[Int(first | 0x20)] |= bit
                wordLengths[Int(first & ~0x20)] |= bit
            } else {
                wordLengths[Int(first)] |= bit
            }
        }
        // A word's class: the last one given; its flags: every one given. The flags are the lexer's
        // as it reads them: a word that precedes a definition's name (in a grammar with typed
        // definitions: a type, or a keyword that is not a statement's, which come last), and a
        // function's introducer that is not also a type's.
        let typedDefinitions = grammar.typedDefinitions
        grammar.words.forEachWord { low, high, count, kind in
            let typeWord = typedDefinitions && (kind == .type || kind == .keyword) ? WordEntry.typeWord : 0
            words.update(low: low, high: high, inserting: true) { old in
                (old & ~(WordEntry.kindMask | WordEntry.typeWord)) | Self.index(of: kind) | typeWord
            }
            noteLength(low, count)
        }
        grammar.functionIntroducers.forEachWord { low, high, count, _ in
            words.update(low: low, high: high, inserting: true) { ($0 | WordEntry.functionIntroducer) & ~WordEntry.typeIntroducer }
            noteLength(low, count)
        }
        grammar.typeIntroducers.forEachWord { low, high, count, _ in
            words.update(low: low, high: high, inserting: true) { old in
                old & WordEntry.functionIntroducer != 0 ? old : old | WordEntry.typeIntroducer
            }
            noteLength(low, count)
        }
        grammar.stringPrefixes.forEachWord { low, high, count, _ in
            words.merge(low: low, high: high, value: WordEntry.stringPrefix, keeping: 0xFF)
            noteLength(low, count)
        }
        // Only words the table already holds can be type words; the list adds none.
        statementKeywords.forEachWord { low, high, _, _ in
            words.update(low: low, high: high, inserting: false) { old in
                old & WordEntry.kindMask == Self.index(of: .keyword) ? old & ~WordEntry.typeWord : old
            }
        }
        self.words = words
        self.wordLengths = wordLengths
    }

    /// The entry's kind number of `kind` (1…14).
    static func index(of kind: CodeTokenKind) -> UInt8 {
        switch kind {
        case .keyword: return 1
        case .type: return 2
        case .string: return 3
        case .number: return 4
        case .comment: return 5
        case .function: return 6
        case .constant: return 7
        case .operator: return 8
        case .punctuation: return 9
        case .tag: return 10
        case .attribute: return 11
        case .variable: return 12
        case .inserted: return 13
        case .deleted: return 14
        }
    }

    /// The kind of an entry (nil for none).
    @inline(__always)
    static func kind(_ entry: UInt8) -> CodeTokenKind? {
        switch entry & WordEntry.kindMask {
        case 1: return .keyword
        case 2: return .type
        case 3: return .string
        case 4: return .number
        case 5: return .comment
        case 6: return .function
        case 7: return .constant
        case 8: return .operator
        case 9: return .punctuation
        case 10: return .tag
        case 11: return .attribute
        case 12: return .variable
        case 13: return .inserted
        case 14: return .deleted
        default: return nil
        }
    }
}

/// A ``CodeGrammar`` compiled for ``CodeLexer``'s hot path, once per language: a class per byte
/// value and one word table that answers every question the lexer asks of an identifier.
final class CodeLexerTables: @unchecked Sendable {
    // @unchecked: the storage is written only in `init` and never freed (the tables are static).
    /// Byte classes (``ByteClass``), indexed by byte value.
    let classes: UnsafeMutablePointer<UInt8>
    /// Words: a ``WordEntry`` per reserved word, library name and string prefix.
    let words: CodeWordIndex
    /// Per first byte, a bit per length (bit `n - 1`: some word of `n` bytes starts with it):
    /// most identifiers are ruled out before they are packed and hashed.
    let wordLengths: UnsafeMutablePointer<UInt16>
    let grammar: CodeGrammar
    /// The line comment markers, up to two of up to two bytes (`//`, `#`, `--`): first and second
    /// byte (0: none) and length (0: no marker).
    let lineComment: (first: UInt8, second: UInt8, count: Int, otherFirst: UInt8, otherSecond: UInt8, otherCount: Int)

    /// Bits of ``classes``.
    enum ByteClass {
        /// Space, tab, carriage return.
        static let blank: UInt8 = 1
        static let newline: UInt8 = 2
        /// Starts an identifier (a letter, `_`, a non-ASCII byte, `$` where it is a letter).
        static let identifierStart: UInt8 = 4
        /// Continues an identifier (also a digit).
        static let identifier: UInt8 = 8
        /// A digit that starts a number (not in shell).
        static let digit: UInt8 = 16
        /// Starts something only the grammar's rules decide: a comment marker, a quote, `#`,
        /// `@`, a sigil, Ruby's `:`.
        static let special: UInt8 = 32
        /// A variable sigil (`$`, `@`).
        static let sigil: UInt8 = 64
    }

    /// Bits of a word's entry in ``words``.
    enum WordEntry {
        /// The low four bits: the word's ``CodeTokenKind`` (``kind(_:)``), 0 for none.
        static let kindMask: UInt8 = 0x0F
        static let functionIntroducer: UInt8 = 0x10
        static let typeIntroducer: UInt8 = 0x20
        /// A keyword after which a name and `(` is a call (`return f(x)`).
        static let statementKeyword: UInt8 = 0x40
        /// Written right before a quote, it belongs to the string (`r"…"`).
        static let stringPrefix: UInt8 = 0x80
    }

    init(_ grammar: CodeGrammar) {
        self.grammar = grammar
        classes = .allocate(capacity: 256)
        classes.initialize(repeating: 0, count: 256)
        for byte in 0...255 {
            let value = UInt8(byte)
            var bits: UInt8 = 0
            if value == 0x20 || value == 0x09 || value == 0x0D { bits |= ByteClass.blank }
            if value == 0x0A { bits |= ByteClass.newline }
            if CodeBytes.isLetter(value) || value == 0x5F || value >= 0x80 || (value == 0x24 && grammar.dollarIdentifiers) {
                bits |= ByteClass.identifierStart | ByteClass.identifier
            }
            if CodeBytes.isDigit(value) {
                bits |= ByteClass.identifier
                if !grammar.shellWords { bits |= ByteClass.digit }
            }
            if grammar.variableSigils.contains(value) { bits |= ByteClass.sigil | ByteClass.special }
            if value == 0x22 || value == 0x27 || value == 0x23 || value == 0x40 || (value == 0x60 && grammar.backtickStrings)
                || (value == 0x3A && grammar.symbols) || ((value == 0x3C || value == 0x3F) && grammar.processingTags)
                || (value == 0x2F && grammar.regexLiterals) {
                bits |= ByteClass.special
            }
            if grammar.lineComments.contains(where: { $0.first == value }) || grammar.blockComment?.open.first == value {
                bits |= ByteClass.special
            }
            classes[byte] = bits
        }
        typealias Marker = (first: UInt8, second: UInt8, count: Int)
        let markers: [Marker] = grammar.lineComments.prefix(2).map { ($0.first ?? 0, $0.count > 1 ? $0[1] : 0, Swift.min($0.count, 2)) }
        let first: Marker = markers.first ?? (0, 0, 0)
        let other: Marker = markers.count > 1 ? markers[1] : (0, 0, 0)
        lineComment = (first.first, first.second, first.count, other.first, other.second, other.count)

        let statementKeywords = CodeGrammars.statementKeywords.entries
        let words = CodeWordIndex(capacityFor: grammar.words.entries.count + grammar.functionIntroducers.entries.count
                                  + grammar.typeIntroducers.entries.count + grammar.stringPrefixes.entries.count
                                  + statementKeywords.count)
        let wordLengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        wordLengths.initialize(repeating: 0, count: 256)
        func noteLength(of word: CodeWord) {
            let count = word.high != 0 ? 8 + (71 - word.high.leadingZeroBitCount) / 8 : (71 - word.low.leadingZeroBitCount) / 8
            let first = UInt8(truncatingIfNeeded: word.low)
            var firsts = [first]
            if grammar.caseInsensitive, CodeBytes.isLetter(first) { firsts = [first | 0x20, first & ~0x20] }
            for byte in firsts { wordLengths[Int(byte)] |= 1 << UInt16(count - 1) }
        }
        // A word's class: the last one given; its flags: every one given.
        for (word, kind) in grammar.words.entries {
            words.merge(low: word.low, high: word.high, value: Self.index(of: kind), keeping: ~WordEntry.kindMask)
            noteLength(of: word)
        }
        let flags = [(grammar.functionIntroducers, WordEntry.functionIntroducer), (grammar.typeIntroducers, WordEntry.typeIntroducer),
                     (grammar.stringPrefixes, WordEntry.stringPrefix), (CodeGrammars.statementKeywords, WordEntry.statementKeyword)]
        for (table, flag) in flags {
            for (word, _) in table.entries {
                words.merge(low: word.low, high: word.high, value: flag, keeping: 0xFF)
                noteLength(of: word)
            }
        }
        self.words = words
        self.wordLengths = wordLengths
    }

    deinit {
        classes.deallocate()
        wordLengths.deallocate()
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

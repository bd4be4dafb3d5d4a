/// The tags of highlighted code: `<span class="hl-keyword">` per ``CodeTokenKind``, and
/// `</span>`, as literals and as a table the HTML buffer copies sixteen bytes at a time.
enum CodeTokenTags {
    /// A token's opening tag.
    static func opening(_ kind: CodeTokenKind) -> StaticString {
        switch kind {
        case .keyword: return "<span class=\"hl-keyword\">"
        case .type: return "<span class=\"hl-type\">"
        case .string: return "<span class=\"hl-string\">"
        case .number: return "<span class=\"hl-number\">"
        case .comment: return "<span class=\"hl-comment\">"
        case .function: return "<span class=\"hl-function\">"
        case .constant: return "<span class=\"hl-constant\">"
        case .operator: return "<span class=\"hl-operator\">"
        case .punctuation: return "<span class=\"hl-punctuation\">"
        case .tag: return "<span class=\"hl-tag\">"
        case .attribute: return "<span class=\"hl-attribute\">"
        case .variable: return "<span class=\"hl-variable\">"
        case .inserted: return "<span class=\"hl-inserted\">"
        case .deleted: return "<span class=\"hl-deleted\">"
        }
    }

    /// `<span class="hl-`, the first sixteen bytes of every opening tag, as two little-endian words.
    static var openingHead: (UInt64, UInt64) { (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361) }

    /// The rest of each kind's opening tag, sixteen bytes a kind in ``CodeTokenKind``'s order
    /// (``index(_:)``): the class name after `hl-` and `">`, spaces, and as the last byte the whole
    /// tag's length. A writer stores the sixteen bytes whole after ``openingHead`` (the spaces
    /// and the length land past the tag, at most 29 bytes long, where what follows overwrites
    /// them) and reads the length from the last: one table, an address and two loads a token.
    /// The tag as four words from a switch was three tables LLVM made of it, three addresses
    /// and three loads (docs/highlighting.md). ``opening(_:)`` is the same tags as literals.
    static var openingTails: StaticString {
        "keyword\">      \u{19}type\">         \u{16}string\">       \u{18}number\">       \u{18}comment\">      \u{19}function\">     \u{1A}constant\">     \u{1A}operator\">     \u{1A}punctuation\">  \u{1D}tag\">          \u{15}attribute\">    \u{1B}variable\">     \u{1A}inserted\">     \u{1A}deleted\">      \u{19}"
    }

    /// `kind`'s place in ``openingTails`` (its declaration order: the switch compiles to the case's own tag).
    @inline(__always)
    static func index(_ kind: CodeTokenKind) -> Int {
        switch kind {
        case .keyword: return 0
        case .type: return 1
        case .string: return 2
        case .number: return 3
        case .comment: return 4
        case .function: return 5
        case .constant: return 6
        case .operator: return 7
        case .punctuation: return 8
        case .tag: return 9
        case .attribute: return 10
        case .variable: return 11
        case .inserted: return 12
        case .deleted: return 13
        }
    }

    /// `</span>` and a zero byte, as a little-endian word.
    static let closing: UInt64 = 0x003E_6E61_7073_2F3C
}

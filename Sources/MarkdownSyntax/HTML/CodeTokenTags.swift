/// The tags of highlighted code: `<span class="hl-keyword">` per ``CodeTokenKind``, and
/// `</span>`, as literals and as a table the HTML buffer copies a word at a time.
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

    /// A token's opening tag as four little-endian words (the tag, then zeros) and its length:
    /// written with four stores, from constants (no table to load or initialize).
    @inline(__always)
    static func openingWords(_ kind: CodeTokenKind) -> (UInt64, UInt64, UInt64, UInt64, Int) {
        switch kind {
        case .keyword: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x2264_726F_7779_656B, 0x0000_0000_0000_003E, 25)
        case .type: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x0000_3E22_6570_7974, 0x0000_0000_0000_0000, 22)
        case .string: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x3E22_676E_6972_7473, 0x0000_0000_0000_0000, 24)
        case .number: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x3E22_7265_626D_756E, 0x0000_0000_0000_0000, 24)
        case .comment: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x2274_6E65_6D6D_6F63, 0x0000_0000_0000_003E, 25)
        case .function: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x6E6F_6974_636E_7566, 0x0000_0000_0000_3E22, 26)
        case .constant: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x746E_6174_736E_6F63, 0x0000_0000_0000_3E22, 26)
        case .`operator`: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x726F_7461_7265_706F, 0x0000_0000_0000_3E22, 26)
        case .punctuation: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x7461_7574_636E_7570, 0x0000_003E_226E_6F69, 29)
        case .tag: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x0000_003E_2267_6174, 0x0000_0000_0000_0000, 21)
        case .attribute: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x7475_6269_7274_7461, 0x0000_0000_003E_2265, 27)
        case .variable: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x656C_6261_6972_6176, 0x0000_0000_0000_3E22, 26)
        case .inserted: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x6465_7472_6573_6E69, 0x0000_0000_0000_3E22, 26)
        case .deleted: return (0x6C63_206E_6170_733C, 0x2D6C_6822_3D73_7361, 0x2264_6574_656C_6564, 0x0000_0000_0000_003E, 25)
        }
    }

    /// `</span>` and a zero byte, as a little-endian word.
    static let closing: UInt64 = 0x003E_6E61_7073_2F3C
}

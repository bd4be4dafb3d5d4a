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

    /// Bytes per kind in ``table``: the opening tag (at most 29 bytes), zeros, its length last.
    static let stride = 32

    /// `</span>` and a zero byte, as a little-endian word.
    static let closing: UInt64 = 0x003E_6E61_7073_2F3C

    /// Each kind's opening tag at ``stride`` × its number (``CodeLexerTables/index(of:)``);
    /// built once, never freed, never written after.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 15 * stride)
        table.initialize(repeating: 0, count: 15 * stride)
        for kind in CodeTokenKind.allCases {
            let slot = table + Int(CodeLexerTables.index(of: kind)) * stride
            opening(kind).withUTF8Buffer { tag in
                for (offset, byte) in tag.prefix(stride - 1).enumerated() { slot[offset] = byte }
                slot[stride - 1] = UInt8(Swift.min(tag.count, stride - 1))
            }
        }
        return UnsafePointer(table)
    }()
}

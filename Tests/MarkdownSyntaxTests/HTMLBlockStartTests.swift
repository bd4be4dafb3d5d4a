import MarkdownSyntax
import Testing

/// HTML block start condition 6: a line that opens or closes one of the block tag names of the
/// CommonMark 0.31.2 spec (any case) starts an HTML block, which may interrupt a paragraph; any
/// other name does not (condition 7 cannot interrupt one). The names are looked up packed, without
/// an allocation per line (`HTMLBlockRules`); the list here is the spec's, written out again.
@Suite("HTML block start condition 6")
struct HTMLBlockStartTests {
    static let specNames = """
        address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt \
        fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li \
        link main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th \
        thead title tr track ul
        """.split(separator: " ").map(String.init)

    static func interruptsParagraph(_ line: String) -> Bool {
        let document = MarkdownParser().parse("para\n" + line + "\n")
        guard document.blocks.count == 2, document.blocks[0].kind == .paragraph,
              case .htmlBlock = document.blocks[1].kind else { return false }
        return true
    }

    @Test func everyBlockTagNameStartsAnHTMLBlockInAnyCase() {
        #expect(Self.specNames.count == 62)
        for name in Self.specNames {
            for line in ["<\(name)>", "</\(name.uppercased())>", "<\(name.capitalized) class=\"x\">", "<\(name)/>", "<\(name)"] {
                #expect(Self.interruptsParagraph(line), "\(line)")
            }
        }
    }

    @Test func otherNamesDoNot() {
        for name in ["divx", "h7", "d", "xdiv", "blockquotes", "tablet", "ps", "menuitems", "art", "h", "span", "b",
                     "td1", "ull", "figcaptions"] {
            for line in ["<\(name)>", "</\(name)>", "<\(name.uppercased()) class=\"x\">"] {
                #expect(!Self.interruptsParagraph(line), "\(line)")
            }
        }
    }
}

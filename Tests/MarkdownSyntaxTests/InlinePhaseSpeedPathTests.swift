import MarkdownSyntax
import Testing

/// The inline phase's speed paths (code spans normalized straight into the side buffer, the
/// entity table read from bytes, finished nodes moved rather than copied) must give what the
/// plain definitions give.
@Suite("Inline phase speed paths agree with the plain definitions")
struct InlinePhaseSpeedPathTests {
    let preserving = MarkdownParser(options: ParseOptions(syntax: .inlineOnlyPreservingWhitespace))

    /// CommonMark's definition, written the obvious way: line endings (`\r\n` as one) become
    /// spaces, then one space is stripped from each end when both ends are spaces and the
    /// content is not all spaces.
    static func normalizedCodeSpan(_ content: [UInt8]) -> String {
        var text: [UInt8] = []
        var index = 0
        while index < content.count {
            let byte = content[index]
            if byte == 0x0D, index + 1 < content.count, content[index + 1] == 0x0A { index += 1 }
            text.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
            index += 1
        }
        if text.count >= 2, text.first == 0x20, text.last == 0x20, text.contains(where: { $0 != 0x20 }) {
            text.removeFirst()
            text.removeLast()
        }
        return String(decoding: text, as: UTF8.self)
    }

    @Test func codeSpanContentMatchesTheDefinitionForEveryShortMixOfSpacesAndLineEndings() {
        let alphabet = Array("a \r\n".utf8)
        var checked = 0
        for length in 1...6 {
            var digits = [Int](repeating: 0, count: length)
            while true {
                let content = digits.map { alphabet[$0] }
                let source = [UInt8(ascii: "`")] + content + [UInt8(ascii: "`")]
                let inlines = preserving.parse(source).blocks.first?.inlines ?? []
                let expected = Self.normalizedCodeSpan(content)
                #expect(inlines.map(\.kind) == [.code(expected)], "content \(content)")
                checked += 1
                var position = 0
                while position < length, digits[position] == alphabet.count - 1 {
                    digits[position] = 0
                    position += 1
                }
                if position == length { break }
                digits[position] += 1
            }
        }
        #expect(checked == 4 + 16 + 64 + 256 + 1024 + 4096)
    }

    @Test func namedEntitiesDecodeFromTheByteTable() {
        let parser = MarkdownParser()
        let cases: [(String, String)] = [
            ("a&amp;b", "a&b"), ("&AElig;", "\u{C6}"), ("&zwnj;", "\u{200C}"), ("&Tab;x", "\tx"),
            ("&NewLine;x", "\nx"), ("&ngE;", "\u{2267}\u{338}"), ("&Afr;", "\u{1D504}"),
            ("&CounterClockwiseContourIntegral;", "\u{2233}"), ("&nosuchentity;", "&nosuchentity;"),
            // A name that is a prefix of another, found by the binary search either way; case counts.
            ("&not;", "\u{AC}"), ("&notin;", "\u{2209}"), ("&AMP;", "&"), ("&Amp;", "&Amp;"), ("&amp", "&amp"),
        ]
        for (source, expected) in cases {
            let inlines = parser.parse(source).blocks.first?.inlines ?? []
            #expect(inlines.map(\.kind) == [.text(expected)], "\(source)")
        }
    }

    /// Numeric references are encoded without a `String`: each gives its code point's UTF-8, and
    /// 0, surrogates and values above U+10FFFF give U+FFFD (CommonMark 0.31.2).
    @Test func numericReferencesEncodeTheirCodePoint() {
        let parser = MarkdownParser()
        let cases: [(String, String)] = [
            ("&#65;", "A"), ("&#x41;", "A"), ("&#XE9;", "\u{E9}"), ("&#x20AC;", "\u{20AC}"), ("&#x1F600;", "\u{1F600}"),
            ("&#x10FFFF;", "\u{10FFFF}"), ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#xDFFF;", "\u{FFFD}"),
            ("&#x110000;", "\u{FFFD}"), ("&#1114112;", "\u{FFFD}"), ("&#9999999;", "\u{FFFD}"),
            ("&#12345678;", "&#12345678;"), ("&#x1234567;", "&#x1234567;"), ("&#;", "&#;"),
        ]
        for (source, expected) in cases {
            let inlines = parser.parse(source).blocks.first?.inlines ?? []
            #expect(inlines.map(\.kind) == [.text(expected)], "\(source)")
        }
    }

    @Test func manyEmailAutolinksInOneTextOutgrowTheNodeStack() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .autolink))
        let count = 40
        let source = (0..<count).map { "x\($0)@example.com" }.joined(separator: " and ")
        let inlines = parser.parse("*" + source + "*").blocks.first?.inlines ?? []
        #expect(inlines.count == 1)
        let children = inlines.first?.children ?? []
        let links = children.filter { if case .link = $0.kind { return true } else { return false } }
        #expect(links.count == count)
        #expect(children.count == 2 * count - 1)
        #expect(links.last?.children.map(\.kind) == [.text("x\(count - 1)@example.com")])
        #expect(links.first?.kind == .link(LinkInfo(destination: "mailto:x0@example.com", origin: .extendedAutolink)))
    }

    @Test func nestedContainersKeepTheirChildrenInOrder() {
        let inlines = MarkdownParser().parse("a *b **c `d` e** f [g *h*](/u) i* j").blocks.first?.inlines ?? []
        #expect(TreeInspection.plainText(inlines) == "a b c d e f g h i j")
        #expect(inlines.map(\.kind) == [.text("a "), .emphasis, .text(" j")])
        let emphasis = inlines[1].children
        #expect(emphasis.map(\.kind) == [.text("b "), .strong, .text(" f "), .link(LinkInfo(destination: "/u")), .text(" i")])
        #expect(emphasis[1].children.map(\.kind) == [.text("c "), .code("d"), .text(" e")])
        #expect(emphasis[3].children.map(\.kind) == [.text("g "), .emphasis])
    }

    @Test func aLeafOfOneTextRunKeepsItsRangeAndItsEmailRule() {
        let source = "# Title here\n\nwrite to a@b.co\n"
        let plain = MarkdownParser().parse(source)
        #expect(plain.blocks[0].inlines == [InlineNode(kind: .text("Title here"), range: SourceRange(2, 12))])
        #expect(plain.blocks[1].inlines == [InlineNode(kind: .text("write to a@b.co"), range: SourceRange(14, 29))])
        let gfm = MarkdownParser(options: ParseOptions(extensions: .autolink)).parse(source)
        #expect(gfm.blocks[0].inlines == plain.blocks[0].inlines)
        #expect(gfm.blocks[1].inlines.map(\.kind) == [
            .text("write to "), .link(LinkInfo(destination: "mailto:a@b.co", origin: .extendedAutolink)),
        ])
        #expect(gfm.blocks[1].inlines.last?.range == SourceRange(23, 29))
    }
}

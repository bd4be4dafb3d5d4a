import MarkdownSyntax
import Testing

/// The text scan tests eight bytes per branch and walks only the block that holds a special
/// byte; link destinations and titles skip the byte array when they hold no escape. These
/// tests put the interesting byte at every offset of those blocks and check both string paths.
@Suite("Inline scan blocks and direct link strings")
struct InlineScanBlockTests {
    let parser = MarkdownParser()
    let gfm = MarkdownParser(options: ParseOptions(extensions: .gfm))

    func inlines(_ source: String, _ parser: MarkdownParser) -> [InlineNode] {
        parser.parse(source).blocks.first?.inlines ?? []
    }

    @Test func emphasisIsFoundAtEveryOffsetOfAnEightByteBlock() {
        for before in 0..<20 {
            for after in [0, 1, 7, 8, 9, 17] {
                let prefix = String(repeating: "x", count: before)
                let suffix = String(repeating: "y", count: after)
                let nodes = inlines(prefix + "*a*" + suffix, parser)
                var expected: [InlineKind] = []
                if before > 0 { expected.append(.text(prefix)) }
                expected.append(.emphasis)
                if after > 0 { expected.append(.text(suffix)) }
                #expect(nodes.map(\.kind) == expected, "before \(before), after \(after)")
                #expect(nodes.first { $0.kind == .emphasis }?.children.map(\.kind) == [.text("a")])
            }
        }
    }

    @Test func hardBreakTrimsTheSpacesEndingAScannedRun() {
        for before in 1..<20 {
            let prefix = String(repeating: "x", count: before)
            let nodes = inlines(prefix + "   \nz", parser)
            #expect(nodes.map(\.kind) == [.text(prefix), .lineBreak, .text("z")], "before \(before)")
        }
    }

    @Test func anInertAutolinkTriggerInsideABlockDoesNotCutTheText() {
        for before in 0..<17 {
            let prefix = String(repeating: "x", count: before)
            let text = prefix + "w: wow, a:b z" + prefix
            #expect(inlines(text, gfm).map(\.kind) == [.text(text)], "before \(before)")
            let linked = inlines(prefix + "y www.example.com", gfm)
            #expect(linked.count == 2, "before \(before)")
            if case .link(let info) = linked.last?.kind {
                #expect(info.destination == "http://www.example.com")
            } else {
                Issue.record("no extended autolink after \(before) bytes")
            }
        }
    }

    func link(_ source: String) -> LinkInfo? {
        if case .link(let info) = inlines(source, parser).first?.kind { return info }
        return nil
    }

    @Test func linkDestinationsAndTitlesWithAndWithoutEscapes() {
        #expect(link("[a](/plain/path \"plain title\")") == LinkInfo(destination: "/plain/path", title: "plain title", origin: .inline))
        #expect(link("[a](/u\\*v \"t&amp;x\")") == LinkInfo(destination: "/u*v", title: "t&x", origin: .inline))
        #expect(link("[a](</p q&copy;> 'it\\'s')") == LinkInfo(destination: "/p q\u{A9}", title: "it's", origin: .inline))
        #expect(link("[a](/caf\u{E9} (t\u{E9}))") == LinkInfo(destination: "/caf\u{E9}", title: "t\u{E9}", origin: .inline))
        #expect(link("[a]()") == LinkInfo(destination: "", origin: .inline))
        #expect(link("[a](/x\\y)") == LinkInfo(destination: "/x\\y", origin: .inline))
    }

    @Test func codeSpansFindTheirCloserPastOtherBacktickRuns() {
        let nodes = inlines("``a ` b``` c`` d `e`", parser)
        #expect(nodes.map(\.kind) == [.code("a ` b``` c"), .text(" d "), .code("e")])
        // The literal backticks join the text around them in one node.
        #expect(inlines("x `never closed", parser).map(\.kind) == [.text("x `never closed")])
    }
}

import MarkdownSyntax
import Testing

/// GitHub's alert rules (`MarkdownExtensions.alerts`), through the syntax tree, the events, the
/// streaming and tree HTML writers and the incremental document.
@Suite("Alerts")
struct AlertTests {
    static let gfm = MarkdownParser(options: ParseOptions(extensions: .gfm))

    /// The HTML of `source` with the extension; the streaming writer must agree with the tree's.
    static func html(_ source: String, parser: MarkdownParser = gfm) -> String {
        let tree = HTMLRenderer().render(parser.parse(source))
        var streamed: [UInt8] = []
        var bytes = Array(source.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            HTMLRenderer().render(markdown: UnsafeBufferPointer(buffer), parser: parser) { streamed.append(contentsOf: $0) }
        }
        #expect(String(decoding: streamed, as: UTF8.self) == tree, "streaming and tree HTML differ for \(source.debugDescription)")
        return tree
    }

    static func alert(_ kind: String, title: String, _ body: String) -> String {
        "<div class=\"markdown-alert markdown-alert-\(kind)\">\n<p class=\"markdown-alert-title\">\(title)</p>\n\(body)</div>\n"
    }

    @Test func theFiveTypes() {
        for kind in AlertKind.allCases {
            let source = "> [!\(kind.rawValue.uppercased())]\n> Text.\n"
            #expect(Self.html(source) == Self.alert(kind.rawValue, title: kind.title, "<p>Text.</p>\n"))
            #expect(Self.gfm.parse(source).blocks.first?.kind == .blockQuote(alert: kind))
        }
    }

    @Test func typeIsCaseInsensitive() {
        #expect(Self.html("> [!note]\n> a\n") == Self.alert("note", title: "Note", "<p>a</p>\n"))
        #expect(Self.html("> [!WaRnInG]\n> a\n") == Self.alert("warning", title: "Warning", "<p>a</p>\n"))
    }

    @Test func spacesAndTabsMayFollowTheMarker() {
        // Two trailing spaces would be a hard break; the marker line goes with them.
        #expect(Self.html("> [!TIP]  \n> a\n") == Self.alert("tip", title: "Tip", "<p>a</p>\n"))
        #expect(Self.html("> [!TIP]\t\n> a\n") == Self.alert("tip", title: "Tip", "<p>a</p>\n"))
    }

    @Test func textOnTheMarkerLineMakesAnOrdinaryQuote() {
        #expect(Self.html("> [!NOTE] Title\n> a\n") == "<blockquote>\n<p>[!NOTE] Title\na</p>\n</blockquote>\n")
        #expect(Self.html("> [!NOTE]a\n> b\n") == "<blockquote>\n<p>[!NOTE]a\nb</p>\n</blockquote>\n")
    }

    @Test func unknownTypesAndNearMissesStayQuotes() {
        for marker in ["[!HELLO]", "[!NOTES]", "[NOTE]", "[! NOTE]", "[!NOTE", "[!]", "![NOTE]"] {
            let html = Self.html("> \(marker)\n> a\n")
            #expect(html.hasPrefix("<blockquote>\n<p>"), "\(marker)")
            #expect(!html.contains("markdown-alert"), "\(marker)")
        }
    }

    @Test func markerNotOnTheFirstLine() {
        #expect(Self.html("> a\n> [!NOTE]\n> b\n") == "<blockquote>\n<p>a\n[!NOTE]\nb</p>\n</blockquote>\n")
        // A second paragraph that starts with a marker does not count either.
        #expect(!Self.html("> a\n>\n> [!NOTE]\n> b\n").contains("markdown-alert"))
        // Nor does a marker after a first block that is not a paragraph.
        #expect(!Self.html("> # h\n> [!NOTE]\n> b\n").contains("markdown-alert"))
    }

    @Test func aMarkerAloneIsAnOrdinaryQuote() {
        #expect(Self.html("> [!CAUTION]\n") == "<blockquote>\n<p>[!CAUTION]</p>\n</blockquote>\n")
        #expect(Self.html("> [!CAUTION]\n>\n") == "<blockquote>\n<p>[!CAUTION]</p>\n</blockquote>\n")
    }

    @Test func nestedContent() {
        let source = "> [!IMPORTANT]\n>\n> - one\n> - two\n>\n> ```swift\n> let x = 1\n> ```\n>\n> > quoted\n"
        let expected = Self.alert("important", title: "Important",
                                  "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n"
                                      + "<blockquote>\n<p>quoted</p>\n</blockquote>\n")
        #expect(Self.html(source) == expected)
        // The marker line's paragraph (the marker alone) is gone from the tree.
        let quote = Self.gfm.parse(source).blocks[0]
        #expect(quote.children.count == 3)
        // A list right after the marker line (it interrupts the marker's paragraph).
        #expect(Self.html("> [!NOTE]\n> - a\n") == Self.alert("note", title: "Note", "<ul>\n<li>a</li>\n</ul>\n"))
        // Several paragraphs.
        #expect(Self.html("> [!NOTE]\n> a\n>\n> b\n") == Self.alert("note", title: "Note", "<p>a</p>\n<p>b</p>\n"))
    }

    @Test func onlyTopLevelQuotesAreAlerts() {
        // GitHub: "Alerts cannot be nested within other elements".
        #expect(Self.html("> > [!NOTE]\n> > a\n") == "<blockquote>\n<blockquote>\n<p>[!NOTE]\na</p>\n</blockquote>\n</blockquote>\n")
        #expect(Self.html("- > [!NOTE]\n  > a\n") == "<ul>\n<li>\n<blockquote>\n<p>[!NOTE]\na</p>\n</blockquote>\n</li>\n</ul>\n")
        // An alert's own nested quote stays a quote even with a marker.
        #expect(Self.html("> [!TIP]\n> a\n>\n> > [!NOTE]\n> > b\n")
            == Self.alert("tip", title: "Tip", "<p>a</p>\n<blockquote>\n<p>[!NOTE]\nb</p>\n</blockquote>\n"))
        let footnotes = MarkdownParser(options: ParseOptions(extensions: .all))
        #expect(!Self.html("x[^1]\n\n[^1]: note\n    > [!NOTE]\n    > a\n", parser: footnotes).contains("markdown-alert"))
    }

    @Test func lazyContinuationLinesBelongToTheAlert() {
        #expect(Self.html("> [!NOTE]\nlazy\n") == Self.alert("note", title: "Note", "<p>lazy</p>\n"))
    }

    @Test func consecutiveAlerts() {
        #expect(Self.html("> [!NOTE]\n> a\n\n> [!TIP]\n> b\n")
            == Self.alert("note", title: "Note", "<p>a</p>\n") + Self.alert("tip", title: "Tip", "<p>b</p>\n"))
    }

    @Test func offWithoutTheExtension() {
        let commonMark = MarkdownParser()
        let source = "> [!NOTE]\n> a\n"
        #expect(Self.html(source, parser: commonMark) == "<blockquote>\n<p>[!NOTE]\na</p>\n</blockquote>\n")
        #expect(commonMark.parse(source).blocks.first?.kind == .blockQuote(alert: nil))
        #expect(MarkdownExtensions(name: "alerts") == .alerts)
        #expect(MarkdownExtensions.gfm.contains(.alerts))
    }

    @Test func theMarkerLineLeavesTheParagraphAndItsRange() {
        let source = "> [!NOTE]\n> Some *text*.\n"
        let quote = Self.gfm.parse(source).blocks[0]
        let paragraph = quote.children[0]
        #expect(paragraph.kind == .paragraph)
        // The paragraph starts at "Some", on the second line.
        #expect(paragraph.range.lowerBound == 12)
        #expect(quote.range.lowerBound == 0)
        guard case .text(let first) = paragraph.inlines.first?.kind else {
            Issue.record("no text first")
            return
        }
        #expect(first == "Some ")
        #expect(paragraph.inlines.first?.range == SourceRange(12, 17))
    }

    @Test func eventsCarryTheAlert() {
        let events = Array(Self.gfm.events("> [!WARNING]\n> a\n"))
        guard case .startBlock(.blockQuote(alert: .warning?), _) = events.first,
              case .endBlock(.blockQuote(alert: .warning?), _) = events.last else {
            Issue.record("unexpected events \(events)")
            return
        }
        #expect(!events.contains { if case .inline(.text("[!WARNING]"), _) = $0 { true } else { false } })
    }

    @Test func incrementalEditsMakeAndUnmakeAlerts() throws {
        let options = ParseOptions(extensions: .gfm)
        var document = IncrementalDocument(source: "intro\n\n> [!NOTX]\n> a\n\nafter\n", options: options)
        #expect(document.document.blocks[1].kind == .blockQuote(alert: nil))
        _ = try document.apply(SourceEdit(range: SourceRange(14, 15), replacement: "E"))
        #expect(document.source == "intro\n\n> [!NOTE]\n> a\n\nafter\n")
        #expect(document.document.blocks[1].kind == .blockQuote(alert: .note))
        #expect(document.document == MarkdownParser(options: options).parse(document.source))
        _ = try document.apply(.insert(" x", at: 16))
        #expect(document.document.blocks[1].kind == .blockQuote(alert: nil))
        #expect(document.document == MarkdownParser(options: options).parse(document.source))
    }

    @Test func kindNamesAndTitles() {
        #expect(AlertKind(name: "CAUTION") == .caution)
        #expect(AlertKind(name: "Tip") == .tip)
        #expect(AlertKind(name: "tipx") == nil)
        #expect(AlertKind.allCases.map(\.title) == ["Note", "Tip", "Important", "Warning", "Caution"])
        #expect(AlertKind.important.marker == "[!IMPORTANT]")
    }
}

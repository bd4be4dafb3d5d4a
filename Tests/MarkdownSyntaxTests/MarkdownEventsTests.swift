import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// The pull API: the events of a document, rebuilt into a tree, give the tree the parser
/// returns, node for node, and their shape is pulldown-cmark's (start, content, end).
@Suite("Markdown events")
struct MarkdownEventsTests {
    /// The tree the events describe; records an issue when they are not balanced.
    static func tree(from events: MarkdownEvents) -> [BlockNode] {
        do {
            return try EventTreeBuilder.blocks(from: events)
        } catch {
            Issue.record("\(error)")
            return []
        }
    }

    @Test func eventsRebuildTheTreeOfEverySpecExample() {
        let examples = SpecExample.commonMark + SpecExample.gfm + SpecExample.gfmExtensions + SpecExample.gfmRegression
        #expect(examples.count > 1300)
        for extensions in [MarkdownExtensions(), .gfm, .all] {
            let parser = MarkdownParser(options: ParseOptions(extensions: extensions, extendedAttributes: true))
            for example in examples {
                #expect(Self.tree(from: parser.events(example.markdown)) == parser.parse(example.markdown).blocks,
                        "\(example.testDescription)")
            }
        }
    }

    /// What the tree builder does beyond the inline parser (nesting limits, e-mail autolinks,
    /// U+FFFD for invalid UTF-8, NUL), footnote definitions (moved to the end, numbered by first
    /// reference, nested, repeated, unreferenced), ordinals, task items and the inline-only syntaxes.
    @Test(arguments: [
        "***a*** **b *c ~~d~~ [e *f*](u) ![g *h* `i` <b>j</b>](v \"t\")***",
        "mail me@example.com or *x@y.org* in [a@b.co](u) and \\@not@ok",
        "| a | b@c.de |\n|---|---|\n| *x*[^n] | ![p[^n]](q) |\n\n[^n]: note *n*",
        "text\u{0}with NUL *and* &amp; &copy; entities\\* `code`",
        "b[^2] a[^1] a[^1]\n\n[^1]: one[^3]\n\n> [^2]: two\n>     [^3]: three\n\n[^2]: again\n\n[^4]: unused",
        "3. a\n4. b\n   - [x] c\n   - [ ] d\n\n   e\n",
        "# Title {#x}\n\nSetext\n---\n\n```swift  x\ncode\n```\n\n<div>\nhtml\n</div>\n\n***",
    ])
    func eventsRebuildTheTree(markdown: String) {
        var inputs = [Array(markdown.utf8)]
        inputs.append(inputs[0] + [0xFF, 0x2A, 0xC3, 0x20, 0x2A, 0x0A])
        for depth in [1, 2, 128] {
            for syntax in [SyntaxMode.full, .inlineOnly, .inlineOnlyPreservingWhitespace] {
                let parser = MarkdownParser(options: ParseOptions(extensions: .all, extendedAttributes: true, syntax: syntax,
                                                                  maximumNestingDepth: depth))
                for bytes in inputs {
                    #expect(Self.tree(from: parser.events(bytes)) == parser.parse(bytes).blocks, "depth \(depth) \(syntax)")
                }
            }
        }
    }

    @Test func eventsComeInDocumentOrderWithRanges() {
        let events = Array(MarkdownParser(options: ParseOptions(extensions: .gfm)).events("- [x] *a*\n\nb  \nc"))
        let item = ListItemInfo(ordinal: 1, task: .checked)
        let list = ListInfo(kind: .bullet(marker: "-"), isTight: true)
        #expect(events == [
            .startBlock(.list(list), SourceRange(0, 9)),
            .startBlock(.listItem(item), SourceRange(0, 9)),
            .startBlock(.paragraph, SourceRange(6, 9)),
            .startInline(.emphasis, SourceRange(6, 9)),
            .inline(.text("a"), SourceRange(7, 8)),
            .endInline(.emphasis, SourceRange(6, 9)),
            .endBlock(.paragraph, SourceRange(6, 9)),
            .endBlock(.listItem(item), SourceRange(0, 9)),
            .endBlock(.list(list), SourceRange(0, 9)),
            .startBlock(.paragraph, SourceRange(11, 16)),
            .inline(.text("b"), SourceRange(11, 12)),
            .inline(.lineBreak, SourceRange(14, 15)),
            .inline(.text("c"), SourceRange(15, 16)),
            .endBlock(.paragraph, SourceRange(11, 16)),
        ])
        // Block ranges end before the line ending, as every block's does (`SourceRangeTests`).
        #expect(events.first?.range == SourceRange(0, 9))
    }

    @Test func aSequenceCanBeIteratedAgain() {
        let events = MarkdownParser(options: ParseOptions(extensions: .all)).events("a[^n]\n\n[^n]: *b*")
        #expect(Array(events) == Array(events))
        // Paragraph: start, "a", footnote reference, end (4); definition: start, paragraph start,
        // emphasis start, "b", emphasis end, paragraph end, definition end (7).
        #expect(Array(events).count == 11)
    }

    /// The README's example.
    @Test func headingOutline() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .gfm))
        var outline: [String] = []
        var inHeading = false
        for event in parser.events("# Intro\n\nText\n\n## Usage *now*\n") {
            switch event {
            case .startBlock(.heading, _): inHeading = true; outline.append("")
            case .endBlock(.heading, _): inHeading = false
            case .inline(.text(let text), _) where inHeading: outline[outline.count - 1] += text
            default: break
            }
        }
        #expect(outline == ["Intro", "Usage now"])
    }

    @Test func emptyInputHasNoEvents() {
        #expect(Array(MarkdownParser().events("")).isEmpty)
        #expect(Array(MarkdownParser().events("\n\n[a]: /u\n")).isEmpty)
    }
}

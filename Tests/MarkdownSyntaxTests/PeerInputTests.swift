import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// The inputs of two peers' own test files: pulldown-cmark's `specs/regression.txt` and md4c's
/// `test/regressions.txt`, `coverage.txt`, `spec-tables.txt`, `spec-strikethrough.txt` and
/// `spec-tasklists.txt` (335 examples, many of them found by those projects' fuzzers), with GitHub's
/// five extensions and `unsafe`, compared byte for byte with cmark-gfm 0.29.0.gfm.13's HTML,
/// recorded by `scripts/peer-inputs/record.py` (Tests/TestSupport/Resources/peer-inputs).
///
/// The peers' own expected HTML is not the measure (each writes footnotes, alerts and white space
/// its own way); cmark-gfm's is, except for ten examples where its bytes are not CommonMark
/// 0.31.2's or are a quirk of its own. Those keep our bytes with the reason, checked when recorded
/// against cmark 0.30.2 or the peer's own HTML (the script's `DECLINED`).
@Suite("Peers' test inputs")
struct PeerInputTests {
    struct Example: Decodable, Sendable, CustomTestStringConvertible {
        let source: String
        let example: Int
        let markdown: String
        let html: String
        let reason: String?

        var testDescription: String { "\(source) #\(example)" }
    }

    struct Recording: Decodable {
        let commits: [String: String]
        let examples: [Example]
    }

    static let recording: Recording? = TestCorpus.resourceURL("peer-inputs/peer-inputs.json")
        .flatMap { try? Data(contentsOf: $0) }
        .flatMap { try? JSONDecoder().decode(Recording.self, from: $0) }

    static let extensions: MarkdownExtensions = [.table, .strikethrough, .autolink, .tagfilter, .tasklist]

    @Test func allExamplesAreLoaded() {
        #expect(Self.recording?.examples.count == 335)
        #expect(Self.recording?.examples.filter { $0.reason != nil }.count == 10)
        #expect(Self.recording?.commits.keys.sorted() == ["md4c", "pulldown-cmark"])
    }

    @Test(arguments: recording?.examples ?? [])
    func example(_ example: Example) {
        let document = MarkdownParser(options: ParseOptions(extensions: Self.extensions)).parse(example.markdown)
        let html = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: true, tagFilter: true))).render(document)
        #expect(html == example.html, "\(example.reason ?? "cmark-gfm's bytes")")
    }
}

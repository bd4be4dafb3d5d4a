import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing
import MarkdownTestSupport

/// The spec examples through Markdown → syntax tree → AttributedString → HTML, against
/// cmark(-gfm)'s expected HTML. Examples the AttributedString cannot carry are listed with the
/// reason, and asserted to fail, so the list stays exact.
@Suite("Spec HTML through AttributedString")
struct SpecHTMLTests {
    static let commonMark = SpecExample.commonMark
    static let gfm = SpecExample.gfm
    static let gfmExtensions = SpecExample.gfmExtensions
    static let gfmRegression = SpecExample.gfmRegression

    static let emptyBlock = "an empty block has no characters, so no runs carry it"
    static let emptyLinkBlock =
        "a paragraph of only an empty-label link has no characters on Apple platforms (gonzalezreal/textual#53), so no run carries it"
    static let gfmCollapsesStrong =
        "gfm.13 expects nested <strong> collapsed; AMInlineNesting renders CommonMark 0.31.2's nesting"

    static let commonMarkExceptions: [Int: String] = [
        79: emptyBlock, 126: emptyBlock, 130: emptyBlock, 144: emptyBlock, 218: emptyBlock,
        237: emptyBlock, 239: emptyBlock, 240: emptyBlock, 280: emptyBlock, 284: emptyBlock,
        484: emptyLinkBlock, 487: emptyLinkBlock,
    ]

    static let gfmExceptions: [Int: String] = [
        49: emptyBlock, 96: emptyBlock, 100: emptyBlock, 114: emptyBlock, 187: emptyBlock,
        215: emptyBlock, 217: emptyBlock, 218: emptyBlock, 258: emptyBlock, 262: emptyBlock,
        279: "disabled upstream: cmark-gfm writes <input type=\"checkbox\" disabled=\"\" />, not the spec's form",
        280: "disabled upstream: cmark-gfm writes <input type=\"checkbox\" disabled=\"\" />, not the spec's form",
        398: gfmCollapsesStrong, 426: gfmCollapsesStrong, 434: gfmCollapsesStrong, 435: gfmCollapsesStrong,
        436: gfmCollapsesStrong, 473: gfmCollapsesStrong, 474: gfmCollapsesStrong, 475: gfmCollapsesStrong,
        477: gfmCollapsesStrong,
    ]

    static let gfmExtensionExceptions: [Int: String] = [
        6: "Apple's model maps no alignment to .left, so an explicit :-- renders without align=\"left\"",
    ]

    static let gfmRegressionExceptions: [Int: String] = [
        8: "**_x_** and ***x*** give the same runs; the renderer nests them as cmark nests ***x***",
    ]

    @Test func specFilesLoad() {
        #expect(Self.commonMark.count == 652)
        #expect(Self.gfm.count == 672)
        #expect(Self.gfmExtensions.count == 30)
        #expect(Self.gfmRegression.count == 26)
    }

    private func check(_ example: SpecExample, exceptions: [Int: String], allExtensions: Bool = false) throws {
        let html = try SpecPipeline.html(for: example, allExtensions: allExtensions)
        if example.html == "<IGNORE>\n" {
            // cmark-gfm's "must not crash" example: rendering finished; its output is the text.
            #expect(!html.isEmpty)
        } else if let reason = exceptions[example.example] {
            #expect(html != example.html, "listed as failing (\(reason)) but now passes: remove it from the list")
        } else {
            #expect(html == example.html, "\(example.markdown)")
        }
    }

    @Test(arguments: commonMark)
    func commonMarkExample(_ example: SpecExample) throws {
        try check(example, exceptions: Self.commonMarkExceptions)
    }

    @Test(arguments: gfm)
    func gfmExample(_ example: SpecExample) throws {
        try check(example, exceptions: Self.gfmExceptions)
    }

    @Test(arguments: gfmExtensions)
    func gfmExtensionExample(_ example: SpecExample) throws {
        try check(example, exceptions: Self.gfmExtensionExceptions, allExtensions: true)
    }

    @Test(arguments: gfmRegression)
    func gfmRegressionExample(_ example: SpecExample) throws {
        try check(example, exceptions: Self.gfmRegressionExceptions)
    }
}

/// Markdown → AttributedString → `MarkdownWriter` → AttributedString gives the same runs and
/// attributes (identities renumbered by first appearance) for every spec example.
@Suite("Markdown round trip through MarkdownWriter")
struct MarkdownRoundTripTests {
    /// Examples whose round trip cannot hold. Empty: every example round-trips (empty blocks
    /// vanish from the first string already, so both strings lack them alike).
    static let exceptions: [String: String] = [:]

    private func roundTrip(_ example: SpecExample, options: ParseOptions, file: String) throws {
        let first = try SpecPipeline.attributedString(example.markdown, options: options)
        let markdown = MarkdownWriter().markdown(from: first)
        let second = try SpecPipeline.attributedString(markdown, options: options)
        if let reason = Self.exceptions["\(file) \(example.example)"] {
            #expect(NormalizedRuns(first) != NormalizedRuns(second), "listed (\(reason)) but round-trips")
        } else {
            #expect(NormalizedRuns(first) == NormalizedRuns(second), "wrote:\n\(markdown)")
        }
    }

    @Test(arguments: SpecHTMLTests.commonMark)
    func commonMark(_ example: SpecExample) throws {
        try roundTrip(example, options: ParseOptions(), file: "commonmark")
    }

    /// Apple's `AttributedString(markdown:)` parses with tables and strikethrough on.
    @Test(arguments: SpecHTMLTests.commonMark)
    func commonMarkWithAppleExtensions(_ example: SpecExample) throws {
        try roundTrip(example, options: ParseOptions(extensions: [.table, .strikethrough]), file: "commonmark+apple")
    }

    @Test(arguments: SpecHTMLTests.gfm)
    func gfm(_ example: SpecExample) throws {
        try roundTrip(example, options: SpecPipeline.parseOptions(for: example), file: "gfm")
    }

    @Test(arguments: SpecHTMLTests.gfmExtensions + SpecHTMLTests.gfmRegression)
    func gfmExtensionsAndRegressions(_ example: SpecExample) throws {
        try roundTrip(example, options: ParseOptions(extensions: .all), file: "gfm-all")
    }
}

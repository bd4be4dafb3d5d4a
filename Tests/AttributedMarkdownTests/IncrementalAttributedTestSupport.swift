import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// The options an incremental document and its full-mapping reference share.
struct IncrementalMappingSetup: CustomStringConvertible, Sendable {
    var name: String
    var options: AttributedString.MarkdownParsingOptions
    var extensions: MarkdownExtensions
    var baseURL: URL?

    var description: String { name }

    static let all: [IncrementalMappingSetup] = [
        IncrementalMappingSetup(name: "Apple defaults", options: .init(), extensions: [.table, .strikethrough]),
        IncrementalMappingSetup(
            name: "GFM with source positions",
            options: .init(appliesSourcePositionAttributes: true),
            extensions: .gfm),
        IncrementalMappingSetup(
            name: "all extensions, extended attributes, positions, partial results",
            options: .init(
                allowsExtendedAttributes: true, failurePolicy: .returnPartiallyParsedIfPossible,
                appliesSourcePositionAttributes: true),
            extensions: .all),
        IncrementalMappingSetup(
            name: "base URL and language",
            options: .init(allowsExtendedAttributes: true, languageCode: "fr"),
            extensions: .all,
            baseURL: URL(string: "https://example.com/docs/")),
    ]

    func incremental(_ markdown: String) throws -> IncrementalAttributedDocument {
        try IncrementalAttributedDocument(
            markdown: markdown, including: AttributeScopes.MarkdownAttributes.self, options: options,
            baseURL: baseURL, syntaxExtensions: extensions)
    }

    /// The full mapping the incremental document must equal.
    func fullMapping(_ markdown: String) throws -> AttributedString {
        try AttributedString(
            markdown: markdown, including: AttributeScopes.MarkdownAttributes.self, options: options,
            baseURL: baseURL, syntaxExtensions: extensions)
    }
}

/// The runs of an attributed string as comparable values: UTF-8 length and attributes.
struct RunSignature: Equatable, CustomStringConvertible {
    var text: Substring
    var attributes: AttributeContainer

    var description: String { "\(text.debugDescription) \(attributes)" }

    static func of(_ string: AttributedString) -> [RunSignature] {
        let text = String(string.characters)
        var result: [RunSignature] = []
        var offset = 0
        for run in string.runs {
            let count = string.utf8[run.range].count
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            let end = text.utf8.index(start, offsetBy: count)
            result.append(RunSignature(text: text[start..<end], attributes: run.attributes))
            offset += count
        }
        return result
    }
}

enum IncrementalAttributedExpectation {

    /// `steps` edits to a document numbered with unique identities, each followed by the checks
    /// the live preview's inspector relies on: the characters equal the full mapping's, every
    /// top-level block numbered as in a full parse equals the full mapping's slice, and so does
    /// every child kept apart of a block that is not a long list (a long quote's children, an
    /// outline's nested items: they end their block, so each is found from the block's end), one
    /// child in five per step. With `childrenFillTheBlock` (a quote's), the children's text must be
    /// the block's whole text; else (an outline's, after its leading text) at most. Returns how
    /// many children it compared.
    @discardableResult
    static func keptChildrenMatchFullMapping(
        _ document: inout IncrementalAttributedDocument, _ setup: IncrementalMappingSetup, steps: Int,
        childrenFillTheBlock: Bool, edit: (String) -> SourceEdit
    ) throws -> Int {
        var checked = 0
        for step in 0..<steps {
            try document.apply(edit(document.source))
            let expected = try setup.fullMapping(document.source)
            #expect(String(document.attributedString.characters[...]) == String(expected.characters[...]), "step \(step)")
            var offset = 0
            for block in 0..<document.topLevelBlockCount {
                let count = document.topLevelBlockUTF8Count(at: block)
                defer { offset += count }
                #expect(
                    RunSignature.of(document.topLevelBlockString(at: block))
                        == RunSignature.of(IncrementalListItemMappingTests.slice(expected, offset..<(offset + count))),
                    "step \(step): block \(block)")
                let children = document.keptChildCount(ofTopLevelBlock: block)
                guard children > 0, document.listItemCount(ofTopLevelBlock: block) == 0 else { continue }
                var childEnd = offset + count
                for child in (0..<children).reversed() {
                    let string = try #require(document.topLevelChildString(at: block, child: child))
                    let childCount = string.utf8.count
                    defer { childEnd -= childCount }
                    guard child % 5 == step % 5 else { continue }
                    #expect(
                        RunSignature.of(string)
                            == RunSignature.of(IncrementalListItemMappingTests.slice(expected, (childEnd - childCount)..<childEnd)),
                        "step \(step): block \(block) child \(child)")
                    checked += 1
                }
                if childrenFillTheBlock {
                    #expect(childEnd == offset, "step \(step): block \(block)'s children tile it")
                } else {
                    #expect(childEnd >= offset, "step \(step): block \(block)'s children end it")
                }
            }
        }
        return checked
    }
    /// Expects `document` to equal the full mapping of its source, string and runs; returns
    /// whether it did (so that a sequence can stop at the first difference).
    @discardableResult
    static func matchesFullMapping(
        _ document: IncrementalAttributedDocument, _ setup: IncrementalMappingSetup, _ context: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let expected = try setup.fullMapping(document.source)
        // `==`, tolerant of Foundation's comparison around a grapheme cluster that spans a run
        // boundary (see `RunByRunEquality`; the runs themselves are compared exactly below).
        let equal = RunByRunEquality.equal(document.attributedString, expected)
        #expect(equal, "\(setup): \(context)", sourceLocation: sourceLocation)
        let actualRuns = RunSignature.of(document.attributedString)
        let expectedRuns = RunSignature.of(expected)
        #expect(actualRuns.count == expectedRuns.count, "\(setup): \(context)", sourceLocation: sourceLocation)
        if let index = zip(actualRuns, expectedRuns).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record(
                "\(setup): \(context): run \(index) is \(actualRuns[index]), expected \(expectedRuns[index])",
                sourceLocation: sourceLocation)
            return false
        }
        return equal && actualRuns.count == expectedRuns.count
    }

    /// Applies `steps` edits, each made by `edit` from the current source, to `document`, and
    /// expects each result to equal the full mapping (an edit after which the mapping throws, a
    /// malformed extended attribute with `.throwError`, must make the full mapping throw too).
    /// `observe` sees each update and may replace the document; the run stops at the first
    /// difference.
    static func randomEdits(
        _ document: inout IncrementalAttributedDocument, _ setup: IncrementalMappingSetup, steps: Int, context: String,
        edit: (String) -> SourceEdit,
        observe: (IncrementalAttributedUpdate, inout IncrementalAttributedDocument) throws -> Void,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for step in 0..<steps {
            let edit = edit(document.source)
            let update: IncrementalAttributedUpdate
            do {
                update = try document.apply(edit)
            } catch is MarkdownParsingError {
                #expect(throws: MarkdownParsingError.self, sourceLocation: sourceLocation) { try setup.fullMapping(document.source) }
                continue
            }
            guard try matchesFullMapping(document, setup, "\(context) step \(step): \(edit) (\(update))", sourceLocation: sourceLocation)
            else { return }
            try observe(update, &document)
        }
    }
}

/// Random edits biased towards Markdown syntax: fences, list markers, definitions, table pipes,
/// line breaks, extended attributes, and slices of the document itself.
enum IncrementalRandomEdits {
    static let snippets = [
        "\n", "\n\n", "```", "```\n", "~~~\n", "# ", "## ", "- ", "* ", "1. ", "2) ", "> ", "*", "_", "**",
        "[", "]", "](", "[a]: /url\n", "[^1]", "[^1]: note\n", "|", " | ", "|---|\n", "---\n", "===\n",
        "<div>\n", "</div>\n", "<!--", "-->", "    ", "\t", "`", "x", "text ", "- [ ] ", "\\", "&amp;", "é", "🙂",
        "\r", "\r\n", "\u{301}", "^[styled](rotation: 3)", "^[bad](x: ", "***a*** ", "**a **b** c**", "~~s~~",
        "<a href=\"x\">", "![img](/i.png \"t\")", "[link](/u)", "\n\n<div>\nhtml\n</div>\n\n<p>more</p>\n\n",
    ]

    /// A random edit of `source`, on Unicode scalar boundaries.
    static func edit(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        var start = Int.random(in: 0...bytes.count, using: &generator)
        start = boundary(atOrBefore: start, in: bytes)
        var end = Swift.min(bytes.count, start + Int.random(in: 0...12, using: &generator))
        if Int.random(in: 0..<4, using: &generator) == 0 { end = start }
        end = boundary(atOrBefore: end, in: bytes)
        let replacement: String
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            replacement = ""
        case 1 where !bytes.isEmpty:
            let from = boundary(atOrBefore: Int.random(in: 0..<bytes.count, using: &generator), in: bytes)
            let to = boundary(atOrBefore: Swift.min(bytes.count, from + Int.random(in: 1...40, using: &generator)), in: bytes)
            replacement = String(decoding: bytes[from..<Swift.max(from, to)], as: UTF8.self)
        default:
            replacement = snippets[Int.random(in: 0..<snippets.count, using: &generator)]
        }
        return SourceEdit(range: SourceRange(start, Swift.max(start, end)), replacement: replacement)
    }

    /// One character typed or deleted at a random place.
    static func keystroke(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        let bytes = Array(source.utf8)
        guard !bytes.isEmpty else { return .insert("x", at: 0) }
        let offset = boundary(atOrBefore: Int.random(in: 0..<bytes.count, using: &generator), in: bytes)
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return Bool.random(using: &generator)
            ? .insert(["e", " ", "x", "1"][Int.random(in: 0..<4, using: &generator)], at: offset)
            : .delete(SourceRange(offset, end))
    }

    private static func boundary(atOrBefore offset: Int, in bytes: [UInt8]) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}

import Foundation
import Testing
import AttributedMarkdown
import MarkdownTestSupport

/// `JSONEncoder.encode(_:including:)` with `.sortedKeys` and `.prettyPrinted` streams long
/// strings (outside Apple platforms); its bytes must be exactly those of `JSONEncoder` encoding
/// the ``CodableAttributedString`` wrapper, which never takes that path.
@Suite("Codable: streamed pretty JSON = JSONEncoder")
struct CodableStreamedJSONTests {
    static let formattings: [JSONEncoder.OutputFormatting] = [
        [.sortedKeys, .prettyPrinted], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
    ]

    /// The bytes of both paths, for every formatting; the first difference is reported.
    static func expectSameJSON<S: AttributeScope>(
        _ string: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for formatting in formattings {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let streamed = try encoder.encode(string, including: scope)
            let reference = try encoder.encode(CodableAttributedString(wrappedValue: string, from: scope))
            #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: reference, as: UTF8.self),
                    sourceLocation: sourceLocation)
        }
    }

    /// Eleven runs or more: the table form, which the streamed path writes.
    static func manyRuns(_ texts: [String], _ attributes: (Int, inout AttributeContainer) -> Void) -> AttributedString {
        var string = AttributedString()
        for (index, text) in texts.enumerated() {
            var container = AttributeContainer()
            attributes(index, &container)
            string.append(AttributedString(text, attributes: container))
        }
        return string
    }

    @Test func escapesEveryControlQuoteBackslashAndSlashAsJSONEncoderDoes() throws {
        let controls = (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
        let texts = controls + ["\"", "\\", "/", "a/b", "\u{7F}", "é", "\u{2028}\u{2029}", "👩‍👩‍👧", "e\u{301}", "</script>"]
        let string = Self.manyRuns(texts) { index, container in
            container.inlinePresentationIntent = index % 2 == 0 ? .emphasized : .stronglyEmphasized
            if index % 3 == 0 { container.link = URL(string: "https://example.com/a/\(index)?q=\"x\"") }
        }
        #expect(string.runs.count > 10)
        try Self.expectSameJSON(string, including: \.foundation)
    }

    @Test func runsWithoutAttributesAndAttributesOutsideTheScope() throws {
        let string = Self.manyRuns((0..<14).map { "run \($0) " }) { index, container in
            switch index % 3 {
            case 0: break
            case 1: container[CodableCustomStyle.self] = .boldcaps
            default: container.inlinePresentationIntent = .code
            }
        }
        // `\.foundation` drops customStyle: those runs' table entries are empty objects.
        try Self.expectSameJSON(string, including: \.foundation)
        try Self.expectSameJSON(string, including: \.codableTest)
    }

    @Test func fewRunsAndEmptyStringsTakeJSONEncodersPath() throws {
        try Self.expectSameJSON(AttributedString(), including: \.foundation)
        try Self.expectSameJSON(AttributedString("plain"), including: \.foundation)
        try Self.expectSameJSON(Self.manyRuns(["a", "b", "c"]) { index, container in
            container.inlinePresentationIntent = index == 1 ? .code : nil
        }, including: \.foundation)
    }

    /// Every CommonMark example with every GFM extension example, as one long document with
    /// source positions (NSPresentationIntent, links, images, tables, task lists, footnotes…).
    @Test func theSpecExamplesAsOneDocument() throws {
        let markdown = (SpecExample.commonMark + SpecExample.gfmExtensions).map(\.markdown).joined(separator: "\n\n")
        let document = MarkdownParser(options: ParseOptions(extensions: .all)).parse(markdown)
        for options in [AttributedString.MarkdownParsingOptions(), .init(appliesSourcePositionAttributes: true)] {
            let string = try document.attributedString(options: options, including: \.markdown)
            #expect(string.runs.count > 1000)
            try Self.expectSameJSON(string, including: \.markdown)
        }
    }

    @Test(arguments: SpecExample.gfmExtensions)
    func gfmExtensionExample(_ example: SpecExample) throws {
        let string = try MarkdownParser(options: ParseOptions(extensions: .all)).parse(example.markdown)
            .attributedString(including: \.markdown)
        try Self.expectSameJSON(string, including: \.markdown)
    }
}

import Foundation
import Testing
import AttributedMarkdown
import MarkdownTestSupport

/// Every CommonMark spec example (and every GFM extension example), mapped to an
/// `AttributedString`, survives encode → decode with the `\.markdown` scope.
@Suite("Codable: spec examples round trip")
struct CodableSpecRoundTripTests {
    static let commonMark = SpecExample.commonMark
    static let gfmExtensions = SpecExample.gfmExtensions

    static let sortedEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// Encodes, decodes and re-encodes the attributed string `makeString` gives for each set
    /// of options, checking the result at each step.
    static func roundTrip(_ makeString: (AttributedString.MarkdownParsingOptions) throws -> AttributedString) throws {
        for options in [AttributedString.MarkdownParsingOptions(), .init(appliesSourcePositionAttributes: true)] {
            let string = try makeString(options)
            let data = try sortedEncoder.encode(string, including: \.markdown)
            let decoded = try JSONDecoder().decode(AttributedString.self, from: data, including: \.markdown)
            #expect(CodableFixtures.structure(of: decoded) == CodableFixtures.structure(of: string))
            #expect(try sortedEncoder.encode(decoded, including: \.markdown) == data)

            // Foundation's scope keeps Apple's attributes and ignores AttributedMarkdown's own.
            let narrowed = try JSONDecoder().decode(AttributedString.self, from: data, including: \.foundation)
            #expect(CodableFixtures.structure(of: narrowed) == (try foundationProjection(of: string)))
        }
    }

    /// The runs of `string` with only Foundation's attributes, equal neighbours merged: what
    /// decoding with `\.foundation` must give. Each run's attributes are projected through the
    /// attribute-object coding (tested on its own in `CodableShapeTests`).
    static func foundationProjection(of string: AttributedString) throws -> [CodableFixtures.RunStructure] {
        var result: [CodableFixtures.RunStructure] = []
        for run in string.runs {
            let object = try JSONEncoder().encode(run.attributes, including: \.foundation)
            let attributes = try JSONDecoder().decode(AttributeContainer.self, from: object, including: \.foundation)
            let scalars = Array(string.unicodeScalars[run.range])
            if let last = result.last, last.attributes == attributes {
                result[result.count - 1].scalars += scalars
            } else {
                result.append(CodableFixtures.RunStructure(scalars: scalars, attributes: attributes))
            }
        }
        return result
    }

    @Test func theSpecFilesAreFound() {
        #expect(Self.commonMark.count == 652)
        #expect(Self.gfmExtensions.count > 0)
    }

    @Test func extensionExamplesExerciseAttributedMarkdownsOwnAttributes() throws {
        var json = ""
        for example in Self.gfmExtensions {
            let string = try MarkdownParser(options: ParseOptions(extensions: .all)).parse(example.markdown)
                .attributedString(including: \.markdown)
            json += String(decoding: try Self.sortedEncoder.encode(string, including: \.markdown), as: UTF8.self)
        }
        for name in ["AMFootnoteReference", "AMFootnoteDefinition", "AMTaskListItem", "AMTightLists", "NSPresentationIntent", "\"table\""] {
            #expect(json.contains(name), "\(name)")
        }
    }

    /// Through `AttributedString(markdown:including:options:)`, as an app would make it.
    @Test(arguments: commonMark)
    func commonMarkExample(_ example: SpecExample) throws {
        try Self.roundTrip { options in
            try AttributedString(markdown: example.markdown, including: \.markdown, options: options)
        }
    }

    /// Through the syntax tree, parsed with every extension on, as cmark-gfm runs this file
    /// (tables, task lists, footnotes… exercise AttributedMarkdown's own attributes).
    @Test(arguments: gfmExtensions)
    func gfmExtensionExample(_ example: SpecExample) throws {
        let document = MarkdownParser(options: ParseOptions(extensions: .all)).parse(example.markdown)
        try Self.roundTrip { options in try document.attributedString(options: options, including: \.markdown) }
    }
}

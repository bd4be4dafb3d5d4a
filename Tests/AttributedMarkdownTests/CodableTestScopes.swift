import Foundation
import AttributedMarkdown

// The custom attributes of Apple's AttributedString tutorial, under names of their own (another
// test file declares the tutorial's exact type names in this target); the attribute `name`s,
// which are what the encoded data carries, are the tutorial's: `customStyle`, `customColor`.

enum CodableCustomStyle: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case boldcaps, smallitalics }
    static let name = "customStyle"
}

enum CodableCustomColor: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case danger, highlight }
    static let name = "customColor"
}

/// A key constrained to whole paragraphs, to check that decoding re-applies `runBoundaries`.
enum CodableParagraphLevel: CodableAttributedStringKey {
    typealias Value = Int
    static let name = "paragraphLevel"
    static let runBoundaries: AttributedString.AttributeRunBoundaries? = .paragraph
}

/// A key valid only on U+FFFC (an attachment-style attribute), to check character constraints.
enum CodableAttachmentMark: CodableAttributedStringKey {
    typealias Value = Int
    static let name = "attachmentMark"
    static let runBoundaries: AttributedString.AttributeRunBoundaries? = .character("\u{FFFC}")
}

/// A key whose value type is not codable: it can never be encoded, whatever the scope.
enum CodableUncodableKey: AttributedStringKey {
    typealias Value = Int
    static let name = "uncodable"
}

extension AttributeScopes {
    /// The tutorial's scope: its two keys plus Foundation's attributes.
    struct CodableTestAttributes: AttributeScope {
        let customStyle: CodableCustomStyle
        let customColor: CodableCustomColor
        let foundation: FoundationAttributes
    }

    var codableTest: CodableTestAttributes.Type { CodableTestAttributes.self }

    /// Keys with run-boundary constraints, plus Foundation's attributes.
    struct CodableConstrainedAttributes: AttributeScope {
        let paragraphLevel: CodableParagraphLevel
        let attachmentMark: CodableAttachmentMark
        let uncodable: CodableUncodableKey
        let foundation: FoundationAttributes
    }

    var codableConstrained: CodableConstrainedAttributes.Type { CodableConstrainedAttributes.self }
}

/// Builders used across the Codable tests.
enum CodableFixtures {
    static func run(_ text: String, _ build: (inout AttributeContainer) -> Void = { _ in }) -> AttributedString {
        var attributes = AttributeContainer()
        build(&attributes)
        return AttributedString(text, attributes: attributes)
    }

    static func concatenate(_ parts: [AttributedString]) -> AttributedString {
        parts.reduce(into: AttributedString()) { $0.append($1) }
    }

    static func json<S: AttributeScope>(_ string: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(string, including: scope), as: UTF8.self)
    }

    static func decode<S: AttributeScope>(_ json: String, including scope: KeyPath<AttributeScopes, S.Type>) throws -> AttributedString {
        try JSONDecoder().decode(AttributedString.self, from: Data(json.utf8), including: scope)
    }

    /// Each run's Unicode scalars and attributes: a structural, scalar-exact comparison.
    ///
    /// Needed because Foundation's `AttributedString ==` compares runs through its rope storage
    /// and can answer `false` for two strings with identical runs, scalars and attributes when
    /// their storage was built differently (seen on Linux with a grapheme cluster straddling an
    /// internal chunk boundary, e.g. a ZWJ emoji or "\r\n" in a string of a few hundred bytes
    /// built by many appends).
    static func structure(of string: AttributedString) -> [RunStructure] {
        string.runs.map { RunStructure(scalars: Array(string.unicodeScalars[$0.range]), attributes: $0.attributes) }
    }

    struct RunStructure: Equatable, CustomStringConvertible {
        var scalars: [Unicode.Scalar]
        var attributes: AttributeContainer
        var description: String { "\(String(String.UnicodeScalarView(scalars)).debugDescription) \(attributes)" }
    }

    /// Each run's text (compared as Swift compares strings, by canonical equivalence) and
    /// attributes.
    static func canonicalStructure(of string: AttributedString) -> [CanonicalRun] {
        string.runs.map { CanonicalRun(text: String(String.UnicodeScalarView(string.unicodeScalars[$0.range])), attributes: $0.attributes) }
    }

    struct CanonicalRun: Equatable {
        var text: String
        var attributes: AttributeContainer
    }

    /// Each run's text and attributes, for readable comparisons.
    static func runs(of string: AttributedString) -> [(String, AttributeContainer)] {
        string.runs.map { (String(string[$0.range].characters), $0.attributes) }
    }
}

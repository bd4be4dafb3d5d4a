import Foundation
import Testing
import AttributedMarkdown

/// A key whose value is a JSON5 object, like the `size` key of Apple's examples.
enum SizeAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    struct Value: Codable, Hashable, Sendable {
        var width: Double
        var height: Double
    }

    static let name = "size"
}

extension AttributeScopes {
    /// The tutorial's keys plus ``SizeAttribute``.
    struct ExtendedTestAttributes: AttributeScope {
        let size: SizeAttribute
        let custom: CustomAttributes
    }
}

/// Extended attributes decoded from hand-built `^[text](…)` nodes.
@Suite struct ExtendedAttributeMappingTests {
    typealias T = MappingTrees
    static let extended = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true)
    static let lenient = AttributedString.MarkdownParsingOptions(
        allowsExtendedAttributes: true, failurePolicy: .returnPartiallyParsedIfPossible)

    @Test func tutorialKeysDecodeFromJSON5() throws {
        let document = T.document(T.paragraph(
            T.extended("customStyle: 'boldcaps', customColor: 'danger'", T.text("BoldCaps and Danger")),
            T.text(", "),
            T.extended("customStyle: 'smallitalics', customColor: 'highlight'", T.text("SmallItalics and Highlighted"))))
        let string = try document.attributedString(options: Self.extended, including: \.customAttributes)
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["BoldCaps and Danger", ", ", "SmallItalics and Highlighted"])
        #expect(runs[0].customStyle == .boldcaps)
        #expect(runs[0].customColor == .danger)
        #expect(runs[1].customStyle == nil)
        #expect(runs[2].customStyle == .smallitalics)
        #expect(runs[2].customColor == .highlight)
        #expect(runs.allSatisfy { $0.presentationIntent?.debugDescription == "[paragraph (id 1)]" })
    }

    @Test func objectValuesDecodeIntoCodableStructs() throws {
        let document = T.document(T.paragraph(T.extended("size: {width: 343.3, height: 200.3}", T.text("x"))))
        let string = try document.attributedString(options: Self.extended, including: AttributeScopes.ExtendedTestAttributes.self)
        #expect(string.runs.first?[SizeAttribute.self] == SizeAttribute.Value(width: 343.3, height: 200.3))
    }

    @Test func nestedSpansMergeTheirAttributes() throws {
        let document = T.document(T.paragraph(T.extended(
            "customStyle: 'boldcaps'", T.text("a"), T.extended("customColor: 'danger'", T.text("b")))))
        let string = try document.attributedString(options: Self.extended, including: \.customAttributes)
        let runs = Array(string.runs)
        #expect(runs.map(\.customStyle) == [.boldcaps, .boldcaps])
        #expect(runs.map(\.customColor) == [nil, .danger])
    }

    @Test func unknownKeysAreIgnored() throws {
        let document = T.document(T.paragraph(T.extended("customStyle: 'boldcaps', unknown: [1, 2], other: true", T.text("x"))))
        let string = try document.attributedString(options: Self.extended, including: \.customAttributes)
        #expect(string.runs.first?.customStyle == .boldcaps)
    }

    @Test func theFirstOfTwoEqualKeysWins() throws {
        let document = T.document(T.paragraph(T.extended("customStyle: 'boldcaps', customStyle: 'smallitalics'", T.text("x"))))
        let string = try document.attributedString(options: Self.extended, including: \.customAttributes)
        #expect(string.runs.first?.customStyle == .boldcaps)
    }

    @Test func json5ExtrasAreAccepted() throws {
        let document = T.document(T.paragraph(T.extended("/* c */ \"customStyle\": 'boldcaps', // note\n customColor: \"danger\",", T.text("x"))))
        let string = try document.attributedString(options: Self.extended, including: \.customAttributes)
        #expect(string.runs.first?.customStyle == .boldcaps)
        #expect(string.runs.first?.customColor == .danger)
    }

    @Test func keysOutsideTheScopeAreNotDecoded() throws {
        let document = T.document(T.paragraph(T.extended("customStyle: 'boldcaps'", T.text("x"))))
        let string = try document.attributedString(options: Self.extended)
        #expect(string.runs.first?.customStyle == nil)
        #expect(String(string.characters) == "x")
    }

    @Test func withExtendedAttributesOffNothingIsDecoded() throws {
        let document = T.document(T.paragraph(T.extended("customStyle: 'boldcaps'", T.text("x"))))
        let string = try document.attributedString(including: \.customAttributes)
        #expect(string.runs.first?.customStyle == nil)
    }

    @Test(arguments: ["a: ", "a: 'unterminated", "customStyle: 'boldcaps' customColor: 'danger'", "{"])
    func malformedJSON5Throws(json: String) throws {
        // The attribute text starts at byte 6 of line 2 ("^[x](" after "abc\n").
        let source = "abc\n^[x](\(json))\n"
        let document = T.document(T.paragraph(T.extended(json, at: 9, T.text("x"))), source: source)
        let error = try #require(throws: MarkdownParsingError.self) {
            try document.attributedString(options: Self.extended, including: \.customAttributes)
        }
        #expect(error.reason == .malformedExtendedAttributes)
        #expect(error.line == 2)
        #expect(error.column == 6)
        #expect(error.description.hasPrefix("Malformed extended attributes at line 2, column 6: "))
    }

    @Test(arguments: ["a: ", "a: 'unterminated", "customStyle: 'boldcaps' customColor: 'danger'"])
    func malformedJSON5KeepsTheTextWhenLenient(json: String) throws {
        let document = T.document(T.paragraph(T.text("before "), T.extended(json, T.text("x"))))
        let string = try document.attributedString(options: Self.lenient, including: \.customAttributes)
        #expect(String(string.characters) == "before x")
        #expect(string.runs.count == 1)
        #expect(string.runs.first?.customStyle == nil)
        #expect(string.runs.first?.customColor == nil)
    }

    @Test func aValueOfTheWrongTypeThrowsAtItsKey() throws {
        let source = "^[x](customColor: 'danger', customStyle: 3)"
        let document = T.document(T.paragraph(T.extended("customColor: 'danger', customStyle: 3", at: 5, T.text("x"))), source: source)
        let error = try #require(throws: MarkdownParsingError.self) {
            try document.attributedString(options: Self.extended, including: \.customAttributes)
        }
        #expect(error.reason == .invalidExtendedAttributeValue(key: "customStyle"))
        #expect(error.line == 1)
        #expect(error.column == 29)
        #expect(error.description.hasPrefix("Invalid extended attribute value at line 1, column 29: the value of 'customStyle'"))
    }

    @Test func anUnknownEnumCaseThrows() throws {
        let document = T.document(T.paragraph(T.extended("customStyle: 'huge'", T.text("x"))))
        let error = try #require(throws: MarkdownParsingError.self) {
            try document.attributedString(options: Self.extended, including: \.customAttributes)
        }
        #expect(error.reason == .invalidExtendedAttributeValue(key: "customStyle"))
        #expect(error.column == 1)
    }

    @Test func aWrongValueLosesOnlyItsKeyWhenLenient() throws {
        let document = T.document(T.paragraph(T.extended("customColor: 'danger', customStyle: 3", T.text("x"))))
        let string = try document.attributedString(options: Self.lenient, including: \.customAttributes)
        #expect(string.runs.first?.customColor == .danger)
        #expect(string.runs.first?.customStyle == nil)
    }

    @Test func errorsReadWellAsLocalizedDescriptions() {
        let error = MarkdownParsingError(reason: .malformedExtendedAttributes, detail: "bad", line: 3, column: 7)
        #expect(error.localizedDescription == "Malformed extended attributes at line 3, column 7: bad")
    }
}

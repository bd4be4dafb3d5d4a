import Foundation
import Testing
import AttributedMarkdown

/// Extended attributes end to end: `^[text](…)` parsed and decoded by
/// `AttributedString(markdown:including:options:)`.
@Suite struct ExtendedAttributeInitializerTests {
    typealias T = MappingTrees
    static let extended = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true)
    static let lenient = AttributedString.MarkdownParsingOptions(
        allowsExtendedAttributes: true, failurePolicy: .returnPartiallyParsedIfPossible)

    @Test func theTutorialExample() throws {
        let string = try AttributedString(
            markdown: "^[BoldCaps and Danger](customStyle: 'boldcaps', customColor: 'danger'), ^[SmallItalics and Highlighted](customStyle: 'smallitalics', customColor: 'highlight')",
            including: \.customAttributes,
            options: .init(allowsExtendedAttributes: true))
        let runs = Array(string.runs)
        #expect(T.texts(string) == ["BoldCaps and Danger", ", ", "SmallItalics and Highlighted"])
        #expect(runs[0].customColor == .danger)
        #expect(runs[0].customStyle == .boldcaps)
        #expect(runs[1].customColor == nil)
        #expect(runs[1].customStyle == nil)
        #expect(runs[2].customStyle == .smallitalics)
        #expect(runs[2].customColor == .highlight)
    }

    @Test func theScopeCanBeGivenAsAType() throws {
        let string = try AttributedString(
            markdown: "^[x](customStyle: 'boldcaps')", including: AttributeScopes.CustomAttributes.self, options: Self.extended)
        #expect(string.runs.first?.customStyle == .boldcaps)
    }

    @Test func aStructValue() throws {
        let string = try AttributedString(
            markdown: "^[x](size: {width: 343.3, height: 200.3})",
            including: AttributeScopes.ExtendedTestAttributes.self, options: Self.extended)
        #expect(String(string.characters) == "x")
        #expect(string.runs.first?[SizeAttribute.self] == SizeAttribute.Value(width: 343.3, height: 200.3))
    }

    @Test func theReferenceForm() throws {
        let string = try AttributedString(
            markdown: "^[x][1] and ^[y][1]\n\n^[1]: customStyle: 'boldcaps'", including: \.customAttributes, options: Self.extended)
        #expect(T.texts(string) == ["x", " and ", "y"])
        #expect(string.runs.map(\.customStyle) == [.boldcaps, nil, .boldcaps])
    }

    @Test func aMalformedReferenceDefinitionIsReportedAtTheDefinition() throws {
        let error = try #require(throws: MarkdownParsingError.self) {
            try AttributedString(markdown: "^[x][1]\n\n^[1]: customStyle: ", including: \.customAttributes, options: Self.extended)
        }
        #expect(error.reason == .malformedExtendedAttributes)
        #expect(error.line == 3)
        #expect(error.column == 7)
        let lenient = try AttributedString(markdown: "^[x][1]\n\n^[1]: customStyle: ", including: \.customAttributes, options: Self.lenient)
        #expect(String(lenient.characters) == "x")
    }

    @Test func extendedAttributesWithInlineMarkupAndInlineOnlySyntax() throws {
        var options = Self.extended
        options.interpretedSyntax = .inlineOnly
        let string = try AttributedString(markdown: "^[**big** deal](customColor: 'danger')", including: \.customAttributes, options: options)
        #expect(T.texts(string) == ["big", " deal"])
        #expect(string.runs.map(\.customColor) == [.danger, .danger])
        #expect(string.runs.map(\.inlinePresentationIntent) == [.stronglyEmphasized, nil])
        #expect(string.runs.allSatisfy { $0.presentationIntent == nil })
    }

    @Test(arguments: [Self.extended, Self.lenient])
    func anUnclosedParenthesisIsLiteralText(options: AttributedString.MarkdownParsingOptions) throws {
        let string = try AttributedString(markdown: "^[x](", including: \.customAttributes, options: options)
        #expect(String(string.characters) == "^[x](")
    }

    @Test(arguments: ["^[x](a: )", "^[x](a: 'unterminated)", "^[x](customStyle: boldcaps')"])
    func malformedAttributesThrowWithTheirPosition(markdown: String) throws {
        // The attribute text starts right after "See ^[x](" on line 3.
        let error = try #require(throws: MarkdownParsingError.self) {
            try AttributedString(markdown: "Intro\n\nSee \(markdown) here", including: \.customAttributes, options: Self.extended)
        }
        #expect(error.reason == .malformedExtendedAttributes)
        #expect(error.line == 3)
        #expect(error.column == 10)
        #expect(error.description.hasPrefix("Malformed extended attributes at line 3, column 10: "))
    }

    @Test(arguments: ["^[x](a: )", "^[x](a: 'unterminated)", "^[x](customStyle: boldcaps')"])
    func malformedAttributesKeepTheTextWhenLenient(markdown: String) throws {
        let string = try AttributedString(markdown: "See \(markdown) here", including: \.customAttributes, options: Self.lenient)
        #expect(String(string.characters) == "See x here")
        #expect(string.runs.count == 1)
        #expect(string.runs.first?.customStyle == nil)
    }

    @Test(arguments: [Self.extended, Self.lenient])
    func unknownKeysAreIgnored(options: AttributedString.MarkdownParsingOptions) throws {
        let string = try AttributedString(
            markdown: "^[x](mystery: 42, customColor: 'highlight')", including: \.customAttributes, options: options)
        #expect(string.runs.first?.customColor == .highlight)
        #expect(String(string.characters) == "x")
    }

    @Test func aWrongValueTypeThrowsAtItsKey() throws {
        let error = try #require(throws: MarkdownParsingError.self) {
            try AttributedString(markdown: "# T\n^[x](customColor: 'danger', customStyle: 7)", including: \.customAttributes, options: Self.extended)
        }
        #expect(error.reason == .invalidExtendedAttributeValue(key: "customStyle"))
        #expect(error.line == 2)
        #expect(error.column == 29)
        #expect(error.description.contains("line 2, column 29"))
    }

    @Test func aWrongValueTypeIsDroppedWhenLenient() throws {
        let string = try AttributedString(
            markdown: "^[x](customColor: 'danger', customStyle: 7)", including: \.customAttributes, options: Self.lenient)
        #expect(string.runs.first?.customColor == .danger)
        #expect(string.runs.first?.customStyle == nil)
    }

    @Test func withExtendedAttributesOffTheSyntaxIsCommonMark() throws {
        let markdown = "^[x](customStyle: 'boldcaps', customColor: 'danger')"
        let string = try AttributedString(markdown: markdown, including: \.customAttributes)
        #expect(String(string.characters) == markdown)
        #expect(string.runs.allSatisfy { $0.customStyle == nil })
        // `(customStyle: 'boldcaps')` alone is a CommonMark link: destination and title.
        let link = try AttributedString(markdown: "^[x](customStyle: 'boldcaps')", including: \.customAttributes)
        #expect(T.texts(link) == ["^", "x"])
        #expect(Array(link.runs)[1].link?.absoluteString == "customStyle:")
        #expect(Array(link.runs)[1].alternateDescription == "boldcaps")
    }

    @Test func withoutAScopeTheSpanKeepsItsTextOnly() throws {
        let string = try AttributedString(markdown: "^[x](customStyle: 'boldcaps')", options: Self.extended)
        #expect(String(string.characters) == "x")
        #expect(string.runs.first?.customStyle == nil)
    }

    @Test func theSyntaxExtensionsInitializerDecodesToo() throws {
        let string = try AttributedString(
            markdown: "- [ ] ^[x](customStyle: 'boldcaps')", including: \.customAttributes, options: Self.extended, syntaxExtensions: .all)
        #expect(string.runs.first?.customStyle == .boldcaps)
        #expect(string.runs.first?.taskListItem == .unchecked)
    }
}

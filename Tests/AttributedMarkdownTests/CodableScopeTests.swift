import Foundation
import Testing
import AttributedMarkdown

/// The tutorial's custom attributes, the property wrappers and the container conveniences.
@Suite("Codable: scopes and property wrappers")
struct CodableScopeTests {
    typealias F = CodableFixtures

    /// The tutorial's document: an attributed string and the name of its theme.
    struct CustomAttributedString: Codable, Equatable {
        @CodableAttributedString(from: \.codableTest) var text = AttributedString()
        var theme: String
    }

    /// The same document read back with a scope that lacks the custom keys.
    struct FoundationOnlyDocument: Codable, Equatable {
        @CodableAttributedString(from: AttributeScopes.FoundationAttributes.self) var text = AttributedString()
        var theme: String
    }

    /// A saved style, through the container wrapper.
    struct SavedStyle: Codable, Equatable {
        @CodableAttributeContainer(from: \.codableTest) var attributes = AttributeContainer()
        var name: String
    }

    /// A type with hand-written `Codable`, through the keyed-container conveniences.
    struct Note: Codable, Equatable {
        var body: AttributedString
        var subtitle: AttributedString?
        var style: AttributeContainer

        enum CodingKeys: String, CodingKey { case body, subtitle, style }

        init(body: AttributedString, subtitle: AttributedString?, style: AttributeContainer) {
            self.body = body
            self.subtitle = subtitle
            self.style = style
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            body = try container.decode(AttributedString.self, forKey: .body, including: \.codableTest)
            subtitle = try container.decodeIfPresent(AttributedString.self, forKey: .subtitle, including: \.codableTest)
            style = try container.decode(AttributeContainer.self, forKey: .style, including: \.codableTest)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(body, forKey: .body, including: \.codableTest)
            try container.encodeIfPresent(subtitle, forKey: .subtitle, including: \.codableTest)
            try container.encode(style, forKey: .style, including: \.codableTest)
        }
    }

    /// "BoldCaps and Danger, SmallItalics and Highlighted", as the tutorial's Markdown gives it.
    static var tutorialText: AttributedString {
        F.concatenate([
            F.run("BoldCaps and Danger") {
                $0[CodableCustomStyle.self] = .boldcaps
                $0[CodableCustomColor.self] = .danger
            },
            AttributedString(", "),
            F.run("SmallItalics and Highlighted") {
                $0[CodableCustomStyle.self] = .smallitalics
                $0[CodableCustomColor.self] = .highlight
                $0.inlinePresentationIntent = .emphasized
            },
        ])
    }

    static func sortedJSON(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func customAttributesSurviveWithTheirScope() throws {
        let json = try F.json(Self.tutorialText, including: \.codableTest)
        #expect(json == #"["BoldCaps and Danger",{"customColor":"danger","customStyle":"boldcaps"},", ",{},"SmallItalics and Highlighted",{"NSInlinePresentationIntent":1,"customColor":"highlight","customStyle":"smallitalics"}]"#)
        #expect(try F.decode(json, including: \.codableTest) == Self.tutorialText)
    }

    @Test func customAttributesAreDroppedWithAScopeLackingThem() throws {
        var withoutCustom = Self.tutorialText
        withoutCustom[CodableCustomStyle.self] = nil
        withoutCustom[CodableCustomColor.self] = nil
        // Dropped when encoding…
        let json = try F.json(Self.tutorialText, including: \.foundation)
        #expect(json == #"["BoldCaps and Danger",{},", ",{},"SmallItalics and Highlighted",{"NSInlinePresentationIntent":1}]"#)
        #expect(try F.decode(json, including: \.codableTest) == withoutCustom)
        // …and ignored when decoding.
        let full = try F.json(Self.tutorialText, including: \.codableTest)
        #expect(try F.decode(full, including: \.foundation) == withoutCustom)
    }

    @Test func theTutorialsDocumentRoundTripsThroughTheWrapper() throws {
        let document = CustomAttributedString(text: Self.tutorialText, theme: "menlo")
        let json = try Self.sortedJSON(document)
        #expect(json == #"{"text":["BoldCaps and Danger",{"customColor":"danger","customStyle":"boldcaps"},", ",{},"SmallItalics and Highlighted",{"NSInlinePresentationIntent":1,"customColor":"highlight","customStyle":"smallitalics"}],"theme":"menlo"}"#)
        let decoded = try JSONDecoder().decode(CustomAttributedString.self, from: Data(json.utf8))
        #expect(decoded == document)
        #expect(decoded.text.runs.first?[CodableCustomStyle.self] == .boldcaps)
        #expect(decoded.theme == "menlo")
    }

    @Test func theWrapperDecodesWithItsOwnScope() throws {
        let json = try Self.sortedJSON(CustomAttributedString(text: Self.tutorialText, theme: "times"))
        let decoded = try JSONDecoder().decode(FoundationOnlyDocument.self, from: Data(json.utf8))
        #expect(decoded.text.runs.allSatisfy { $0[CodableCustomStyle.self] == nil && $0[CodableCustomColor.self] == nil })
        #expect(String(decoded.text.characters) == String(Self.tutorialText.characters))
        #expect(decoded.theme == "times")
    }

    @Test func aMissingWrappedPropertyIsAKeyNotFoundError() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(CustomAttributedString.self, from: Data(#"{"theme":"menlo"}"#.utf8))
        }
    }

    @Test func aPlainWrappedStringIsABareString() throws {
        let document = CustomAttributedString(text: AttributedString("Hello"), theme: "important")
        #expect(try Self.sortedJSON(document) == #"{"text":"Hello","theme":"important"}"#)
    }

    @Test func theContainerWrapperRoundTrips() throws {
        var attributes = AttributeContainer()
        attributes[CodableCustomColor.self] = .highlight
        attributes.link = URL(string: "https://swift.org")
        let style = SavedStyle(attributes: attributes, name: "callout")
        let json = try Self.sortedJSON(style)
        #expect(json == #"{"attributes":{"NSLink":{"relative":"https:\/\/swift.org"},"customColor":"highlight"},"name":"callout"}"#)
        #expect(try JSONDecoder().decode(SavedStyle.self, from: Data(json.utf8)) == style)
    }

    @Test func keyedContainerConveniencesRoundTrip() throws {
        var style = AttributeContainer()
        style.inlinePresentationIntent = .code
        let note = Note(body: Self.tutorialText, subtitle: nil, style: style)
        let json = try Self.sortedJSON(note)
        #expect(!json.contains("subtitle"))
        #expect(try JSONDecoder().decode(Note.self, from: Data(json.utf8)) == note)
        let withSubtitle = Note(body: AttributedString("b"), subtitle: F.run("s") { $0[CodableCustomColor.self] = .danger }, style: style)
        let json2 = try Self.sortedJSON(withSubtitle)
        #expect(json2 == #"{"body":"b","style":{"NSInlinePresentationIntent":4},"subtitle":["s",{"customColor":"danger"}]}"#)
        #expect(try JSONDecoder().decode(Note.self, from: Data(json2.utf8)) == withSubtitle)
    }

    @Test func explicitCallsAcceptAScopeTypeOrAKeyPath() throws {
        struct Probe: Codable {
            var text: AttributedString
            init(_ text: AttributedString) { self.text = text }
            init(from decoder: any Decoder) throws {
                text = try AttributedStringCoding.decode(AttributedString.self, from: decoder, including: AttributeScopes.CodableTestAttributes.self)
            }
            func encode(to encoder: any Encoder) throws {
                try AttributedStringCoding.encode(text, including: \.codableTest, to: encoder)
            }
        }
        let data = try JSONEncoder().encode(Probe(Self.tutorialText))
        #expect(try JSONDecoder().decode(Probe.self, from: data).text == Self.tutorialText)
    }

    @Test func propertyListsCarryTheSameShapes() throws {
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(Self.tutorialText, including: \.codableTest)
            #expect(try PropertyListDecoder().decode(AttributedString.self, from: data, including: \.codableTest) == Self.tutorialText)
            // A bare string cannot be a property list's root (Foundation refuses fragments)…
            #expect(throws: EncodingError.self) {
                _ = try encoder.encode(AttributedString("plain"), including: \.codableTest)
            }
            // …but it is fine inside a document.
            let document = CustomAttributedString(text: AttributedString("plain"), theme: "menlo")
            #expect(try PropertyListDecoder().decode(CustomAttributedString.self, from: encoder.encode(document)) == document)
        }
        let xml = PropertyListEncoder()
        xml.outputFormat = .xml
        let text = String(decoding: try xml.encode(Self.tutorialText, including: \.codableTest), as: UTF8.self)
        #expect(text.contains("<array>"))
        #expect(text.contains("<key>customStyle</key>"))
    }
}

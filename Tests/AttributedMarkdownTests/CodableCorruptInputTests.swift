import Foundation
import Testing
import AttributedMarkdown

/// Decoding validates its input as swift-foundation's decoder does, and never crashes.
@Suite("Codable: corrupt input")
struct CodableCorruptInputTests {
    /// The inputs swift-foundation's `decodingCorruptedData` test rejects, and more of the same
    /// kind, each with the reason it must fail.
    static let corrupt: [(json: String, reason: String)] = [
        ("2", "not a string, array or object"),
        ("null", "not a string, array or object"),
        ("true", "not a string, array or object"),
        ("[]", "no runs"),
        (#"["Test"]"#, "text without attributes"),
        (#"["Test", 0]"#, "a table index without a table"),
        (#"["", {}, "Test", {}]"#, "an empty run among several"),
        (#"["Test", {}, "", {}]"#, "an empty run among several"),
        (#"["", {"NSInlinePresentationIntent": 2}]"#, "an empty run with attributes"),
        (#"["Test", "More"]"#, "attributes that are not an object"),
        (#"[1, {}]"#, "run text that is not a string"),
        ("{}", "an object without runs or table"),
        (#"{"attributeTable": []}"#, "an object without runs"),
        (#"{"runs": []}"#, "an object without a table"),
        (#"{"runs": [], "attributeTable": []}"#, "no runs"),
        (#"{"runs": ["", 1], "attributeTable": []}"#, "a table index into an empty table"),
        (#"{"runs": ["a", 1], "attributeTable": [{}]}"#, "a table index past the end"),
        (#"{"runs": ["a", -1], "attributeTable": [{}]}"#, "a negative table index"),
        (#"{"runs": ["a", {}], "attributeTable": {}}"#, "a table that is not an array"),
        (#"{"runs": "a", "attributeTable": []}"#, "runs that are not an array"),
        (#"{"runs": ["a", 0], "attributeTable": [3]}"#, "a table entry that is not an object"),
        (#"{"runs": ["", 0], "attributeTable": [{"NSInlinePresentationIntent": 1}]}"#, "an empty run with table attributes"),
    ]

    @Test(arguments: corrupt)
    func isRejectedAsCorruptData(_ input: (json: String, reason: String)) {
        #expect(throws: DecodingError.self, "\(input.reason)") {
            _ = try CodableFixtures.decode(input.json, including: \.codableTest)
        }
        do {
            _ = try CodableFixtures.decode(input.json, including: \.codableTest)
        } catch let DecodingError.dataCorrupted(context) {
            #expect(!context.debugDescription.isEmpty)
        } catch {
            Issue.record("\(input.reason): expected DecodingError.dataCorrupted, got \(error)")
        }
    }

    @Test func messagesSayWhatIsWrong() throws {
        func message(_ json: String) -> String {
            do {
                _ = try CodableFixtures.decode(json, including: \.foundation)
                return "no error"
            } catch let DecodingError.dataCorrupted(context) {
                return context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        #expect(message(#"["Test", 0]"#) == "Attribute table index present with no reference attribute table")
        #expect(message(#"{"runs": ["a", 3], "attributeTable": [{}, {}]}"#)
                == "Attribute table index 3 is not within the bounds of the attribute table [0...1]")
        #expect(message("[]") == "Runs container must not be empty")
        #expect(message(#"["", {}, "Test", {}]"#) == "When multiple runs are present, runs with empty substrings are not allowed")
        #expect(message(#"["", {"NSInlinePresentationIntent": 2}]"#) == "Runs of empty substrings cannot contain attributes")
        #expect(message(#"["Test"]"#) == #"Run 0 ("Test") is not followed by its attributes"#)
    }

    @Test func invalidAttributeValuesPropagateTheirKeysError() {
        #expect(throws: DecodingError.self) {
            _ = try CodableFixtures.decode(#"["a", {"NSInlinePresentationIntent": "bold"}]"#, including: \.foundation)
        }
        #expect(throws: DecodingError.self) {
            _ = try CodableFixtures.decode(#"["a", {"NSPresentationIntent": {"components": [{"kind": ["chapter"], "identity": 1}]}}]"#, including: \.foundation)
        }
        #expect(throws: DecodingError.self) {
            _ = try CodableFixtures.decode(#"["a", {"NSListItemDelimiter": "--"}]"#, including: \.foundation)
        }
    }

    @Test func invalidValuesOutsideTheScopeAreIgnored() throws {
        let string = try CodableFixtures.decode(#"["a", {"customStyle": 42}]"#, including: \.foundation)
        #expect(string == AttributedString("a"))
    }

    @Test func acceptedEdgeCases() throws {
        #expect(try CodableFixtures.decode(#"["", {}]"#, including: \.foundation) == AttributedString())
        #expect(try CodableFixtures.decode(#"{"runs": ["", {}], "attributeTable": []}"#, including: \.foundation) == AttributedString())
        #expect(try CodableFixtures.decode(#"["🎺ABC", {"TestInt": 2}]"#, including: \.foundation) == AttributedString("🎺ABC"))
        // An empty run whose only attributes are outside the scope carries no attributes.
        #expect(try CodableFixtures.decode(#"["", {"customStyle": "boldcaps"}]"#, including: \.foundation) == AttributedString())
        // Table entries nobody refers to are allowed.
        #expect(try CodableFixtures.decode(#"{"runs": ["a", {}], "attributeTable": [{"NSInlinePresentationIntent": 1}]}"#, including: \.foundation)
                == AttributedString("a"))
    }

    @Test func attributeContainerRejectsNonObjects() {
        for json in ["[]", "2", #""text""#, "null"] {
            #expect(throws: DecodingError.self, "\(json)") {
                _ = try JSONDecoder().decode(AttributeContainer.self, from: Data(json.utf8), including: \.foundation)
            }
        }
    }
}

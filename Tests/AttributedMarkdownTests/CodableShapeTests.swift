import Foundation
import Testing
import AttributedMarkdown

/// The three shapes Foundation writes, byte for byte under `.sortedKeys`.
@Suite("Codable: Foundation's shapes")
struct CodableShapeTests {
    typealias F = CodableFixtures

    static func strong(_ text: String) -> AttributedString {
        F.run(text) { $0.inlinePresentationIntent = .stronglyEmphasized }
    }

    static func styled(_ text: String, _ style: CodableCustomStyle.Value) -> AttributedString {
        F.run(text) { $0[CodableCustomStyle.self] = style }
    }

    /// Encodes twice (byte-stable) and returns the JSON.
    static func stableJSON<S: AttributeScope>(_ string: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws -> String {
        let first = try F.json(string, including: scope)
        let second = try F.json(string, including: scope)
        #expect(first == second)
        return first
    }

    @Test func plainStringIsABareString() throws {
        #expect(try Self.stableJSON(AttributedString("Hello"), including: \.foundation) == #""Hello""#)
        #expect(try F.decode(#""Hello""#, including: \.foundation) == AttributedString("Hello"))
    }

    @Test func emptyStringIsAnEmptyBareString() throws {
        #expect(try Self.stableJSON(AttributedString(), including: \.foundation) == #""""#)
        #expect(try F.decode(#""""#, including: \.foundation) == AttributedString())
    }

    @Test func fewRunsAreAnArrayWithEmptyObjectsForPlainRuns() throws {
        let string = F.concatenate([AttributedString("Hello "), Self.strong("world")])
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json == #"["Hello ",{},"world",{"NSInlinePresentationIntent":2}]"#)
        #expect(try F.decode(json, including: \.foundation) == string)
    }

    @Test func singleRunWithOnlyDroppedAttributesIsAnArrayWithAnEmptyObject() throws {
        let string = Self.styled("x", .boldcaps)
        #expect(try Self.stableJSON(string, including: \.foundation) == #"["x",{}]"#)
        #expect(try Self.stableJSON(string, including: \.codableTest) == #"["x",{"customStyle":"boldcaps"}]"#)
    }

    @Test func linkIsEncodedThroughURLsOwnKeyedForm() throws {
        let base = try #require(URL(string: "https://example.com/docs/"))
        let relative = try #require(URL(string: "page.html", relativeTo: base))
        let absolute = try #require(URL(string: "https://swift.org"))
        let string = F.concatenate([
            F.run("a") { $0.link = absolute },
            F.run("b") { $0.link = relative },
        ])
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json == #"["a",{"NSLink":{"relative":"https:\/\/swift.org"}},"b",{"NSLink":{"base":"https:\/\/example.com\/docs\/","relative":"page.html"}}]"#)
        let decoded = try F.decode(json, including: \.foundation)
        #expect(decoded == string)
        #expect(decoded.runs.last?.link?.absoluteString == "https://example.com/docs/page.html")
    }

    @Test func presentationIntentHasApplesComponentsForm() throws {
        let table = PresentationIntent.Kind.table(columns: [.init(alignment: .left), .init(alignment: .right)])
        let cell = PresentationIntent(.tableCell(columnIndex: 1), identity: 3,
                                      parent: PresentationIntent(.tableRow(rowIndex: 1), identity: 2,
                                                                 parent: PresentationIntent(table, identity: 1)))
        let string = F.run("x") { $0.presentationIntent = cell }
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json == #"["x",{"NSPresentationIntent":{"components":[{"identity":3,"kind":["tableCell",1]},{"identity":2,"kind":["tableRow",1]},{"identity":1,"kind":["table",[{"alignment":0},{"alignment":2}]]}]}}]"#)
        #expect(try F.decode(json, including: \.foundation) == string)
    }

    @Test func moreThanTenRunsUseTheAttributeTableInOrderOfFirstAppearance() throws {
        let parts = (0..<12).map { index -> AttributedString in
            if index == 5 { return F.run("5") { $0.inlinePresentationIntent = .emphasized } }
            return index.isMultiple(of: 2) ? Self.strong("\(index)") : AttributedString("\(index)")
        }
        let string = F.concatenate(parts)
        #expect(string.runs.count == 12)
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json == #"{"attributeTable":[{"NSInlinePresentationIntent":2},{"NSInlinePresentationIntent":1}],"runs":["0",0,"1",{},"2",0,"3",{},"4",0,"5",1,"6",0,"7",{},"8",0,"9",{},"10",0,"11",{}]}"#)
        #expect(try F.decode(json, including: \.foundation) == string)
    }

    @Test func exactlyTenRunsStillUseTheArrayForm() throws {
        let string = F.concatenate((0..<10).map { $0.isMultiple(of: 2) ? Self.strong("\($0)") : AttributedString("\($0)") })
        #expect(string.runs.count == 10)
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json.hasPrefix(#"["0",{"NSInlinePresentationIntent":2},"1",{},"#))
        #expect(try F.decode(json, including: \.foundation) == string)
    }

    @Test func adjacentEqualRunsAreCoalescedBeforeCounting() throws {
        // Eleven pieces, but equal neighbours merge into a single run: the bare-string form.
        let string = F.concatenate((0..<11).map { AttributedString("\($0)") })
        #expect(try Self.stableJSON(string, including: \.foundation) == #""012345678910""#)
        let strong = F.concatenate((0..<11).map { Self.strong("\($0)") })
        #expect(try Self.stableJSON(strong, including: \.foundation) == #"["012345678910",{"NSInlinePresentationIntent":2}]"#)
    }

    @Test func tableEntriesDifferingOnlyInDroppedAttributesAreRepeated() throws {
        // Foundation indexes the table by all of a run's attributes, so runs that differ only in
        // an attribute outside the scope get separate (identical) entries.
        let parts = (0..<11).map { index -> AttributedString in
            F.run("\(index)") {
                $0.inlinePresentationIntent = .code
                $0[CodableCustomStyle.self] = index.isMultiple(of: 2) ? .boldcaps : .smallitalics
            }
        }
        let string = F.concatenate(parts)
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json == #"{"attributeTable":[{"NSInlinePresentationIntent":4},{"NSInlinePresentationIntent":4}],"runs":["0",0,"1",1,"2",0,"3",1,"4",0,"5",1,"6",0,"7",1,"8",0,"9",1,"10",0]}"#)
        // Decoding merges what became equal.
        let decoded = try F.decode(json, including: \.foundation)
        #expect(decoded.runs.count == 1)
        #expect(decoded == F.run("012345678910") { $0.inlinePresentationIntent = .code })
    }

    @Test func attributeContainerIsOneAttributeObject() throws {
        var attributes = AttributeContainer()
        attributes.inlinePresentationIntent = [.emphasized, .stronglyEmphasized]
        attributes[CodableCustomColor.self] = .danger
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(attributes, including: \.codableTest), as: UTF8.self)
        #expect(json == #"{"NSInlinePresentationIntent":3,"customColor":"danger"}"#)
        let decoded = try JSONDecoder().decode(AttributeContainer.self, from: Data(json.utf8), including: \.codableTest)
        #expect(decoded == attributes)
        let foundationOnly = try JSONDecoder().decode(AttributeContainer.self, from: Data(json.utf8), including: \.foundation)
        var expected = AttributeContainer()
        expected.inlinePresentationIntent = [.emphasized, .stronglyEmphasized]
        #expect(foundationOnly == expected)
    }

    @Test func unicodeTextSurvivesRunByRun() throws {
        // A combining mark that begins a run of its own stays with that run.
        let string = F.concatenate([AttributedString("e"), Self.strong("\u{301}👩‍👩‍👧"), AttributedString("日本")])
        let json = try Self.stableJSON(string, including: \.foundation)
        #expect(json == "[\"e\",{},\"\u{301}👩‍👩‍👧\",{\"NSInlinePresentationIntent\":2},\"日本\",{}]")
        #expect(try F.decode(json, including: \.foundation) == string)
    }
}

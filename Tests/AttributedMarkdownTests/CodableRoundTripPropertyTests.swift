import Foundation
import Testing
import AttributedMarkdown
import MarkdownTestSupport

/// Random run structures (few and many runs, tricky Unicode, random attribute subsets) survive
/// encode → decode unchanged, through JSON and property lists.
@Suite("Codable: random round trips")
struct CodableRoundTripPropertyTests {
    static let texts = [
        "a", "Hello", " ", "\n", "\r\n", "é", "e\u{301}", "\u{301}", "\u{308}\u{301}", "👩‍👩‍👧", "🇫🇷", "👍🏽",
        "日本語", "\u{FFFC}", "tab\t", "\"quoted\"", "back\\slash", "/path/", "\u{0}", "Ω≈ç√",
    ]

    static let inlineFlags: [InlinePresentationIntent] = [
        .emphasized, .stronglyEmphasized, .code, .strikethrough, .softBreak, .lineBreak, .inlineHTML, .blockHTML,
    ]

    static let kinds: [PresentationIntent.Kind] = [
        .paragraph, .header(level: 2), .orderedList, .unorderedList, .listItem(ordinal: 3),
        .codeBlock(languageHint: "swift"), .codeBlock(languageHint: nil), .blockQuote, .thematicBreak,
        .table(columns: [.init(alignment: .center), .init(alignment: .left)]), .tableHeaderRow,
        .tableRow(rowIndex: 2), .tableCell(columnIndex: 1),
    ]

    static let links: [URL] = [
        URL(string: "https://swift.org/documentation/"),
        URL(string: "mailto:someone@example.com"),
        URL(string: "../up?query=1#frag", relativeTo: URL(string: "https://example.com/a/b/")),
        URL(string: "relative/path"),
    ].compactMap { $0 }

    static func randomAttributes(using random: inout SeededGenerator) -> AttributeContainer {
        var attributes = AttributeContainer()
        if Bool.random(using: &random) {
            var intent = InlinePresentationIntent()
            for flag in inlineFlags where Int.random(in: 0..<4, using: &random) == 0 { intent.insert(flag) }
            if !intent.isEmpty { attributes.inlinePresentationIntent = intent }
        }
        if Bool.random(using: &random) {
            let depth = Int.random(in: 1...3, using: &random)
            // Built outermost first through Apple's public initializer (IntentType has none).
            var intent: PresentationIntent?
            for level in 0..<depth {
                intent = PresentationIntent(kinds.randomElement(using: &random) ?? .paragraph, identity: level + 1, parent: intent)
            }
            attributes.presentationIntent = intent
        }
        if Int.random(in: 0..<4, using: &random) == 0 { attributes.link = links.randomElement(using: &random) }
        if Int.random(in: 0..<6, using: &random) == 0 { attributes.imageURL = links.randomElement(using: &random) }
        if Int.random(in: 0..<6, using: &random) == 0 { attributes.languageIdentifier = Bool.random(using: &random) ? "en" : "fr-CA" }
        if Int.random(in: 0..<6, using: &random) == 0 {
            attributes.markdownSourcePosition = AttributedString.MarkdownSourcePosition(
                startLine: Int.random(in: 1...9, using: &random), startColumn: 1, endLine: 10, endColumn: Int.random(in: 1...80, using: &random))
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            attributes[CodableCustomStyle.self] = Bool.random(using: &random) ? .boldcaps : .smallitalics
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            attributes[CodableCustomColor.self] = Bool.random(using: &random) ? .danger : .highlight
        }
        return attributes
    }

    /// A random string: seeds below 20 aim at ten runs or fewer, the others at many more.
    static func randomString(seed: UInt64) -> AttributedString {
        var random = SeededGenerator(seed: seed)
        let pieces = seed < 20 ? Int.random(in: 1...10, using: &random) : Int.random(in: 11...60, using: &random)
        var string = AttributedString()
        var palette: [AttributeContainer] = (0..<4).map { _ in randomAttributes(using: &random) }
        palette.append(AttributeContainer())
        for _ in 0..<pieces {
            let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in texts.randomElement(using: &random) ?? "a" }.joined()
            // Reusing a palette entry exercises the table's sharing and run coalescing.
            let attributes = Bool.random(using: &random) ? (palette.randomElement(using: &random) ?? AttributeContainer()) : randomAttributes(using: &random)
            string.append(AttributedString(text, attributes: attributes))
        }
        return string
    }

    static let seeds: [UInt64] = Array(0..<60)

    @Test(arguments: seeds)
    func jsonRoundTripIsLossless(seed: UInt64) throws {
        let string = Self.randomString(seed: seed)
        let data = try JSONEncoder().encode(string, including: \.codableTest)
        let decoded = try JSONDecoder().decode(AttributedString.self, from: data, including: \.codableTest)
        #expect(CodableFixtures.structure(of: decoded) == CodableFixtures.structure(of: string))

        // The shape follows the number of coalesced runs.
        let first = data.first.map { Character(Unicode.Scalar($0)) }
        let runCount = string.runs.count
        if runCount == 1 && string.runs.allSatisfy({ $0.attributes == AttributeContainer() }) {
            #expect(first == "\"")
        } else if runCount <= 10 {
            #expect(first == "[")
        } else {
            #expect(first == "{")
        }
    }

    @Test(arguments: seeds)
    func sortedJSONIsByteStable(seed: UInt64) throws {
        let string = Self.randomString(seed: seed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(string, including: \.codableTest)
        let second = try encoder.encode(Self.randomString(seed: seed), including: \.codableTest)
        #expect(first == second)
        let reencoded = try encoder.encode(JSONDecoder().decode(AttributedString.self, from: first, including: \.codableTest), including: \.codableTest)
        #expect(reencoded == first)
    }

    @Test(arguments: seeds)
    func propertyListRoundTripIsLossless(seed: UInt64) throws {
        let document = CodableScopeTests.CustomAttributedString(text: Self.randomString(seed: seed), theme: "seed \(seed)")
        let encoder = PropertyListEncoder()
        encoder.outputFormat = seed.isMultiple(of: 2) ? .binary : .xml
        let decoded = try PropertyListDecoder().decode(CodableScopeTests.CustomAttributedString.self, from: encoder.encode(document))
        if encoder.outputFormat == .xml {
            #expect(CodableFixtures.structure(of: decoded.text) == CodableFixtures.structure(of: document.text))
        } else {
            // Foundation's binary property-list writer shares equal strings, and Swift's string
            // equality is canonical equivalence: "é" written precomposed in one run and
            // decomposed in another comes back spelled one way. Compare as Swift strings.
            #expect(CodableFixtures.canonicalStructure(of: decoded.text) == CodableFixtures.canonicalStructure(of: document.text))
        }
        #expect(decoded.theme == document.theme)
    }

    @Test(arguments: seeds)
    func aNarrowerScopeDropsExactlyTheKeysOutsideIt(seed: UInt64) throws {
        let string = Self.randomString(seed: seed)
        var expected = string
        expected[CodableCustomStyle.self] = nil
        expected[CodableCustomColor.self] = nil
        let full = try JSONEncoder().encode(string, including: \.codableTest)
        let fromFull = try JSONDecoder().decode(AttributedString.self, from: full, including: \.foundation)
        #expect(CodableFixtures.structure(of: fromFull) == CodableFixtures.structure(of: expected))
        let narrow = try JSONEncoder().encode(string, including: \.foundation)
        let fromNarrow = try JSONDecoder().decode(AttributedString.self, from: narrow, including: \.codableTest)
        #expect(CodableFixtures.structure(of: fromNarrow) == CodableFixtures.structure(of: expected))
    }
}

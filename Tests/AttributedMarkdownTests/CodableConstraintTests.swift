import Foundation
import Testing
import AttributedMarkdown

/// Decoded data is untrusted: attributes with `runBoundaries` are made consistent, as
/// Foundation's decoder does after reading.
@Suite("Codable: constrained attributes")
struct CodableConstraintTests {
    typealias F = CodableFixtures

    @Test func paragraphAttributesTakeTheParagraphsFirstValue() throws {
        let json = #"["ab",{"paragraphLevel":1},"cd\nef",{"paragraphLevel":2,"NSInlinePresentationIntent":1},"gh",{}]"#
        let string = try F.decode(json, including: \.codableConstrained)
        let runs = F.runs(of: string)
        #expect(runs.map(\.0) == ["ab", "cd\n", "ef", "gh"])
        #expect(runs.map { $0.1[CodableParagraphLevel.self] } == [1, 1, 2, 2])
        #expect(runs.map { $0.1.inlinePresentationIntent } == [nil, .emphasized, .emphasized, nil])
    }

    @Test func paragraphAttributesMissingAtTheParagraphStartAreRemoved() throws {
        let string = try F.decode(#"["ab",{},"cd\n",{"paragraphLevel":2},"ef",{"paragraphLevel":3}]"#, including: \.codableConstrained)
        let runs = F.runs(of: string)
        #expect(runs.map(\.0) == ["abcd\n", "ef"])
        #expect(runs.map { $0.1[CodableParagraphLevel.self] } == [nil, 3])
    }

    @Test func paragraphConstraintsApplyInTheTableFormToo() throws {
        let runs = (0..<11).map { #""\#($0)", \#($0 % 2)"# }.joined(separator: ",")
        let json = #"{"runs":[\#(runs),"\n",{},"x",1],"attributeTable":[{"paragraphLevel":7},{"paragraphLevel":8}]}"#
        let string = try F.decode(json, including: \.codableConstrained)
        let decoded = F.runs(of: string)
        #expect(decoded.map(\.0) == ["012345678910\n", "x"])
        #expect(decoded.map { $0.1[CodableParagraphLevel.self] } == [7, 8])
    }

    @Test func characterConstrainedAttributesStayOnlyOnTheirCharacter() throws {
        let string = try F.decode(#"["a\uFFFCb",{"attachmentMark":1}]"#, including: \.codableConstrained)
        let runs = F.runs(of: string)
        #expect(runs.map(\.0) == ["a", "\u{FFFC}", "b"])
        #expect(runs.map { $0.1[CodableAttachmentMark.self] } == [nil, 1, nil])
    }

    @Test func decodedStringEqualsOneBuiltThroughThePublicAPI() throws {
        // Whatever the data says, the result is what Foundation itself would hold: each
        // paragraph takes the value its first character carries (5 for "two", not 2).
        var expected = AttributedString("one\ntwo")
        let paragraphTwo = try #require(expected.range(of: "two"))
        expected[expected.startIndex..<paragraphTwo.lowerBound][CodableParagraphLevel.self] = 1
        expected[paragraphTwo][CodableParagraphLevel.self] = 5
        let string = try F.decode(#"["on",{"paragraphLevel":1},"e\nt",{"paragraphLevel":5},"wo",{"paragraphLevel":2}]"#, including: \.codableConstrained)
        #expect(string == expected)
    }

    @Test func keysWithoutACodableValueAreDroppedEvenInScope() throws {
        let string = F.run("x") {
            $0[CodableUncodableKey.self] = 3
            $0.inlinePresentationIntent = .code
        }
        #expect(try F.json(string, including: \.codableConstrained) == #"["x",{"NSInlinePresentationIntent":4}]"#)
        #expect(try F.decode(#"["x",{"uncodable":3}]"#, including: \.codableConstrained) == AttributedString("x"))
    }
}

/// Long strings are assembled in chunks; constraints must hold across the joints.
@Suite("Codable: constrained attributes across chunks")
struct CodableChunkedConstraintTests {
    /// `count` runs of "w", told apart by alternating inline intents so that they never merge,
    /// with `paragraphLevel` values at the given runs and line breaks after the given runs.
    static func json(count: Int, levels: [Int: Int], breaksAfter: Set<Int>) -> String {
        var table: [String] = []
        var tableIndex: [String: Int] = [:]
        var runs: [String] = []
        for index in 0..<count {
            var members = [#""NSInlinePresentationIntent":\#(index % 2 + 1)"#]
            if let level = levels[index] { members.append(#""paragraphLevel":\#(level)"#) }
            let object = "{" + members.joined(separator: ",") + "}"
            let entry = tableIndex[object] ?? table.count
            if entry == table.count { table.append(object); tableIndex[object] = entry }
            runs.append(#""w\#(breaksAfter.contains(index) ? "\\n" : "")",\#(entry)"#)
        }
        return #"{"runs":[\#(runs.joined(separator: ","))],"attributeTable":[\#(table.joined(separator: ","))]}"#
    }

    /// The paragraph level of each "w", in order.
    static func levels(of string: AttributedString) -> [Int?] {
        var result: [Int?] = []
        for run in string.runs {
            let count = string[run.range].characters.filter { $0 == "w" }.count
            result += Array(repeating: run[CodableParagraphLevel.self], count: count)
        }
        return result
    }

    @Test func aParagraphsStartingValueCrossesChunks() throws {
        let string = try CodableFixtures.decode(Self.json(count: 700, levels: [0: 1, 300: 9, 600: 4], breaksAfter: []), including: \.codableConstrained)
        #expect(Self.levels(of: string) == Array(repeating: 1, count: 700))
        #expect(string.runs.count == 700)
    }

    @Test func aParagraphsStartingValueSpreadsIntoChunksWithoutConstraints() throws {
        // Only the first chunk holds a constrained attribute; the later ones are assembled by
        // range, and the joints must still carry the paragraph's value.
        let string = try CodableFixtures.decode(Self.json(count: 700, levels: [0: 1], breaksAfter: []), including: \.codableConstrained)
        #expect(Self.levels(of: string) == Array(repeating: 1, count: 700))
        let broken = try CodableFixtures.decode(Self.json(count: 700, levels: [0: 1], breaksAfter: [400]), including: \.codableConstrained)
        #expect(Self.levels(of: broken) == Array(repeating: 1, count: 401) + Array(repeating: nil, count: 299))
    }

    @Test func aParagraphStartingWithoutTheAttributeLosesItInLaterChunks() throws {
        let string = try CodableFixtures.decode(Self.json(count: 700, levels: [300: 9, 650: 4], breaksAfter: []), including: \.codableConstrained)
        #expect(Self.levels(of: string) == Array(repeating: nil, count: 700))
    }

    @Test func paragraphsStartingInsideLaterChunksKeepTheirOwnValue() throws {
        let string = try CodableFixtures.decode(
            Self.json(count: 700, levels: [0: 1, 300: 9, 450: 4, 520: 5], breaksAfter: [299, 519]), including: \.codableConstrained)
        let expected: [Int?] = Array(repeating: 1, count: 300) + Array(repeating: 9, count: 220) + Array(repeating: 5, count: 180)
        #expect(Self.levels(of: string) == expected)
    }
}

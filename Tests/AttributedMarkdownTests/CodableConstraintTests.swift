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

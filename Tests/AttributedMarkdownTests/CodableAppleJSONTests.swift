import Foundation
import Testing
import AttributedMarkdown

/// JSON that Apple's `JSONEncoder` wrote for `AttributedString(markdown:)` on an Apple platform
/// (automerge-swift's notes, 2023) decodes here to the same runs.
@Suite("Codable: JSON recorded on Apple platforms")
struct CodableAppleJSONTests {
    static let recorded = #"""
        {"runs":["An example markdown file",0,"With some basic text in it.",1," ",2,"Some",3," of which is ",1],"attributeTable":[{"NSPresentationIntent":{"components":[{"kind":["header",1],"identity":1}]}},{"NSPresentationIntent":{"components":[{"kind":["paragraph"],"identity":2}]}},{"NSPresentationIntent":{"components":[{"kind":["paragraph"],"identity":2}]},"NSInlinePresentationIntent":64},{"NSInlinePresentationIntent":2,"NSPresentationIntent":{"components":[{"kind":["paragraph"],"identity":2}]}}]}
        """#

    static let header = PresentationIntent(.header(level: 1), identity: 1)
    static let paragraph = PresentationIntent(.paragraph, identity: 2)

    static func expectRecordedRuns(_ string: AttributedString) {
        let runs = Array(string.runs)
        #expect(runs.count == 5)
        #expect(String(string.characters) == "An example markdown fileWith some basic text in it. Some of which is ")
        let expected: [(String, PresentationIntent, InlinePresentationIntent?)] = [
            ("An example markdown file", header, nil),
            ("With some basic text in it.", paragraph, nil),
            (" ", paragraph, .softBreak),
            ("Some", paragraph, .stronglyEmphasized),
            (" of which is ", paragraph, nil),
        ]
        for (run, (text, block, inline)) in zip(runs, expected) {
            #expect(String(string[run.range].characters) == text)
            #expect(run.presentationIntent == block)
            #expect(run.inlinePresentationIntent == inline)
        }
    }

    @Test func decodesWithTheMarkdownScope() throws {
        Self.expectRecordedRuns(try CodableFixtures.decode(Self.recorded, including: \.markdown))
    }

    @Test func decodesWithTheFoundationScope() throws {
        Self.expectRecordedRuns(try CodableFixtures.decode(Self.recorded, including: \.foundation))
    }

    @Test func softBreakIsRawValue64AndStrongIs2() throws {
        let string = try CodableFixtures.decode(Self.recorded, including: \.foundation)
        let intents = string.runs.compactMap(\.inlinePresentationIntent).map(\.rawValue)
        #expect(intents == [64, 2])
    }

    @Test func reencodingKeepsTheArrayFormForFiveRuns() throws {
        let string = try CodableFixtures.decode(Self.recorded, including: \.foundation)
        let json = try CodableFixtures.json(string, including: \.foundation)
        #expect(json == #"""
            ["An example markdown file",{"NSPresentationIntent":{"components":[{"identity":1,"kind":["header",1]}]}},\#
            "With some basic text in it.",{"NSPresentationIntent":{"components":[{"identity":2,"kind":["paragraph"]}]}},\#
            " ",{"NSInlinePresentationIntent":64,"NSPresentationIntent":{"components":[{"identity":2,"kind":["paragraph"]}]}},\#
            "Some",{"NSInlinePresentationIntent":2,"NSPresentationIntent":{"components":[{"identity":2,"kind":["paragraph"]}]}},\#
            " of which is ",{"NSPresentationIntent":{"components":[{"identity":2,"kind":["paragraph"]}]}}]
            """#)
        #expect(try CodableFixtures.decode(json, including: \.foundation) == string)
    }
}

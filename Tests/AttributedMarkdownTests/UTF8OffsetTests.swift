import Foundation
import Testing
@testable import AttributedMarkdown

/// The one UTF-8 offset helper: on Linux `AttributedString.utf8` exists, so the fallback that Apple
/// platforms before the 26 releases take (walking Unicode scalars) is tested against it here.
@Suite struct UTF8OffsetTests {
    private let string: AttributedString = {
        var string = AttributedString("aé€😀")
        string.append(AttributedString("e\u{301}🇫🇷z", attributes: AttributeContainer().languageIdentifier("fr")))
        return string
    }()

    @Test func theScalarWalkAgreesWithTheUTF8View() {
        let scalars = string.unicodeScalars
        var offsets: [Int] = [0]
        for scalar in scalars { offsets.append(offsets[offsets.count - 1] + String(scalar).utf8.count) }
        for offset in offsets {
            let viaView = string.utf8Index(string.startIndex, offsetBy: offset)
            let viaWalk = string.scalarWalkIndex(string.startIndex, offsetByUTF8: offset)
            #expect(viaView == viaWalk)
            #expect(string.scalarWalkDistance(from: string.startIndex, to: viaWalk) == offset)
            #expect(string.utf8Distance(from: string.startIndex, to: viaView) == offset)
        }
    }

    @Test func theCursorTurnsRunsIntoContiguousOffsets() {
        var cursor = AttributedString.UTF8OffsetCursor(at: string.startIndex)
        let ranges = string.runs.map { cursor.offsets(of: $0.range, in: string) }
        #expect(ranges == [0..<10, 10..<22])
        #expect(String(string[string.range(utf8Offsets: 10..<22)].characters) == "e\u{301}🇫🇷z")
    }
}

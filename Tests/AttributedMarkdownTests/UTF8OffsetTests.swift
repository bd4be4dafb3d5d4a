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

    @Test func offsetsAndIndicesRoundTrip() {
        #expect(string.utf8Count == 22)
        let runs = Array(string.runs)
        #expect(runs.map { string.utf8Offsets(of: $0.range) } == [0..<10, 10..<22])
        #expect(string.index(atUTF8Offset: 10) == runs[1].range.lowerBound)
        #expect(string.index(atUTF8Offset: 99) == string.endIndex)
        #expect(string.index(atUTF8Offset: -1) == string.startIndex)
        #expect(string.utf8Offset(of: runs[1].range.lowerBound) == 10)
    }

    /// UTF-16 offsets (a browser's) to UTF-8 ones, from any anchor, forwards and backwards.
    @Test func utf16OffsetsBecomeUTF8Offsets() {
        let text = Array("aé€😀z".utf8)
        let expected: [Int: Int] = [0: 0, 1: 1, 2: 3, 3: 6, 5: 10, 6: 11]
        text.withUnsafeBufferPointer { bytes in
            for anchorUTF16 in [0, 2, 3, 5, 6] {
                let anchor: UTF8Offsets.Anchor = (anchorUTF16, expected[anchorUTF16] ?? -1)
                for (utf16, utf8) in expected {
                    #expect(UTF8Offsets.position(ofUTF16: utf16, in: bytes, from: anchor)?.utf8 == utf8)
                }
                // Inside the surrogate pair of 😀, past the end, negative.
                #expect(UTF8Offsets.position(ofUTF16: 4, in: bytes, from: anchor) == nil)
                #expect(UTF8Offsets.position(ofUTF16: 7, in: bytes, from: anchor) == nil)
                #expect(UTF8Offsets.position(ofUTF16: -1, in: bytes, from: anchor) == nil)
            }
        }
    }

    @Test func theCursorTurnsRunsIntoContiguousOffsets() {
        var cursor = AttributedString.UTF8OffsetCursor(at: string.startIndex)
        let ranges = string.runs.map { cursor.offsets(of: $0.range, in: string) }
        #expect(ranges == [0..<10, 10..<22])
        #expect(String(string[string.range(utf8Offsets: 10..<22)].characters) == "e\u{301}🇫🇷z")
    }
}

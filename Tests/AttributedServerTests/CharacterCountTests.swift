import Foundation
import Testing
@testable import AttributedServer

/// The live preview counts characters and copies a run's text through `CharacterCount`, the
/// fast path (`String(characters[...])`); it must count as Foundation's `characters.count` does
/// and copy the same text, whatever the text holds.
@Suite("Character counts: the fast path counts as Foundation does")
struct CharacterCountTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let texts = [
        "", "plain ASCII", "café", "cafe\u{301}", "e\u{301}\u{302}\u{303}", "🙂", "👩‍👩‍👧‍👦 family", "🇫🇷🇩🇪🇯",
        "\r\n", "a\r\nb\rc\nd", "\u{1100}\u{1161}\u{11A8}", "👍🏽", "ก\u{0E33}", "\u{200D}", "x\u{200D}y",
        "नमस्ते", "Zalgo: Z\u{0351}\u{036B}\u{0343}a\u{0352}l\u{0351}g\u{036C}o", "tab\tand\u{0}nul",
    ]

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Whole strings, and every run of a string whose runs split the text between characters", arguments: texts)
    func countsAsFoundation(text: String) {
        var string = AttributedString(text)
        #expect(CharacterCount.of(string) == string.characters.count)
        #expect(CharacterCount.text(of: string) == String(string.characters))
        // Runs at every other character: each run's text and count as Foundation gives them.
        var index = string.startIndex
        var odd = false
        while index < string.endIndex {
            let next = string.characters.index(after: index)
            if odd { string[index..<next].link = URL(string: "https://example.com") }
            odd.toggle()
            index = next
        }
        for run in string.runs {
            let slice = string[run.range]
            #expect(CharacterCount.of(slice) == slice.characters.count)
            #expect(CharacterCount.text(of: slice) == String(slice.characters))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A long run: the inspector shows its first characters and counts the rest; the count is Foundation's")
    func longRun() {
        let text = String(repeating: "let café = \"🙂\" // e\u{301}\r\n", count: 20_000)
        let string = AttributedString(text)
        #expect(CharacterCount.of(string) == text.count)
        let inspection = RunInspector.inspect(string, including: AttributeScopes.FoundationAttributes.self)
        let limit = RunInspector.shownTextLimit
        #expect(inspection.runs.map(\.text) == [String(text.prefix(limit))])
        #expect(inspection.runs.map(\.hiddenCharacterCount) == [text.count - limit])
        #expect(inspection.runCount == 1)
        // At the limit, whole and with no count: the limit counts characters, not bytes.
        let atLimit = String(repeating: "é🙂", count: limit / 2)
        let whole = RunInspector.inspect(AttributedString(atLimit), including: AttributeScopes.FoundationAttributes.self)
        #expect(whole.runs.map(\.text) == [atLimit])
        #expect(whole.runs.map(\.hiddenCharacterCount) == [nil])
    }
}

import Foundation
import TutorialScope
import Testing
import AttributedMarkdown
import AttributedStyles

/// Theme application and transforms edit strings through recorded offsets; these tests compare
/// them with a naive reference (rebuild the string run by run) on many random documents.
@Suite("Randomized equivalence")
struct RandomizedEquivalenceTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let pieces = ["a", "Straße", "ﬁx", "👩‍👩‍👧", "İ", "e\u{301}", "ǅ", "Σ", " ", "\n", "ῼ", "日本", "x"]

    private func randomDocument(using generator: inout Generator) -> AttributedString {
        let blocks: [PresentationIntent] = {
            let quote = PresentationIntent(.blockQuote, identity: 1)
            let list = PresentationIntent(.unorderedList, identity: 2, parent: quote)
            let item = PresentationIntent(.listItem(ordinal: 1), identity: 3, parent: list)
            return [
                PresentationIntent(.header(level: 2), identity: 4),
                PresentationIntent(.paragraph, identity: 5),
                PresentationIntent(.paragraph, identity: 6, parent: item),
                PresentationIntent(.codeBlock(languageHint: nil), identity: 7),
            ]
        }()
        let intents: [InlinePresentationIntent?] = [nil, .emphasized, .stronglyEmphasized, [.emphasized, .stronglyEmphasized], .code, .strikethrough]
        var document = AttributedString()
        for _ in 0..<Int.random(in: 1...40, using: &generator) {
            let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator) ?? "a" }.joined()
            var run = AttributedString(text)
            run.presentationIntent = blocks.randomElement(using: &generator)
            if let intent = intents.randomElement(using: &generator) ?? nil { run.inlinePresentationIntent = intent }
            if Int.random(in: 0..<5, using: &generator) == 0 { run.link = URL(string: "https://example.com") }
            if Int.random(in: 0..<4, using: &generator) == 0 { run.customStyle = Bool.random(using: &generator) ? .boldcaps : .smallitalics }
            if Int.random(in: 0..<4, using: &generator) == 0 { run.customColor = Bool.random(using: &generator) ? .danger : .highlight }
            if Int.random(in: 0..<6, using: &generator) == 0 { run.styleForegroundColor = .pink }
            document.append(run)
        }
        return document
    }

    /// The reference theme application: each run rebuilt with the theme's style under its own.
    private func referenceApply(_ theme: Theme, to document: AttributedString) -> AttributedString {
        var result = AttributedString()
        for run in document.runs {
            var piece = AttributedString(document[run.range])
            let style = theme.style(for: run.presentationIntent, inlinePresentationIntent: run.inlinePresentationIntent, isLink: run.link != nil)
            piece.mergeAttributes(style, mergePolicy: .keepCurrent)
            result.append(piece)
        }
        return result
    }

    /// The reference transform: the tutorial's rules, run by run, into a new string.
    private func referenceTransform(_ document: AttributedString) -> AttributedString {
        var result = AttributedString()
        for run in document.runs {
            var text = String(document[run.range].characters)
            var attributes = run.attributes
            switch run.customStyle {
            case .boldcaps?: text = text.uppercased(); attributes.inlinePresentationIntent = .stronglyEmphasized
            case .smallitalics?: text = text.lowercased(); attributes.inlinePresentationIntent = .emphasized
            case nil: break
            }
            switch run.customColor {
            case .danger?: attributes.styleBackgroundColor = .red; attributes.styleUnderlineStyle = LineStyle(pattern: .dash, color: .yellow)
            case .highlight?: attributes.styleBackgroundColor = .yellow; attributes.styleUnderlineStyle = LineStyle(pattern: .dot, color: .red)
            case nil: break
            }
            result.append(AttributedString(text, attributes: attributes))
        }
        return result
    }

    @Test(arguments: 0..<40)
    func themeApplicationMatchesTheReference(seed: UInt64) {
        var generator = Generator(state: seed)
        let document = randomDocument(using: &generator)
        for theme in Theme.appThemes {
            #expect(theme.apply(to: document) == referenceApply(theme, to: document), "seed \(seed), theme \(theme.name)")
        }
    }

    @Test(arguments: 0..<40)
    func customTransformMatchesTheReference(seed: UInt64) {
        var generator = Generator(state: seed &+ 1000)
        let document = randomDocument(using: &generator)
        let transformed = CustomAttributesTransform().applied(to: document)
        #expect(Self.sameContent(transformed, referenceTransform(document)), "seed \(seed)")
    }

    /// Same Unicode scalars, same runs, same attributes.
    ///
    /// Not `==`: Foundation's `AttributedString.==` compares NFC-normalized pieces and, for text
    /// with combining marks (`e\u{301}`), can answer `false` for two strings with identical
    /// scalars and runs when one was edited with `replaceSubrange` and the other built by
    /// appending (seen with swift-foundation in Swift 6.3.1; it depends on storage layout).
    private static func sameContent(_ left: AttributedString, _ right: AttributedString) -> Bool {
        guard left.unicodeScalars.elementsEqual(right.unicodeScalars) else { return false }
        let leftRuns = left.runs.map { (Array(left[$0.range].unicodeScalars), $0.attributes) }
        let rightRuns = right.runs.map { (Array(right[$0.range].unicodeScalars), $0.attributes) }
        return leftRuns.count == rightRuns.count && zip(leftRuns, rightRuns).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    @Test func sameContentIsStricterThanText() {
        var left = AttributedString("ab")
        var right = AttributedString("ab")
        left.styleForegroundColor = .red
        #expect(!Self.sameContent(left, right))
        right.styleForegroundColor = .red
        #expect(Self.sameContent(left, right))
        #expect(!Self.sameContent(AttributedString("e\u{301}"), AttributedString("\u{e9}")))
    }
}


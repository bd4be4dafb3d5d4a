import Foundation
import Testing
import AttributedMarkdown
@testable import AttributedStyles

@Suite("Style attributes")
struct StyleAttributesTests {
    @Test func dynamicMemberLookupReadsAndWritesEveryKey() {
        var text = AttributedString("Hello")
        text.styleFont = FontDescriptor(family: "Menlo", size: 17)
        text.styleForegroundColor = .indigo
        text.styleBackgroundColor = StyleColor(hex: "#ffcc00")
        text.styleUnderlineStyle = LineStyle(pattern: .dash, color: .yellow)
        text.styleStrikethroughStyle = .single
        text.styleKern = 1.5
        text.styleTracking = 0.5
        text.styleBaselineOffset = -2
        text.styleAlignment = .center
        text.styleLineHeight = .multiple(1.4)
        text.baseWritingDirection = .rightToLeft

        let run = text.runs.first
        #expect(text.runs.count == 1)
        #expect(run?.styleFont?.family == "Menlo")
        #expect(run?.styleFont?.size == 17)
        #expect(run?.styleForegroundColor == .indigo)
        #expect(run?.styleBackgroundColor == StyleColor(red255: 255, green255: 204, blue255: 0))
        #expect(run?.styleUnderlineStyle == LineStyle(pattern: .dash, color: .yellow))
        #expect(run?.styleStrikethroughStyle?.pattern == .solid)
        #expect(run?.styleKern == 1.5)
        #expect(run?.styleTracking == 0.5)
        #expect(run?.styleBaselineOffset == -2)
        #expect(run?.styleAlignment == .center)
        #expect(run?.styleLineHeight == .multiple(1.4))
        #expect(run?.baseWritingDirection == .rightToLeft)
    }

    @Test func containersUseTheSameNamesAlongsideFoundationKeys() {
        var container = AttributeContainer()
        container.styleFont = .system(size: 12, weight: .bold)
        container.link = URL(string: "https://example.com")
        container.inlinePresentationIntent = .stronglyEmphasized
        var text = AttributedString("x")
        text.mergeAttributes(container)
        #expect(text.runs.first?.styleFont?.weight == .bold)
        #expect(text.runs.first?.link?.host == "example.com")
        #expect(text.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
        // Foundation's own run-level writing direction stays a distinct key.
        #expect(text.runs.first?.baseWritingDirection == nil)
    }

    @Test func keyNamesAreStable() {
        typealias S = AttributeScopes.StyleAttributes
        #expect(S.FontAttribute.name == "AMFont")
        #expect(S.ForegroundColorAttribute.name == "AMForegroundColor")
        #expect(S.BackgroundColorAttribute.name == "AMBackgroundColor")
        #expect(S.UnderlineStyleAttribute.name == "AMUnderlineStyle")
        #expect(S.StrikethroughStyleAttribute.name == "AMStrikethroughStyle")
        #expect(S.KernAttribute.name == "AMKern")
        #expect(S.TrackingAttribute.name == "AMTracking")
        #expect(S.BaselineOffsetAttribute.name == "AMBaselineOffset")
        #expect(S.AlignmentAttribute.name == "AMAlignment")
        #expect(S.LineHeightAttribute.name == "AMLineHeight")
        #expect(S.BaseWritingDirectionAttribute.name == "AMBaseWritingDirection")
    }

    @Test func scopeReflectionSeesStyleMarkdownAndFoundationKeys() {
        let keys = AttributeScopeKeys.keys(in: AttributeScopes.StyleAttributes.self)
        for name in ["AMFont", "AMForegroundColor", "AMBackgroundColor", "AMUnderlineStyle", "AMStrikethroughStyle",
                     "AMKern", "AMTracking", "AMBaselineOffset", "AMAlignment", "AMLineHeight", "AMBaseWritingDirection",
                     "AMTightLists", "NSLink", "NSPresentationIntent"] {
            #expect(keys[name] != nil, "missing \(name)")
        }
        let markdownKeys = AttributeScopeKeys.markdownKeys(in: AttributeScopes.StyleAttributes.self)
        #expect(markdownKeys["foregroundColor"] != nil)
        #expect(markdownKeys["font"] != nil)
    }

    @Test func paragraphKeysDoNotUseNewlineParagraphBoundaries() {
        // Markdown-made strings have no newline between blocks: a newline-bounded key would
        // spread a heading's alignment over the following paragraph.
        var heading = AttributedString("Title")
        heading.styleAlignment = .center
        var body = AttributedString("Body")
        body.styleAlignment = .leading
        heading.append(body)
        #expect(heading.runs.map(\.styleAlignment) == [.center, .leading])
        #expect(AttributeScopes.StyleAttributes.AlignmentAttribute.runBoundaries == nil)
        #expect(AttributeScopes.StyleAttributes.LineHeightAttribute.runBoundaries == nil)
        #expect(AttributeScopes.StyleAttributes.BaseWritingDirectionAttribute.runBoundaries == nil)
    }

    @Test func valuesEncodeToStableJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json<T: Encodable>(_ value: T) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        #expect(try json(FontDescriptor(family: "Menlo", size: 17, weight: .bold, italic: true, design: .monospaced, textStyle: .body))
            == #"{"design":"monospaced","family":"Menlo","italic":true,"size":17,"textStyle":"body","weight":"bold"}"#)
        #expect(try json(FontDescriptor(size: 12)) == #"{"size":12}"#)
        #expect(try json(StyleColor.yellow) == #""yellow""#)
        #expect(try json(StyleColor(red: 1, green: 0.5, blue: 0)) == #"{"blue":0,"green":0.5,"opacity":1,"red":1}"#)
        #expect(try json(LineStyle(pattern: .dash, color: .yellow)) == #"{"color":"yellow","pattern":"dash"}"#)
        #expect(try json(LineHeight.points(24)) == #"{"points":24}"#)
        #expect(try json(LineHeight.multiple(1.5)) == #"{"multiple":1.5}"#)
        #expect(try json(ParagraphAlignment.justified) == #""justified""#)
        #expect(try json(BaseWritingDirection.rightToLeft) == #""rightToLeft""#)
    }

    @Test func valuesRoundTripThroughJSON() throws {
        func roundTrip<T: Codable & Equatable>(_ value: T) throws -> Bool {
            try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)) == value
        }
        #expect(try roundTrip(FontDescriptor(family: "Times New Roman", size: 17, weight: .semibold, italic: false, design: .serif, textStyle: .title2)))
        #expect(try roundTrip(StyleColor(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)))
        #expect(try roundTrip(StyleColor.accent))
        #expect(try roundTrip(LineStyle(pattern: .dashDotDot, color: StyleColor(hex: "#123456"))))
        #expect(try roundTrip(LineStyle.single))
        #expect(try roundTrip(LineHeight.multiple(1.25)))
    }

    @Test func malformedJSONIsRejectedNotTrapped() {
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(StyleColor.self, from: Data(#""chartreuse-ish""#.utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(LineHeight.self, from: Data(#"{"multiple":1,"points":2}"#.utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(LineHeight.self, from: Data("{}".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(FontDescriptor.Weight.self, from: Data(#""extraBold""#.utf8)) }
        #expect((try? decoder.decode(StyleColor.self, from: Data("\"#FF8800\"".utf8))) == StyleColor(red255: 255, green255: 136, blue255: 0))
    }

    @Test func markdownDecodableNamesAreTheSwiftMemberNames() {
        typealias S = AttributeScopes.StyleAttributes
        #expect(S.ForegroundColorAttribute.markdownName == "foregroundColor")
        #expect(S.BaseWritingDirectionAttribute.markdownName == "baseWritingDirection")
    }
}


#if !canImport(Darwin)
/// On Linux, code written with the UI frameworks' spelling (`container.foregroundColor`) compiles
/// and sets the same keys as the portable `style…` names.
@Suite struct AppleSpellingTests {
    @Test func theAppleSpellingSetsTheStyleKeys() {
        var apple = AttributeContainer()
        apple.foregroundColor = .red   // apple-spelling (kept by rename-style-keys.sh)
        apple.font = FontDescriptor(weight: .bold)   // apple-spelling (kept by rename-style-keys.sh)
        apple.kern = 1   // apple-spelling (kept by rename-style-keys.sh)
        var portable = AttributeContainer()
        portable.styleForegroundColor = .red
        portable.styleFont = FontDescriptor(weight: .bold)
        portable.styleKern = 1
        #expect(apple == portable)
    }
}
#endif

import Foundation
import Testing
import AttributedMarkdown
import TutorialScope
@testable import AttributedStyles

@Suite("Theme JSON")
struct ThemeCodingTests {
    @Test(arguments: Theme.appThemes)
    func builtInThemesRoundTrip(theme: Theme) throws {
        let data = try JSONEncoder().encode(theme)
        let decoded = try JSONDecoder().decode(Theme.self, from: data)
        #expect(decoded == theme)
    }

    @Test func handWrittenThemeDecodes() throws {
        let json = """
        {"name": "sepia", "displayName": "Sepia",
         "base": {"font": {"family": "Georgia", "size": 18}, "foregroundColor": "#5b4636", "lineHeight": {"multiple": 1.6}},
         "blocks": {"heading1": {"font": {"size": 30, "weight": "bold"}, "alignment": "center"}},
         "inlines": {"code": {"backgroundColor": "#f1e7d0", "kern": 0.5}, "link": {"underlineStyle": {"pattern": "dot"}}}}
        """
        let theme = try JSONDecoder().decode(Theme.self, from: Data(json.utf8))
        #expect(theme.name == "sepia")
        #expect(theme.appearance == .light)
        #expect(theme.base.styleFont == FontDescriptor(family: "Georgia", size: 18))
        #expect(theme.base.styleForegroundColor == StyleColor(hex: "#5b4636"))
        #expect(theme.base.styleLineHeight == .multiple(1.6))
        #expect(theme[block: .heading1].styleAlignment == .center)
        #expect(theme[inline: .code].styleKern == 0.5)
        #expect(theme[inline: .link].styleUnderlineStyle == LineStyle(pattern: .dot))
        let heading = theme.style(for: PresentationIntent(.header(level: 1), identity: 1))
        #expect(heading.styleFont == FontDescriptor(family: "Georgia", size: 30, weight: .bold))
    }

    @Test func encodedThemeUsesReadableNames() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Theme.important), as: UTF8.self)
        #expect(json.contains(#""base":{"backgroundColor":"yellow","font":{"design":"monospaced","family":"Courier New","size":17}}"#))
        #expect(json.contains(#""stronglyEmphasized":{"font":{"weight":"bold"}}"#))
        #expect(json.contains(#""name":"important""#))
    }

    @Test func typosAreReportedNotIgnored() {
        let decoder = JSONDecoder()
        let unknownStyle = #"{"name": "x", "displayName": "X", "base": {"foregroundColour": "red"}}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Theme.self, from: Data(unknownStyle.utf8)) }
        let unknownBlock = #"{"name": "x", "displayName": "X", "blocks": {"heading7": {}}}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Theme.self, from: Data(unknownBlock.utf8)) }
        let unknownInline = #"{"name": "x", "displayName": "X", "inlines": {"bold": {}}}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Theme.self, from: Data(unknownInline.utf8)) }
        let missingName = #"{"displayName": "X"}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Theme.self, from: Data(missingName.utf8)) }
    }
}

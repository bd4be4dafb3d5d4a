import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import Testing

@Suite("RTF renderer")
struct RTFRendererTests {
    @Test func golden() throws {
        let output = RTFRenderer().render(try StyledOutputGoldenFiles.styledKitchenSink())
        try StyledOutputGoldenFiles.expectMatches(output, golden: "rtf/kitchen-sink.rtf")
    }

    @Test func documentIsASCIIWithBalancedGroups() throws {
        let output = RTFRenderer().render(try StyledOutputGoldenFiles.styledKitchenSink())
        #expect(output.hasPrefix("{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1\n{\\fonttbl{\\f0\\fswiss\\fcharset0 Helvetica;}{\\f1\\fmodern\\fcharset0 Courier New;}"))
        #expect(output.utf8.allSatisfy { $0 < 0x80 })
        var depth = 0
        var escaped = false
        var minimum = 0
        for byte in output.utf8 {
            if escaped { escaped = false; continue }
            switch byte {
            case UInt8(ascii: "\\"): escaped = true
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth -= 1; minimum = min(minimum, depth)
            default: break
            }
        }
        #expect(depth == 0)
        #expect(minimum == 0)
    }

    @Test func unicodeEscapesAreSignedUTF16() throws {
        let output = RTFRenderer().render(AttributedString("é日가😀{\\}"))
        #expect(output.contains("{\\f0\\fs24 \\u233?\\u26085?\\u-21504?\\u-10179?\\u-8704?\\{\\\\\\}}"))
    }

    @Test func hostileOptionsAndSizesStayValid() throws {
        var string = try StyledOutputGoldenFiles.parse("| a |\n|---|\n| b |\n\ntext")
        string.styleFont = FontDescriptor(size: .infinity)
        let output = RTFRenderer(options: .init(baseFontSize: .nan, textWidth: .nan)).render(string)
        #expect(output.contains("\\cellx9360"))
        #expect(output.contains("{\\f0\\fs24 text}"))
    }

    @Test func tutorialCustomAttributes() throws {
        var string = try StyledOutputGoldenFiles.parse("^[Hello](customStyle: 'boldcaps', customColor: 'danger') ^[Quiet](customStyle: 'smallitalics', customColor: 'highlight')")
        CustomAttributesTransform().apply(to: &string)
        let output = RTFRenderer().render(string)
        #expect(output.contains("{\\colortbl;\\red255\\green59\\blue48;\\red255\\green204\\blue0;}"))
        #expect(output.contains("{\\f0\\fs24\\b\\uldash\\ulc2\\highlight1\\cb1 HELLO}"))
        #expect(output.contains("{\\f0\\fs24\\i\\uld\\ulc1\\highlight2\\cb2 quiet}"))
    }

    @Test func fontsSizesAndColorsFromStyleAttributes() throws {
        var string = AttributedString("Title")
        string.styleFont = FontDescriptor(family: "Georgia", size: 20, weight: .bold, italic: true, design: .serif)
        string.styleForegroundColor = StyleColor(hex: "#336699")
        string.styleStrikethroughStyle = .single
        let output = RTFRenderer().render(string)
        #expect(output.contains("{\\f2\\froman\\fcharset0 Georgia;}"))
        #expect(output.contains("{\\colortbl;\\red51\\green102\\blue153;}"))
        #expect(output.contains("{\\f2\\fs40\\b\\i\\strike\\cf1 Title}"))
    }

    @Test func blocksLinksListsAndTables() throws {
        let source = """
        # Head

        - one
          1. nested

        > quote

        [a "link"](https://example.com/?q="x")

        | a | b |
        |---|:-:|
        | 1 | 2 |
        """
        let output = RTFRenderer().render(try StyledOutputGoldenFiles.parse(source))
        #expect(output.contains("\\keepn\\outlinelevel0 {\\f0\\fs48\\b Head}\\par}"))
        #expect(output.contains("\\li360\\fi-360\\tx360 {\\f0\\fs24 \\u8226?}\\tab {\\f0\\fs24 one}"))
        #expect(output.contains("\\li720\\fi-360\\tx720 {\\f0\\fs24 1.}\\tab {\\f0\\fs24 nested}"))
        #expect(output.contains("{\\pard\\plain\\sb0\\sa120\\li720 {\\f0\\fs24 quote}\\par}"))
        #expect(output.contains("{\\field{\\*\\fldinst HYPERLINK \"https://example.com/?q=%22x%22\"}{\\fldrslt {\\f0\\fs24\\ul\\cf1 a \"link\"}}}"))
        #expect(output.contains("\\trowd\\trgaph108\\trleft0\\trhdr"))
        #expect(output.contains("\\pard\\plain\\intbl\\qc {\\f0\\fs24\\b b}\\cell"))
        #expect(output.contains("\\row"))
    }
}

import Foundation
import Testing
import AttributedStyles
@testable import AttributedEditing

private typealias Style = AttributeScopes.StyleAttributes

@Suite("Style commands over AttributedStyles")
struct StyleCommandTests {
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func underlineTreatsAnyUnderlineAsOnAndKeepsItsPattern() throws {
        var text = AttributedString("dashed plain")
        let dashed = LineStyle(pattern: .dash)
        text[try #require(text.range(of: "dashed"))][Style.UnderlineStyleAttribute.self] = dashed
        var editor = RichTextEditor(text: text)
        editor.selectAll()
        #expect(editor.formattingState(of: StyleCommands.underline) == .mixed)
        editor.toggleUnderline()
        #expect(pieces(of: editor.text, Style.UnderlineStyleAttribute.self).map(\.1) == [dashed, .single])
        #expect(editor.formattingState(of: StyleCommands.underline) == .on)
        editor.toggleUnderline()
        #expect(editor.text.runs.allSatisfy { $0[Style.UnderlineStyleAttribute.self] == nil })
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func fontSizeKeepsTheRestOfEachRunsFont() throws {
        var text = AttributedString("mono body")
        text[try #require(text.range(of: "mono"))][Style.FontAttribute.self] = FontDescriptor(family: "Menlo", size: 11)
        var editor = RichTextEditor(text: text)
        editor.selectAll()
        #expect(editor.formattingState(of: StyleCommands.fontSize(18)) == .off)
        editor.setFontSize(18)
        let fonts = pieces(of: editor.text, Style.FontAttribute.self).map(\.1)
        #expect(fonts == [FontDescriptor(family: "Menlo", size: 18), FontDescriptor(size: 18)])
        #expect(editor.formattingState(of: StyleCommands.fontSize(18)) == .on)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func colorsSetAndClear() {
        var editor = RichTextEditor(text: AttributedString("paint"))
        editor.selectAll()
        editor.setForegroundColor(.red)
        editor.apply(StyleCommands.backgroundColor(.yellow))
        #expect(textsWith(Style.ForegroundColorAttribute.self, equalTo: .red, in: editor.text) == ["paint"])
        #expect(textsWith(Style.BackgroundColorAttribute.self, equalTo: .yellow, in: editor.text) == ["paint"])
        editor.setForegroundColor(nil)
        #expect(editor.text.runs.allSatisfy { $0[Style.ForegroundColorAttribute.self] == nil })
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func alignmentAppliesToTheInsertionPointsParagraph() {
        var editor = RichTextEditor(text: AttributedString("title\nbody text\nend"))
        editor.select(characterRanges: [0 ..< 0])
        editor.setAlignment(.center)
        #expect(textsWith(Style.AlignmentAttribute.self, equalTo: .center, in: editor.text) == ["title\n"])
        editor.select(characterRanges: [8 ..< 12])
        editor.setAlignment(.trailing)
        #expect(textsWith(Style.AlignmentAttribute.self, equalTo: .trailing, in: editor.text) == ["body text\n"])
        #expect(editor.formattingState(of: StyleCommands.alignment(.trailing)) == .on)
        #expect(selectedTexts(editor) == ["dy t"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func emptySelectionStyleCommandsChangeTypingAttributes() {
        var editor = RichTextEditor(text: AttributedString("a"))
        editor.setFontSize(30)
        editor.toggleUnderline()
        #expect(plain(editor.text) == "a")
        #expect(editor.text.runs.allSatisfy { $0[Style.FontAttribute.self] == nil })
        editor.insert("b")
        #expect(pieces(of: editor.text, Style.FontAttribute.self).map(\.1) == [nil, FontDescriptor(size: 30)])
        #expect(textsWith(Style.UnderlineStyleAttribute.self, equalTo: .single, in: editor.text) == ["b"])
    }
}

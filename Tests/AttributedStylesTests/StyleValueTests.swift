import Foundation
import Testing
import AttributedMarkdown
@testable import AttributedStyles

@Suite("Style values")
struct StyleValueTests {
    @Test(arguments: [
        ("#ff8800", "#ff8800"), ("FF8800", "#ff8800"), ("#f80", "#ff8800"), ("#F808", "#ff880088"),
        ("#00000080", "#00000080"), ("#ABCDEF", "#abcdef"),
    ])
    func hexParsesTheCSSForms(input: String, expected: String) {
        #expect(StyleColor(hex: input)?.hexString() == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#123456789", "#ggg", "# 123", "12 34 56", "#ｆｆｆ", "#-1-1-1"])
    func malformedHexIsRejected(input: String) {
        #expect(StyleColor(hex: input) == nil)
    }

    @Test func namedColorsResolvePerAppearance() {
        #expect(StyleColor.red.hexString(for: .light) == "#ff3b30")
        #expect(StyleColor.red.hexString(for: .dark) == "#ff453a")
        #expect(StyleColor.indigo.hexString() == "#5856d6")
        #expect(StyleColor.primary.hexString(for: .dark) == "#ffffff")
        #expect(StyleColor.secondary.resolved(for: .light).opacity == 0.6)
        #expect(StyleColor.accent.resolved(for: .light) == StyleColor.blue.resolved(for: .light))
        #expect(StyleColor.clear.hexString() == "#00000000")
        #expect(StyleColor.yellow.name == .yellow)
        #expect(StyleColor(red: 1, green: 1, blue: 1).name == nil)
        #expect(StyleColor.Name.allCases.count == 19)
    }

    @Test func componentsAreClampedSoEveryColorIsValid() {
        let color = StyleColor(red: 2, green: -1, blue: .nan, opacity: .infinity).resolved()
        #expect(color == StyleColor.RGBA(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(StyleColor(red: 2, green: -1, blue: .nan).hexString() == "#ff0000")
    }

    @Test func fontFillingTakesOnlyUnsetProperties() {
        let heading = FontDescriptor(family: "Avenir", size: 32, weight: .semibold, italic: false, design: .default)
        let code = FontDescriptor(design: .monospaced)
        #expect(code.filling(from: heading) == FontDescriptor(family: "Avenir", size: 32, weight: .semibold, italic: false, design: .monospaced))
        #expect(heading.filling(from: code) == heading)
        #expect(FontDescriptor().filling(from: heading) == heading)
        #expect(FontDescriptor().isEmpty)
        #expect(!code.isEmpty)
    }

    @Test func fontBuildersMirrorSwiftUI() {
        #expect(FontDescriptor.custom("Menlo", size: 17) == FontDescriptor(family: "Menlo", size: 17))
        #expect(FontDescriptor.system(size: 12, weight: .light) == FontDescriptor(size: 12, weight: .light))
        #expect(FontDescriptor.textStyle(.title).bold().italic().monospaced()
            == FontDescriptor(weight: .bold, italic: true, design: .monospaced, textStyle: .title))
        #expect(FontDescriptor.textStyle(.title).resolvedSize == 28)
        #expect(FontDescriptor.textStyle(.headline).resolvedWeight == .semibold)
        #expect(FontDescriptor(size: 9, textStyle: .largeTitle).resolvedSize == 9)
        #expect(FontDescriptor().resolvedSize == nil)
    }

    @Test func unusableSizesAreNotResolved() {
        #expect(FontDescriptor(size: .nan).resolvedSize == nil)
        #expect(FontDescriptor(size: -3, textStyle: .caption).resolvedSize == 12)
        #expect(FontDescriptor(size: 0).resolvedSize == nil)
        #expect(FontDescriptor(size: .infinity).resolvedSize == nil)
        #expect(FontDescriptor(size: 1e12).resolvedSize == FontDescriptor.maximumSize)
    }

    @Test func weightsAreOrderedAndMapToCSS() {
        #expect(FontDescriptor.Weight.allCases.map(\.numericValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontDescriptor.Weight.allCases == FontDescriptor.Weight.allCases.sorted())
        #expect(FontDescriptor.Weight.semibold.isBold)
        #expect(!FontDescriptor.Weight.medium.isBold)
    }
}

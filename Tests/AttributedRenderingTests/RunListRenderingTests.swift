import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownTestSupport
import Testing

/// Terminal, plain text, Markdown and RTF rendered from an `AttributedRunList` are exactly what
/// rendering the `AttributedString` of the same Markdown gives (RTF and the terminal also with a
/// theme applied on the fly against the theme's styled copy of the string). The block tree reads a
/// run list's attributes a layer at a time (`AttributedRunList.Layers`) and the string's a run at a
/// time, so these also check that the two readings agree.
@Suite("Rendering from a run list = rendering the string")
struct RunListRenderingTests {
    static func inputs() throws -> [String] {
        let readme = try String(
            contentsOf: StyledOutputGoldenFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        return [
            try StyledOutputGoldenFiles.kitchenSinkSource(),
            readme,
            "*e*\u{301} and **a**\u{308}b, [](empty) [x](y \"t\") a[^1]\n\n[^1]: note\n\n- [ ] task\n- [x] done\n",
            // Run boundaries inside grapheme clusters: the character view rounds them down.
            "*e*\u{301}x a*b*\u{301}\u{302}c **ab**\u{301} *\u{1F469}*\u{200D}\u{1F469} `x`\u{301} *\u{1F1EB}*\u{1F1F7} é*é*é\n",
            "[e](u)\u{301} ~~s~~\u{301} *a*\u{301}*b*\u{301}*c*\u{301}\n\n# *h*\u{301}\n",
            (0..<80).map { "*e\($0)* plain **s\($0)** `c` " }.joined() + "\n",
        ] + TestCorpus.fileNames.compactMap(TestCorpus.text)
    }

    @Test func terminalOutputIsTheSame() throws {
        for (number, markdown) in try Self.inputs().enumerated() {
            let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
            let runs = try AttributedRunList(markdown: markdown, syntaxExtensions: .all)
            for mode in [TerminalColorMode.none, .ansi256, .truecolor] {
                let plain = TerminalRenderer(options: .init(width: 72, colorMode: mode))
                #expect(plain.render(runs) == plain.render(string), "input \(number) \(mode)")
                for theme in [Theme.default, .dark] {
                    let themed = TerminalRenderer(options: .init(width: 80, colorMode: mode, theme: theme))
                    let expected = themed.render(string, applyingTheme: theme)
                    #expect(themed.render(runs, applyingTheme: theme) == expected, "input \(number) \(mode) \(theme.name)")
                    if mode != .none { #expect(expected.contains("\u{1B}[")) }
                }
            }
        }
    }

    @Test func plainTextIsTheSame() throws {
        for (number, markdown) in try Self.inputs().enumerated() {
            let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
            let runs = try AttributedRunList(markdown: markdown, syntaxExtensions: .all)
            let expected = PlainTextRenderer().render(string)
            #expect(!expected.isEmpty)
            #expect(PlainTextRenderer().render(runs) == expected, "input \(number)")
        }
    }

    @Test func markdownIsTheSame() throws {
        for (number, markdown) in try Self.inputs().enumerated() {
            let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
            let runs = try AttributedRunList(markdown: markdown, syntaxExtensions: .all)
            let expected = MarkdownWriter().markdown(from: string)
            #expect(!expected.isEmpty)
            #expect(MarkdownWriter().markdown(from: runs) == expected, "input \(number)")
        }
    }

    @Test func rtfIsTheSameWithAndWithoutATheme() throws {
        for (number, markdown) in try Self.inputs().enumerated() {
            let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
            let runs = try AttributedRunList(markdown: markdown, syntaxExtensions: .all)
            let plain = RTFRenderer()
            #expect(plain.render(runs) == plain.render(string), "input \(number)")
            for theme in [Theme.default, .dark] {
                let renderer = RTFRenderer(options: .init(appearance: theme.appearance))
                let expected = renderer.render(theme.apply(to: string))
                #expect(expected.contains("\\cf"), "input \(number) \(theme.name): the theme's colors are written")
                #expect(renderer.render(runs, applyingTheme: theme) == expected, "input \(number) \(theme.name)")
            }
        }
    }
}

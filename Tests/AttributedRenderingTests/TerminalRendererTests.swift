import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import Testing

@Suite("Terminal renderer")
struct TerminalRendererTests {
    private func render(_ string: AttributedString, width: Int = 80, mode: TerminalColorMode = .truecolor,
                        hyperlinks: Bool = true, theme: Theme? = nil) -> String {
        TerminalRenderer(options: .init(width: width, colorMode: mode, hyperlinks: hyperlinks, theme: theme)).render(string)
    }

    // MARK: Golden

    @Test func goldenTruecolor() throws {
        let output = render(try StyledOutputGoldenFiles.styledKitchenSink(), width: 80, theme: .default)
        try StyledOutputGoldenFiles.expectMatches(output, golden: "terminal/kitchen-sink.truecolor.ansi")
    }

    @Test func goldenAnsi16WithoutHyperlinks() throws {
        let output = render(try StyledOutputGoldenFiles.styledKitchenSink(theme: .dark), width: 72, mode: .ansi16,
                            hyperlinks: false, theme: .dark)
        try StyledOutputGoldenFiles.expectMatches(output, golden: "terminal/kitchen-sink.ansi16-dark.ansi")
    }

    @Test func goldenPlain() throws {
        let output = render(try StyledOutputGoldenFiles.styledKitchenSink(), width: 60, mode: .none, theme: .default)
        #expect(!output.contains("\u{1B}"))
        try StyledOutputGoldenFiles.expectMatches(output, golden: "terminal/kitchen-sink.plain.txt")
    }

    /// Applying the theme while rendering gives exactly what rendering the styled copy gives:
    /// every built-in theme, every color mode, with and without hyperlinks, on the kitchen sink
    /// (with the tutorial's own style attributes, which win over the theme's) and the README.
    @Test func applyingTheThemeWhileRenderingEqualsRenderingTheStyledCopy() throws {
        var kitchenSink = try StyledOutputGoldenFiles.parse(StyledOutputGoldenFiles.kitchenSinkSource())
        CustomAttributesTransform().apply(to: &kitchenSink)
        let readme = try StyledOutputGoldenFiles.parse(
            String(contentsOf: StyledOutputGoldenFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8))
        for document in [kitchenSink, readme] {
            for theme in Theme.appThemes {
                let styled = theme.apply(to: document)
                for mode in TerminalColorMode.allCases {
                    for hyperlinks in [true, false] {
                        let renderer = TerminalRenderer(options: .init(width: 72, colorMode: mode, hyperlinks: hyperlinks, theme: theme))
                        let expected = renderer.render(styled)
                        #expect(renderer.render(document, applyingTheme: theme) == expected, "\(theme.name) \(mode) \(hyperlinks)")
                        if mode == .truecolor { #expect(expected.contains("\u{1B}[")) }
                    }
                }
            }
        }
    }

    // MARK: Width

    @Test(arguments: [60, 120])
    func noLineExceedsTheWidth(width: Int) throws {
        let readme = try String(contentsOf: StyledOutputGoldenFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let documents = [
            try StyledOutputGoldenFiles.styledKitchenSink(),
            Theme.default.apply(to: try StyledOutputGoldenFiles.parse(readme)),
        ]
        for document in documents {
            for mode in TerminalColorMode.allCases {
                let output = render(document, width: width, mode: mode, theme: .default)
                let widths = TerminalTestText.lineWidths(output)
                #expect(widths.max() ?? 0 <= width, "mode \(mode)")
                #expect(widths.contains { $0 > width * 3 / 4 }, "lines should use the width")
            }
        }
    }

    @Test func noLineExceedsEvenTinyWidths() throws {
        let document = try StyledOutputGoldenFiles.styledKitchenSink()
        for width in 1...40 {
            let output = render(document, width: width, mode: .ansi256, theme: .default)
            #expect(TerminalTestText.lineWidths(output).max() ?? 0 <= width, "width \(width)")
        }
    }

    @Test func absurdWidthsAreClamped() throws {
        let string = try StyledOutputGoldenFiles.parse("a\n\n---\n")
        #expect(render(string, width: 0, mode: .none) == "a\n\n─\n")
        let huge = render(string, width: Int.max, mode: .none)
        #expect(huge == "a\n\n" + String(repeating: "─", count: TerminalRenderer.Options.maximumWidth) + "\n")
    }

    @Test func wideCharactersWrapByDisplayWidth() throws {
        let string = try StyledOutputGoldenFiles.parse(String(repeating: "日本語 ", count: 30))
        let output = render(string, width: 20, mode: .none)
        let widths = TerminalTestText.lineWidths(output)
        #expect(widths.max() == 20)  // 3 words of 3 wide characters + 2 spaces
        #expect(output.split(separator: "\n").allSatisfy { $0.count <= 11 })
    }

    @Test func longWordsBreakAndCodeIsCutWithAnEllipsis() throws {
        let string = try StyledOutputGoldenFiles.parse(String(repeating: "x", count: 25) + "\n\n    " + String(repeating: "y", count: 30) + "\n")
        let output = render(string, width: 10, mode: .none)
        #expect(output == "xxxxxxxxxx\nxxxxxxxxxx\nxxxxx\n\n    yyyyy…\n")
    }

    /// A highlighted code line is cut at the same column whether the token it is cut in is
    /// ASCII (cut by bytes) or not (cut by characters and their widths), in a theme's box too.
    @Test func highlightedCodeIsCutAtTheWidthInAnyScript() throws {
        for (word, width) in [("abcdefghij", 1), ("éèêëàâäîïô", 1), ("日本語日本語日本語日", 2)] {
            let code = "```swift\nlet x = \"" + String(repeating: word, count: 4) + "\" // " + word + "\n```\n"
            let string = try StyledOutputGoldenFiles.parse(code)
            for theme in [nil, Theme.default] {
                let output = TerminalTestText.stripped(render(string, width: 24, theme: theme))
                let line = try #require(output.split(separator: "\n").first { $0.contains("let") })
                #expect(line.hasSuffix("…"), "\(word) \(theme == nil)")
                // Cut to the width exactly, one column short when a wide character did not fit.
                let columns = DisplayWidth.of(String(line))
                #expect(columns <= 24 && columns > 24 - width, "\(word): \(columns) columns")
                #expect(line.contains("let x = \"" + word.prefix(3)))
            }
        }
    }

    /// `runs` rendered with `options` (applying its theme, if any) with lines encoded straight
    /// from their bytes, and with every line laid out as a `TerminalLine` first.
    private func renderedBothWays(_ runs: AttributedRunList, options: TerminalRenderer.Options) -> (direct: String, laidOut: String) {
        var laidOutOptions = options
        laidOutOptions.encodesLinesDirectly = false
        func render(_ options: TerminalRenderer.Options) -> String {
            options.theme.map { TerminalRenderer(options: options).render(runs, applyingTheme: $0) }
                ?? TerminalRenderer(options: options).render(runs)
        }
        return (render(options), render(laidOutOptions))
    }

    /// Code lines that fit are encoded straight from the code's bytes; the same lines laid out as
    /// `TerminalLine`s first (the path every other line takes) give the same bytes, at the width
    /// exactly and one past it, with trailing spaces, tabs, wide and control characters, in lists
    /// and quotes, boxed by a theme or not, with and without colours and highlighting.
    @Test func codeLinesWrittenFromBytesEqualLaidOutLines() throws {
        let markdown = """
        ```swift
        let exactly = "fills twenty-four c"
        let onePast = "fills twenty-five co"
        let trailing = 1\u{20}\u{20}
        \tlet tab = 2
        let wide = "日本語" // wide
        let bell = "\u{7}"

        ```

        - item

          ```python
          def f(x): return x  # a comment
          ```

        > ```
        > plain code in a quote
        > ```

        ```
        ```
        """
        let runs = try AttributedRunList(markdown: markdown, syntaxExtensions: .gfm)
        for mode in [TerminalColorMode.truecolor, .ansi256, .ansi16, .none] {
            for theme in [nil, Theme.default] {
                for highlights in [true, false] {
                    for width in [24, 25, 30, 80] {
                        let options = TerminalRenderer.Options(width: width, colorMode: mode, theme: theme, highlightsCode: highlights)
                        let (direct, laidOut) = renderedBothWays(runs, options: options)
                        #expect(direct == laidOut, "\(mode) width \(width) theme \(theme != nil) highlight \(highlights)")
                        #expect(TerminalTestText.stripped(direct).contains("let trailing"))
                    }
                }
            }
        }
    }

    /// Wrapped text of printable ASCII is wrapped on its bytes and encoded straight from them; the
    /// same text wrapped by `TerminalLineWrapper` and laid out as `TerminalLine`s gives the same
    /// bytes: words across styles and links, hard breaks, runs of spaces, words wider than the
    /// line, headings, lists and quotes, a paragraph with one non-ASCII word (wrapped the old way).
    @Test func wrappedLinesWrittenFromBytesEqualLaidOutLines() throws {
        let markdown = """
        # A heading that wraps on narrow terminals

        Plain words, **bold words**, *slanted*, `code`, and [a link](https://example.com/a) that
        goes on;  two  spaces, a hard break\\
        here, and a supercalifragilisticexpialidociouswordthatiswiderthananyline too.

        - a list item with **bold** text that wraps
          > and a quote inside it, [linked](https://example.com/b)

        Café is not ASCII, so this paragraph wraps by characters.
        """
        let runs = try AttributedRunList(markdown: markdown, syntaxExtensions: .gfm)
        for mode in [TerminalColorMode.truecolor, .ansi16, .none] {
            for theme in [nil, Theme.default] {
                for hyperlinks in [true, false] {
                    for width in [7, 20, 33, 80] {
                        let options = TerminalRenderer.Options(width: width, colorMode: mode, hyperlinks: hyperlinks, theme: theme)
                        let (direct, laidOut) = renderedBothWays(runs, options: options)
                        #expect(direct == laidOut, "\(mode) width \(width) theme \(theme != nil) hyperlinks \(hyperlinks)")
                        #expect(TerminalTestText.lineWidths(direct).allSatisfy { $0 <= width })
                    }
                }
            }
        }
    }

    /// Without colours a code line's trailing spaces are trimmed, as every other line's are; with
    /// them they are kept (the code is shown as written).
    @Test func codeLineTrailingSpacesAreTrimmedOnlyWithoutColors() throws {
        let string = try StyledOutputGoldenFiles.parse("```\nx = 1  \ny\n```\n")
        #expect(render(string, mode: .none) == "    x = 1\n    y\n")
        #expect(TerminalTestText.stripped(render(string, mode: .ansi256)).contains("    x = 1  \n"))
    }

    // MARK: Styles

    @Test func tutorialCustomAttributesRenderAsBoldCapsRedBackgroundDashedYellowUnderline() throws {
        var string = try StyledOutputGoldenFiles.parse("^[Hello](customStyle: 'boldcaps', customColor: 'danger')")
        CustomAttributesTransform().apply(to: &string)
        #expect(render(string, mode: .truecolor)
            == "\u{1B}[1;4:5;48;2;255;59;48;58;2;255;204;0mHELLO\u{1B}[0m\n")
        #expect(render(string, mode: .ansi256)
            == "\u{1B}[1;4:5;48;5;203;58;5;220mHELLO\u{1B}[0m\n")
        // 16 colors: a plain underline, no underline color (SGR 58 is not understood there).
        #expect(render(string, mode: .ansi16) == "\u{1B}[1;4;101mHELLO\u{1B}[0m\n")
        #expect(render(string, mode: .none) == "HELLO\n")
        // Themed, the text color comes along (the background is not the page's).
        let themed = Theme.default.apply(to: string)
        #expect(render(themed, mode: .truecolor, theme: .default)
            == "\u{1B}[1;4:5;38;2;31;35;40;48;2;255;59;48;58;2;255;204;0mHELLO\u{1B}[0m\n")
    }

    @Test func highlightIsDottedRedUnderlineOnYellow() throws {
        var string = try StyledOutputGoldenFiles.parse("^[Quiet](customStyle: 'smallitalics', customColor: 'highlight')")
        CustomAttributesTransform().apply(to: &string)
        #expect(render(string, mode: .truecolor)
            == "\u{1B}[3;4:4;48;2;255;204;0;58;2;255;59;48mquiet\u{1B}[0m\n")
    }

    @Test func semanticLooksWithoutStyleAttributes() throws {
        let string = try StyledOutputGoldenFiles.parse("*a* **b** ~~c~~")
        #expect(render(string, mode: .ansi256) == "\u{1B}[3ma\u{1B}[0m \u{1B}[1mb\u{1B}[0m \u{1B}[9mc\u{1B}[0m\n")
    }

    @Test func themeBaseColorsAreTheTerminalsOwn() throws {
        let string = Theme.default.apply(to: try StyledOutputGoldenFiles.parse("plain words"))
        #expect(render(string, mode: .truecolor, theme: .default) == "plain words\n")
        // Without the theme, its base color is just another color.
        #expect(render(string, mode: .truecolor) == "\u{1B}[38;2;31;35;40mplain words\u{1B}[0m\n")
    }

    // MARK: Links

    @Test func linksAsHyperlinksOrTextAndURL() throws {
        let string = try StyledOutputGoldenFiles.parse("[Swift](https://swift.org) <https://example.com>")
        let linked = render(string, mode: .ansi256)
        #expect(linked.contains("\u{1B}]8;;https://swift.org\u{1B}\\"))
        #expect(linked.contains("\u{1B}]8;;\u{1B}\\"))
        #expect(render(string, mode: .ansi256, hyperlinks: false).contains("Swift\u{1B}[0m\u{1B}[38;5;244m (https://swift.org)"))
        #expect(render(string, mode: .none) == "Swift (https://swift.org) https://example.com\n")
    }

    // MARK: Blocks

    @Test func listsQuotesRulesAndTables() throws {
        let source = """
        - a
          - b
            - c
        - [x] done

        > quoted

        ---

        | h | i |
        |---|--:|
        | 1 | 2 |
        """
        let output = render(try StyledOutputGoldenFiles.parse(source), width: 20, mode: .none)
        #expect(output == """
        • a
          ◦ b
            ▪ c
        ☑ done

        │ quoted

        ────────────────────

        ┌───┬───┐
        │ h │ i │
        ├───┼───┤
        │ 1 │ 2 │
        └───┴───┘

        """)
    }

    @Test func tablesShrinkAndWrapToFit() throws {
        let source = "| one two three four | five six seven eight |\n|---|---|\n| a | b |\n"
        let output = render(try StyledOutputGoldenFiles.parse(source), width: 24, mode: .none)
        #expect(output == """
        ┌───────────┬──────────┐
        │ one two   │ five six │
        │ three     │ seven    │
        │ four      │ eight    │
        ├───────────┼──────────┤
        │ a         │ b        │
        └───────────┴──────────┘

        """)
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let string = AttributedString("evil \u{1B}]0;title\u{07} \u{1B}[31mred")
        let output = render(string, mode: .ansi256)
        #expect(!output.contains("\u{1B}]0;"))
        #expect(!output.contains("\u{07}"))
        #expect(output == "evil \u{FFFD}]0;title\u{FFFD} \u{FFFD}[31mred\n")
    }

    // MARK: Display width

    @Test func displayWidths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("→•") == 2)
    }
}

/// Display widths of rendered lines, escape sequences removed.
enum TerminalTestText {
    static func lineWidths(_ output: String) -> [Int] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayWidth.of(stripped(String($0))) }
    }

    /// `text` without SGR (`ESC [ … m`) and OSC (`ESC ] … ESC \`) sequences.
    static func stripped(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "["?:
                while let next = scalars.next(), next != "m" {}
            case "]"?:
                var previous: Unicode.Scalar = " "
                while let next = scalars.next() {
                    if previous == "\u{1B}" && next == "\\" { break }
                    previous = next
                }
            default:
                break
            }
        }
        return result
    }
}

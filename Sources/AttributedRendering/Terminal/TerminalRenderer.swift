import AttributedMarkdown
import AttributedStyles
import Foundation

/// Renders an `AttributedString` for a terminal: wrapped to a width, styled with SGR escape
/// sequences, links as OSC 8 hyperlinks.
///
/// Markdown's meaning gives the basic look (bold colored headings with `#` level marks,
/// italic emphasis, colored code, underlined links, block quotes behind a `│` bar, `•`/`◦`/`▪`
/// bullets and `☐`/`☑` tasks, tables drawn with box characters, full-width rules, footnotes
/// at the end). Style attributes in the string (`AttributeScopes/StyleAttributes`, from a
/// `Theme` or a transform) refine it: font weight and slant, foreground and background
/// colors, underline patterns and colors, strikethrough.
///
/// **Width.** Text wraps at word boundaries by *display* width (CJK and emoji count two
/// columns, combining marks none; see ``DisplayWidth``). No line is ever wider than
/// ``Options/width``: words wider than a line are broken, tables shrink their columns and wrap
/// their cells, and code blocks, which must not be re-wrapped, are cut with a final `…`.
///
/// **Colors.** ``TerminalColorMode/none`` writes plain text with no escape sequence at all;
/// the other modes map colors to the 16 basic colors, the 256-color palette, or 24-bit color.
public struct TerminalRenderer: Sendable {
    /// How ``TerminalRenderer`` lays out and colors its output.
    public struct Options: Sendable {
        /// The number of columns; no line is wider (values below 1 count as 1, above
        /// ``maximumWidth`` as ``maximumWidth``).
        public var width: Int

        /// The widest layout: rules and code boxes fill the width, so an absurd width from
        /// user input must not become gigabytes of `─`.
        public static let maximumWidth = 10_000
        /// Which escape sequences to write; ``TerminalColorMode/none`` writes none.
        public var colorMode: TerminalColorMode
        /// Write links as OSC 8 hyperlinks (clickable in most modern terminals) rather than as
        /// `text (url)`. Ignored in ``TerminalColorMode/none``, which writes no escapes.
        public var hyperlinks: Bool
        /// The theme the string was styled with, if any. Its base foreground and background
        /// colors describe a page, and a terminal already has its own: text in exactly those
        /// colors is written in the terminal's default colors, so a light theme stays readable
        /// on a dark terminal. Every other style attribute is rendered.
        public var theme: Theme?
        /// The appearance named colors (`StyleColor/red`…) are resolved for.
        public var appearance: StyleColor.Appearance
        /// Color fenced code by its language (`Theme.codeTokenColors`); on by default.
        public var highlightsCode: Bool

        /// Options; the defaults suit a modern 80-column terminal.
        public init(
            width: Int = 80,
            colorMode: TerminalColorMode = .ansi256,
            hyperlinks: Bool = true,
            theme: Theme? = nil,
            appearance: StyleColor.Appearance? = nil,
            highlightsCode: Bool = true
        ) {
            self.width = width
            self.colorMode = colorMode
            self.hyperlinks = hyperlinks
            self.theme = theme
            self.appearance = appearance ?? theme?.appearance ?? .light
            self.highlightsCode = highlightsCode
        }

        /// Code lines that fit, and wrapped lines of printable ASCII, are encoded straight from
        /// their bytes (true, the default), or every line is laid out as a `TerminalLine` first:
        /// the two give the same bytes, which the fuzzer checks with this off.
        package var encodesLinesDirectly = true

        /// True when links are written as OSC 8 hyperlinks.
        var showsHyperlinks: Bool { hyperlinks && colorMode != .none }
    }

    /// The options this renderer applies.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The terminal text for `string`; every line ends with a newline.
    public func render(_ string: AttributedString) -> String {
        var writer = TerminalBlockWriter(options: options)
        writer.writeDocument(AttributedBlock.tree(of: string))
        return writer.output
    }

    /// The terminal text for `string` styled with `theme`: exactly what
    /// `render(theme.apply(to: string))` returns, without making the styled copy.
    ///
    /// `Theme/apply(to:)` merges the theme's style into every run of a copy of the string,
    /// which costs Foundation a run update per run; this reads each run's theme style (computed
    /// once per combination of block and inline roles) while the runs are rendered, under the
    /// run's own attributes. Set ``Options/theme`` to the same theme, as for a styled string.
    public func render(_ string: AttributedString, applyingTheme theme: Theme) -> String {
        var writer = TerminalBlockWriter(options: options, applying: theme)
        writer.writeDocument(AttributedBlock.tree(of: string))
        return writer.output
    }

    /// The terminal text for the string whose runs `runs` are: exactly what
    /// `render(runs.attributedString)` returns, without making the string.
    ///
    /// For Markdown that is only shown, read it as an `AttributedRunList` rather than an
    /// `AttributedString`: the list costs the mapping without Foundation's per-run work, and each
    /// distinct attribute container is read once.
    public func render(_ runs: AttributedRunList) -> String {
        var writer = TerminalBlockWriter(options: options)
        writer.writeDocument(AttributedBlock.tree(ofRuns: runs))
        return writer.output
    }

    /// The terminal text for the string whose runs `runs` are, styled with `theme`: exactly what
    /// `render(theme.apply(to: runs.attributedString))` returns, without making either string.
    /// Set ``Options/theme`` to the same theme, as for a styled string.
    public func render(_ runs: AttributedRunList, applyingTheme theme: Theme) -> String {
        var writer = TerminalBlockWriter(options: options, applying: theme)
        writer.writeDocument(AttributedBlock.tree(ofRuns: runs))
        return writer.output
    }

    /// ``render(_:applyingTheme:)``'s text as UTF-8, for a caller that writes it out as bytes:
    /// making a `String` of it checks every byte (~9 instructions a byte of output, a tenth of
    /// `attributed render --to terminal`'s time on code).
    package func renderUTF8(_ runs: AttributedRunList, applyingTheme theme: Theme) -> [UInt8] {
        var writer = TerminalBlockWriter(options: options, applying: theme)
        writer.writeDocument(AttributedBlock.tree(ofRuns: runs))
        return writer.outputUTF8
    }
}

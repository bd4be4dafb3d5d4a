import AttributedMarkdown
import AttributedStyles
import Foundation

/// Renders an `AttributedString` as an RTF 1.x document that TextEdit, Word and LibreOffice
/// open: the rich-text format every word processor reads, for "export as document" and the
/// clipboard.
///
/// Blocks become paragraphs with spacing: headings larger and bold, lists indented with their
/// bullet or number (nested lists further in), block quotes indented, code blocks and code spans
/// in a monospaced font, thematic breaks as a bordered empty paragraph, tables as real RTF
/// tables (`\trowd`…`\cell`…`\row`), footnotes as superscript numbers with their definitions
/// at the end. Links are `HYPERLINK` fields, so they stay clickable.
///
/// Style attributes (`AttributeScopes/StyleAttributes`) are rendered: font family, size,
/// weight and slant, foreground color (`\cf`), background color (`\highlight` and `\cb`),
/// underline patterns (`\ul`, `\uld` dotted, `\uldash` dashed, `\uldashd`, `\uldashdd`) and
/// colors (`\ulc`), strikethrough. Without them, Markdown's meaning gives a plain document look.
/// All text is written as ASCII: other characters as `\uN?` escapes.
public struct RTFRenderer: Sendable {
    /// How ``RTFRenderer`` sizes and colors its output.
    public struct Options: Sendable {
        /// The body text size in points, where the string has no font size of its own.
        public var baseFontSize: Double
        /// The appearance named colors (`StyleColor/red`…) are resolved for.
        public var appearance: StyleColor.Appearance
        /// The width of the text column in points, which tables divide between their columns
        /// (6.5 inches: US Letter or A4 with margins of about an inch). Clamped to 72…2000;
        /// a value that is not finite counts as the default.
        public var textWidth: Double

        /// Options; the defaults suit a printed page.
        public init(baseFontSize: Double = 12, appearance: StyleColor.Appearance = .light, textWidth: Double = 468) {
            self.baseFontSize = baseFontSize
            self.appearance = appearance
            self.textWidth = textWidth
        }
    }

    /// The options this renderer applies.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The RTF document for `string`.
    public func render(_ string: AttributedString) -> String {
        var writer = RTFWriter(string: string, options: options)
        writer.writeDocument(AttributedBlock.tree(of: string))
        return writer.document
    }

    /// The RTF document for the string whose runs `runs` are: exactly what
    /// `render(runs.attributedString)` returns, without making the string.
    public func render(_ runs: AttributedRunList) -> String {
        render(runs, theme: nil)
    }

    /// The RTF document for the string whose runs `runs` are, styled with `theme`: exactly what
    /// `render(theme.apply(to: runs.attributedString))` returns, without making either string
    /// (the theme's style is merged under each distinct set of run attributes once).
    public func render(_ runs: AttributedRunList, applyingTheme theme: Theme) -> String {
        render(runs, theme: theme)
    }

    private func render(_ runs: AttributedRunList, theme: Theme?) -> String {
        var writer = RTFWriter(runsApplying: theme, options: options)
        writer.writeDocument(AttributedBlock.tree(ofRuns: runs))
        return writer.document
    }
}

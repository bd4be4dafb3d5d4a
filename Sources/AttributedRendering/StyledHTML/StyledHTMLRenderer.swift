import AttributedMarkdown
import AttributedStyles
import Foundation

/// Renders a themed `AttributedString` as HTML that looks like the theme: semantic elements
/// with `StyleCSS` class names (`am-h1`, `am-p`, `am-code`…) and a stylesheet generated from
/// the `Theme`, or every element's style inline for places that strip `<style>` (e-mail).
///
/// The theme is the page's look; the string may say more. A run whose style attributes differ
/// from what the theme gives its kind of text (a color set by a custom-attribute transform, an
/// author's `^[text](foregroundColor: 'red')`) gets those differences in a `<span style="…">`,
/// in class mode too, since no class can know them. The string can be themed (`Theme/apply(to:)`)
/// or not: attributes equal to the theme's are not repeated.
///
/// Like ``AttributedHTMLRenderer`` the output is **safe by default**: raw HTML is omitted and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs become empty. Both write with
/// the same writer: the markup is cmark's, plus classes (or inline styles), styled spans,
/// table alignment as CSS, and a wrapping `<div class="am-document">`.
public struct StyledHTMLRenderer: Sendable {
    /// The theme, page and safety settings this renderer writes with.
    public var options: Options

    /// A renderer writing with `options` (by default a safe fragment in the default theme).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// How ``StyledHTMLRenderer`` styles and wraps its output.
    public struct Options: Sendable {
        /// The look: classes refer to its stylesheet, or its styles go inline.
        public var theme: Theme
        /// For a standalone page, a theme for readers whose system is in dark mode (a
        /// `prefers-color-scheme: dark` media query), usually `Theme/dark`; `nil` for none.
        /// Ignored with ``inlineStyles``, which cannot follow the system.
        public var darkTheme: Theme?
        /// Write each element's style in a `style` attribute instead of classes and a stylesheet.
        public var inlineStyles: Bool
        /// Write a complete page (`<!DOCTYPE html>`, `<meta charset>`, viewport, title, the
        /// stylesheet) instead of a fragment to embed.
        public var standalone: Bool
        /// The page title of a standalone page; `nil` takes the first heading's text.
        public var title: String?
        /// What raw HTML and dangerous URLs become (safe by default).
        public var safety: HTMLSafetyOptions
        /// Highlight fenced code by its language: each token in `<span class="hl-keyword">` (a
        /// color of `Theme.codeTokenColors` in the stylesheet), or with its color inline with
        /// ``inlineStyles``. On by default.
        public var highlightsCode: Bool

        /// Options; the defaults write a safe fragment with classes in the default theme.
        public init(
            theme: Theme = .default,
            darkTheme: Theme? = nil,
            inlineStyles: Bool = false,
            standalone: Bool = false,
            title: String? = nil,
            safety: HTMLSafetyOptions = HTMLSafetyOptions(),
            highlightsCode: Bool = true
        ) {
            self.theme = theme
            self.darkTheme = darkTheme
            self.inlineStyles = inlineStyles
            self.standalone = standalone
            self.title = title
            self.safety = safety
            self.highlightsCode = highlightsCode
        }
    }

    /// The HTML for `string`: a fragment, or a page with ``Options/standalone``.
    public func render(_ string: AttributedString) -> String {
        let tree = AttributedBlock.tree(of: string)
        var writer = HTMLTreeWriter(
            safety: options.safety,
            decoration: ThemeHTMLDecoration(string: string, theme: options.theme, inlineStyles: options.inlineStyles,
                                            highlightsCode: options.highlightsCode))
        writer.writeDocument(tree)
        guard options.standalone else { return writer.output }
        return StyledHTMLPage(options: options, title: options.title ?? Self.firstHeading(in: tree) ?? "Document")
            .wrap(writer.output)
    }

    /// The theme's stylesheet plus the few layout rules every page needs (code scrolls, tables
    /// collapse their borders, quotes have a bar), for a page that embeds fragments.
    public func stylesheet() -> String {
        StyledHTMLPage(options: options, title: "").stylesheet
    }

    private static func firstHeading(in block: AttributedBlock) -> String? {
        if case .header? = block.intentKind { return PlainTextWriter.inlineText(block.segments) }
        for child in block.children {
            if let text = firstHeading(in: child) { return text }
        }
        return nil
    }
}

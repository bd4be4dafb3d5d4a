import MarkdownSyntax
import AttributedStyles

/// The standalone page around a styled fragment: doctype, charset, viewport, color scheme,
/// title, and the stylesheet.
struct StyledHTMLPage {
    let options: StyledHTMLRenderer.Options
    let title: String

    /// Layout a browser's defaults get wrong for documents: readable measure, scrolling code,
    /// collapsed table borders, a bar beside quotes. Colors come from the theme only.
    static let layout = """
    .am-document { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
    .am-document pre { overflow-x: auto; padding: 1rem; border-radius: 6px; }
    .am-document code { padding: 0.1em 0.3em; border-radius: 4px; }
    .am-document pre code { padding: 0; background: transparent; }
    .am-document blockquote { margin-left: 0; padding-left: 1em; border-left: 0.25em solid currentColor; opacity: 0.9; }
    .am-document table { border-collapse: collapse; }
    .am-document th, .am-document td { border: 1px solid rgba(127, 127, 127, 0.5); padding: 0.3em 0.8em; text-align: start; }
    .am-document li:has(> input[type=checkbox]) { list-style: none; }
    .am-document li > input[type=checkbox] { margin: 0 0.3em 0 -1.3em; }
    .am-document img { max-width: 100%; }
    .am-document hr { border: 0; border-top: 1px solid currentColor; }

    """

    var stylesheet: String {
        var css = Self.layout
        css += pageBackground(options.theme, indent: "")
        if !options.inlineStyles {
            css += StyleCSS.stylesheet(for: options.theme)
        }
        if let dark = options.darkTheme, !options.inlineStyles {
            css += "@media (prefers-color-scheme: dark) {\n"
            css += pageBackground(dark, indent: "  ")
            for line in StyleCSS.stylesheet(for: dark).split(separator: "\n") { css += "  " + line + "\n" }
            css += "}\n"
        }
        return css
    }

    /// The page behind the document in the theme's base background, so a dark theme fills the
    /// window rather than a column.
    private func pageBackground(_ theme: Theme, indent: String) -> String {
        guard let background = theme.base.styleBackgroundColor else { return "" }
        return indent + "html { background-color: \(background.hexString(for: theme.appearance)); }\n"
    }

    func wrap(_ fragment: String) -> String {
        var schemes = options.theme.appearance.rawValue
        if let dark = options.darkTheme, !options.inlineStyles, dark.appearance != options.theme.appearance {
            schemes += " " + dark.appearance.rawValue
        }
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"color-scheme\" content=\"\(schemes)\">\n"
        page += "<title>"
        HTMLEscaping.appendEscaped(title, to: &page)
        page += "</title>\n<style>\n"
        // A stylesheet cannot contain `</style` and stay one; theme names are escaped by
        // StyleCSS, this is the last guard.
        page += stylesheet.replacingOccurrences(of: "</", with: "<\\/")
        page += "</style>\n</head>\n<body>\n"
        page += fragment
        page += "</body>\n</html>\n"
        return page
    }
}

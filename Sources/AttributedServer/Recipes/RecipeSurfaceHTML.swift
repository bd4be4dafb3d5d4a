import AttributedMarkdown
import AttributedStyles
import Foundation

/// The HTML of the editing surface: one `<p>` per paragraph of the recipe, each run in the
/// elements and inline style its attributes call for.
///
/// The page maps the browser's caret to UTF-16 offsets of the `AttributedString` and back by
/// counting the characters of the text nodes, paragraph by paragraph, plus one `\n` between
/// paragraphs. That only works if the HTML holds the text *exactly*: no newline characters
/// (a `\n` ends a `<p>` instead), nothing added, nothing dropped. An empty paragraph holds a
/// `<br>` (no text) so that the caret can sit in it, and nothing separates the paragraphs (the
/// surface preserves white space, so even a newline between two `<p>` would show, and take the
/// caret).
///
/// Colors and underlines come from the attributes through ``StyleCSS``: ingredients are green
/// because the formatting definition set `AMForegroundColor` on them, not because of a CSS
/// class. The `ingredient` class and `data-ingredient` only add a dotted underline, so that
/// ingredients are recognisable without colour vision.
struct RecipeSurfaceHTML {
    private let css = StyleCSS(appearance: .light)

    func render(_ text: AttributedString) -> String {
        var output = "<p>"
        var paragraphIsEmpty = true
        for run in text.runs {
            let content = String(text.characters[run.range])
            var pieces = content.split(separator: "\n", omittingEmptySubsequences: false)[...]
            let (open, close) = tags(for: run.attributes)
            while let piece = pieces.popFirst() {
                if !piece.isEmpty {
                    output += open
                    output += HTMLEscaping.escape(String(piece))
                    output += close
                    paragraphIsEmpty = false
                }
                if !pieces.isEmpty {
                    output += paragraphIsEmpty ? "<br></p><p>" : "</p><p>"
                    paragraphIsEmpty = true
                }
            }
        }
        output += paragraphIsEmpty ? "<br></p>" : "</p>"
        return output
    }

    /// The opening and closing markup around a run's text.
    private func tags(for attributes: AttributeContainer) -> (open: String, close: String) {
        var open = ""
        var close = ""
        let style = css.inlineStyle(for: attributes)
        let ingredient = attributes[IngredientAttribute.self]
        if !style.isEmpty || ingredient != nil {
            open += "<span"
            if let ingredient {
                open += " class=\"ingredient\" data-ingredient=\"\(HTMLEscaping.escape(ingredient))\""
            }
            if !style.isEmpty {
                open += " style=\"\(HTMLEscaping.escape(style))\""
            }
            open += ">"
            close = "</span>"
        }
        let intent = attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
        for (option, tag) in Self.intentTags where intent.contains(option) {
            open += "<\(tag)>"
            close = "</\(tag)>" + close
        }
        return (open, close)
    }

    private static let intentTags: [(InlinePresentationIntent, String)] = [
        (.stronglyEmphasized, "strong"),
        (.emphasized, "em"),
        (.strikethrough, "s"),
        (.code, "code"),
    ]
}

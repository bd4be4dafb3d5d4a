import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

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
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeSurfaceHTML {
    private let css = StyleCSS(appearance: .light)

    func render(_ text: AttributedString) -> String {
        paragraphs(of: text).joined()
    }

    /// The surface paragraph by paragraph: element `i` is the `<p>…</p>` of the text's `i`-th
    /// paragraph (the text split at `\n`), so that `paragraphs(of:).joined() == render(_:)`.
    /// The page patches the surface by these indices (see ``RecipeSurfacePatch``).
    func paragraphs(of text: AttributedString) -> [String] {
        var paragraphs: [String] = []
        var output = "<p>"
        var paragraphIsEmpty = true
        // A recipe has a handful of distinct attribute combinations over many runs: the markup
        // of each is built once.
        var markup: [AttributeContainer: (open: String, close: String)] = [:]
        // The text is converted to a String once and cut by the runs' UTF-8 lengths: slicing
        // the AttributedString run by run costs far more.
        let string = String(text.characters[...])
        var position = string.utf8.startIndex
        for run in text.runs {
            let attributes = run.attributes
            let tags: (open: String, close: String)
            if let known = markup[attributes] {
                tags = known
            } else {
                tags = self.tags(for: attributes)
                markup[attributes] = tags
            }
            let length = text.utf8Distance(from: run.range.lowerBound, to: run.range.upperBound)
            let runEnd = string.utf8.index(position, offsetBy: length, limitedBy: string.utf8.endIndex) ?? string.utf8.endIndex
            let content = string[position ..< runEnd]
            position = runEnd
            var pieceStart = content.startIndex
            var index = content.utf8.startIndex
            while true {
                let atEnd = index == content.utf8.endIndex
                if atEnd || content.utf8[index] == UInt8(ascii: "\n") {
                    if pieceStart < index {
                        output += tags.open
                        HTMLEscaping.appendEscapedForPage(content[pieceStart ..< index], to: &output)
                        output += tags.close
                        paragraphIsEmpty = false
                    }
                    if atEnd { break }
                    output += paragraphIsEmpty ? "<br></p>" : "</p>"
                    paragraphs.append(output)
                    output = "<p>"
                    paragraphIsEmpty = true
                    pieceStart = content.utf8.index(after: index)
                }
                index = content.utf8.index(after: index)
            }
        }
        output += paragraphIsEmpty ? "<br></p>" : "</p>"
        paragraphs.append(output)
        return paragraphs
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
                open += " class=\"ingredient\" data-ingredient=\"\(HTMLEscaping.escapedForPage(ingredient))\""
            }
            if !style.isEmpty {
                open += " style=\"\(HTMLEscaping.escapedForPage(style))\""
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

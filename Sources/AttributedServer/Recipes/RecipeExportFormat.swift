import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation

/// The formats a recipe downloads as, each written by one of the package's renderers.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeExportFormat: String, CaseIterable, Sendable {
    /// CommonMark with `**bold**`, `*italic*`, `~~strikethrough~~` (``MarkdownWriter``).
    /// Ingredients, underline and color have no Markdown syntax and are left out.
    case markdown
    /// A standalone page, styles inline, ingredients green (``StyledHTMLRenderer``).
    case html
    /// Rich Text Format, ingredients green (``RTFRenderer``).
    case rtf
    /// The `AttributedString` in Apple's Codable JSON, with the recipe scope: the exact text,
    /// ingredients included.
    case json

    var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .html: "html"
        case .rtf: "rtf"
        case .json: "json"
        }
    }

    var contentType: String {
        switch self {
        case .markdown: "text/markdown; charset=utf-8"
        case .html: "text/html; charset=utf-8"
        case .rtf: "application/rtf"
        case .json: "application/json; charset=utf-8"
        }
    }

    /// The file for `text` titled `title`.
    func export(_ text: AttributedString, title: String) throws -> String {
        switch self {
        case .markdown:
            return MarkdownWriter().markdown(from: Self.documentShaped(text))
        case .html:
            let options = StyledHTMLRenderer.Options(inlineStyles: true, standalone: true, title: title)
            return StyledHTMLRenderer(options: options).render(Self.documentShaped(text))
        case .rtf:
            return RTFRenderer().render(Self.documentShaped(text))
        case .json:
            return try RecipeArchive.encode(text)
        }
    }

    /// The editor's text in the shape of a parsed Markdown document, which is what the
    /// renderers read: the editor separates paragraphs with `\n`, Apple's Markdown strings give
    /// each paragraph a `PresentationIntent` and no newline. Empty paragraphs have no Markdown
    /// form and are dropped.
    static func documentShaped(_ text: AttributedString) -> AttributedString {
        var result = AttributedString()
        for (number, line) in text.characters.split(separator: "\n").enumerated() {
            var paragraph = AttributedString(text[line.startIndex ..< line.endIndex])
            paragraph.presentationIntent = PresentationIntent(.paragraph, identity: number + 1)
            result += paragraph
        }
        return result
    }
}

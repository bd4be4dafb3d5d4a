import Foundation

// INTERIM (replaced when the parser/mapping/styles/rendering libraries land on main).
struct MarkdownDocumentRenderer: DocumentRenderer {
    var themes: [ThemeSummary] { [ThemeSummary(name: "default", displayName: "Default")] }

    func render(markdown: String, theme: String, options: RenderOptions) throws -> RenderResult {
        guard themes.contains(where: { $0.name == theme }) else { throw RenderFailure.unknownTheme(theme) }
        let archive = String(decoding: try JSONEncoder().encode(markdown), as: UTF8.self)
        return RenderResult(
            html: "<pre>\(HTMLEscaping.escape(markdown))</pre>", characterCount: markdown.count,
            runs: markdown.isEmpty ? [] : [RunSummary(text: markdown, attributes: [:])], archive: archive, warnings: []
        )
    }

    func render(archive: String, theme: String) throws -> String {
        let text = try JSONDecoder().decode(String.self, from: Data(archive.utf8))
        return "<pre>\(HTMLEscaping.escape(text))</pre>"
    }
}

import Foundation
import MarkdownSyntax
@testable import AttributedServer

/// A renderer with predictable output, so the API tests check routing, validation and storage
/// without depending on the Markdown libraries (those are tested through
/// `MarkdownDocumentRendererTests`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StubDocumentRenderer: DocumentRenderer {
    var themes: [ThemeSummary] {
        [ThemeSummary(name: "plain", displayName: "Plain"), ThemeSummary(name: "loud", displayName: "Loud")]
    }

    var stylesheet: String { ".am-document[data-theme=\"loud\"] p { font-weight: 900; }\n" }

    func render(markdown: String, theme: String, options: RenderOptions) throws -> RenderResult {
        guard themes.contains(where: { $0.name == theme }) else { throw RenderFailure.unknownTheme(theme) }
        if markdown.contains("^[broken") { throw RenderFailure.invalidMarkdown("broken attribute at line 1, column 1") }
        let runs = markdown.isEmpty ? [] : [RunSummary(text: markdown, attributes: ["syntax": options.interpretedSyntax.rawValue])]
        return RenderResult(
            html: html(markdown, theme: theme),
            characterCount: markdown.count,
            runCount: runs.count,
            runs: runs,
            warnings: markdown.contains("^[") ? ["extended attribute ignored"] : []
        )
    }

    func archive(markdown: String, theme: String, options: RenderOptions) throws -> ArchivedRender {
        let result = try render(markdown: markdown, theme: theme, options: options)
        return ArchivedRender(html: result.html, archive: String(decoding: try JSONEncoder().encode([markdown]), as: UTF8.self))
    }

    func render(archive: String, theme: String) throws -> String {
        guard themes.contains(where: { $0.name == theme }) else { throw RenderFailure.unknownTheme(theme) }
        guard let text = try? JSONDecoder().decode([String].self, from: Data(archive.utf8)).first else {
            throw RenderFailure.invalidArchive("not an array of one string")
        }
        return html(text, theme: theme)
    }

    private func html(_ text: String, theme: String) -> String {
        "<p class=\"\(theme)\">\(HTMLEscaping.escapedForPage(text))</p>"
    }
}

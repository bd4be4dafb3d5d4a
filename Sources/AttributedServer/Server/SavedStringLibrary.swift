import MarkdownSyntax
import Foundation

/// The library's use cases – render, save, list, update, delete – on top of the store and the
/// renderer, shared by the JSON API and the HTML pages so both apply the same rules.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedStringLibrary: Sendable {
    let store: SavedStringStore
    let renderer: any DocumentRenderer

    /// A stored entry with the HTML of its archive rendered in its theme.
    struct Entry: Sendable {
        var stored: SavedString
        var html: String

        var response: SavedStringResponse {
            SavedStringResponse(
                id: stored.id ?? 0, markdown: stored.markdown, theme: stored.theme,
                html: html, createdAt: stored.createdAt, updatedAt: stored.updatedAt, version: stored.version
            )
        }
    }

    /// What a conditional write did (see ``SavedStringStore/WriteOutcome``), with HTML.
    enum Write: Sendable {
        case written(Entry)
        case missing
        /// Refused: the entry changed since the version the client sent; here it is now.
        case stale(current: Entry)
    }

    /// Renders Markdown for the preview; a refused render becomes a 422.
    func render(markdown: String, theme: String, options: RenderOptions) throws -> RenderResult {
        do {
            return try renderer.render(markdown: markdown, theme: theme, options: options)
        } catch let failure as RenderFailure {
            throw APIError(failure)
        }
    }

    /// Renders Markdown for the preview of an editor `session` (see
    /// ``DocumentRenderer/render(markdown:theme:options:session:)``); a refused render becomes a 422.
    func render(markdown: String, theme: String, options: RenderOptions, session: String?) async throws -> RenderResult {
        do {
            return try await renderer.render(markdown: markdown, theme: theme, options: options, session: session)
        } catch let failure as RenderFailure {
            throw APIError(failure)
        }
    }

    /// One page of the library, newest first (see ``SavedStringStore/page(after:limit:search:)``),
    /// as stored: the library page shows summaries, not renders.
    func page(after cursor: Int64?, limit: Int, search: LibrarySearch?) async throws -> (entries: [SavedString], hasMore: Bool) {
        try await store.page(after: cursor, limit: limit, search: search)
    }

    /// ``page(after:limit:search:)`` with each entry's HTML, for the API.
    func renderedPage(after cursor: Int64?, limit: Int, search: LibrarySearch?) async throws -> (entries: [Entry], hasMore: Bool) {
        let page = try await store.page(after: cursor, limit: limit, search: search)
        return (page.entries.map(entry(for:)), page.hasMore)
    }

    func entry(id: Int64) async throws -> Entry? {
        try await store.find(id: id).map(entry(for:))
    }

    func create(markdown: String, theme: String) async throws -> Entry {
        let result = try renderForSaving(markdown: markdown, theme: theme)
        let stored = try await store.insert(markdown: markdown, theme: theme, archive: result.archive)
        return Entry(stored: stored, html: result.html)
    }

    /// Replaces entry `id` if it is at one of `acceptedVersions` (any version when `nil`).
    func update(id: Int64, markdown: String, theme: String, acceptedVersions: Set<Int64>? = nil) async throws -> Write {
        let result = try renderForSaving(markdown: markdown, theme: theme)
        switch try await store.update(id: id, markdown: markdown, theme: theme, archive: result.archive, acceptedVersions: acceptedVersions) {
        case .written(let stored): return .written(Entry(stored: stored, html: result.html))
        case .missing: return .missing
        case .stale(let current): return .stale(current: entry(for: current))
        }
    }

    /// Deletes entry `id` if it is at one of `acceptedVersions` (any version when `nil`).
    func delete(id: Int64, acceptedVersions: Set<Int64>? = nil) async throws -> Write {
        switch try await store.delete(id: id, acceptedVersions: acceptedVersions) {
        case .written(let stored): return .written(Entry(stored: stored, html: ""))
        case .missing: return .missing
        case .stale(let current): return .stale(current: entry(for: current))
        }
    }

    /// The archive and HTML to store and show for `markdown`; only saving encodes the archive,
    /// preview renders do not. A refused render becomes a 422.
    private func renderForSaving(markdown: String, theme: String) throws -> ArchivedRender {
        guard markdown.contains(where: { !$0.isWhitespace }) else {
            throw APIError(.unprocessableContent, "Field “markdown” must not be empty.")
        }
        do {
            return try renderer.archive(markdown: markdown, theme: theme, options: RenderOptions())
        } catch let failure as RenderFailure {
            throw APIError(failure)
        }
    }

    /// The library shows what was stored: the archive, not a fresh parse of the Markdown. An
    /// entry that cannot be shown (its theme was removed, its archive is damaged) still lists,
    /// with the reason instead of its content, so it can be opened and saved again or deleted.
    private func entry(for stored: SavedString) -> Entry {
        do {
            return Entry(stored: stored, html: try renderer.render(archive: stored.archive, theme: stored.theme))
        } catch let failure as RenderFailure {
            return Entry(stored: stored, html: "<p class=\"render-error\">\(HTMLEscaping.escapedForPage(failure.message))</p>")
        } catch {
            return Entry(stored: stored, html: "<p class=\"render-error\">\(HTMLEscaping.escapedForPage(String(describing: error)))</p>")
        }
    }
}

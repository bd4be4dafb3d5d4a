import MarkdownSyntax
import Foundation

/// The home page: the saved strings, newest first, 50 a page, each as a card with its title and
/// a short excerpt (see ``EntrySummary``), and a search box.
///
/// It is generated on the server, so it works without JavaScript; `library.js` only adds the
/// delete confirmation. Cards do not render the entries: the page costs the same whatever they
/// hold, and nothing in them (a remote image, say) loads before the user opens one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum LibraryPage {
    static func html(
        entries: [SavedString], next: String?, query: LibraryPageQuery, themes: [ThemeSummary]
    ) -> String {
        let displayNames = Dictionary(themes.map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        let content: String
        if entries.isEmpty && query.after == nil && query.searchText.isEmpty {
            content = """
            <div class="empty-state">
            <p>No saved strings yet.</p>
            <p><a class="button primary" href="/new">Create your first string</a></p>
            </div>
            """
        } else if entries.isEmpty {
            content = "<p class=\"empty-state\">\(query.searchText.isEmpty ? "No more strings." : "No saved string matches “\(HTMLEscaping.escapedForPage(query.searchText))”.")</p>"
        } else {
            content = "<ol class=\"library\">\n" + entries.map { entry(for: $0, displayNames: displayNames) }.joined(separator: "\n") + "\n</ol>"
        }
        var pages: [String] = []
        if query.after != nil {
            pages.append("<a href=\"\(HTMLEscaping.escapedForPage(query.firstPage(path: "/")))\">Newest</a>")
        }
        if let next { pages.append("<a rel=\"next\" href=\"\(HTMLEscaping.escapedForPage(next))\">Older strings</a>") }
        let pagination = pages.isEmpty ? "" : "<nav class=\"pagination\" aria-label=\"Pages\">\(pages.joined(separator: " "))</nav>"
        let main = """
        <div class="page-title">
        <h1>Library</h1>
        <a class="button primary new-button" href="/new" title="New string" aria-label="New string"><span aria-hidden="true">+</span></a>
        </div>
        <form class="library-search" role="search" action="/" method="get">
        <label for="library-search-text">Search</label>
        <input type="search" id="library-search-text" name="q" value="\(HTMLEscaping.escapedForPage(query.searchText))" placeholder="Words in titles and text">
        <button type="submit" class="button">Search</button>
        </form>
        <p id="library-status" class="status" role="status" aria-live="polite"></p>
        \(content)
        \(pagination)
        <dialog id="confirm-delete" aria-labelledby="confirm-delete-title">
        <form method="dialog">
        <h2 id="confirm-delete-title">Delete this string?</h2>
        <p>It is removed from the library for good.</p>
        <div class="dialog-actions">
        <button value="cancel" class="button" autofocus>Cancel</button>
        <button value="delete" class="button danger" id="confirm-delete-button">Delete</button>
        </div>
        </form>
        </dialog>
        """
        return PageLayout.page(title: "Library", section: .library, scripts: ["library.js"], main: main)
    }

    private static func entry(for entry: SavedString, displayNames: [String: String]) -> String {
        let id = entry.id ?? 0
        let theme = HTMLEscaping.escapedForPage(entry.theme)
        let themeName = HTMLEscaping.escapedForPage(displayNames[entry.theme] ?? entry.theme)
        let created = entry.createdAt.formatted(.iso8601)
        let shownDate = displayDate(entry.createdAt)
        let summary = EntrySummary(markdown: entry.markdown)
        let title = HTMLEscaping.escapedForPage(summary.title)
        let excerpt = summary.excerpt.isEmpty ? "" : "\n<p class=\"entry-excerpt\">\(HTMLEscaping.escapedForPage(summary.excerpt))</p>"
        return """
        <li class="entry" id="entry-\(id)" data-id="\(id)" data-theme="\(theme)" data-version="\(entry.version)">
        <article aria-labelledby="entry-\(id)-title">
        <h2 class="entry-title" id="entry-\(id)-title"><a href="/strings/\(id)">\(title)</a></h2>\(excerpt)
        <div class="entry-meta"><span class="theme-badge">\(themeName)</span> <time datetime="\(created)">\(shownDate)</time></div>
        <div class="entry-actions">
        <a class="button" href="/strings/\(id)" aria-label="Open “\(title)”">Open</a>
        <button type="button" class="button danger delete-button" data-id="\(id)" aria-label="Delete “\(title)”">Delete</button>
        </div>
        </article>
        </li>
        """
    }

    /// `2026-11-21 20:50 UTC`: readable, and the same for every visitor (no locale guessing).
    static func displayDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) UTC"
    }
}

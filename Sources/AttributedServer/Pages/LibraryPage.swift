import MarkdownSyntax
import Foundation

/// The home page: every saved string rendered with its theme, newest first.
///
/// It is generated on the server from the stored archives, so it works without JavaScript and
/// shows exactly what was saved; `library.js` only adds the delete confirmation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum LibraryPage {
    static func html(entries: [SavedStringLibrary.Entry], themes: [ThemeSummary]) -> String {
        let displayNames = Dictionary(themes.map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        let content: String
        if entries.isEmpty {
            content = """
            <div class="empty-state">
            <p>No saved strings yet.</p>
            <p><a class="button primary" href="/new">Create your first string</a></p>
            </div>
            """
        } else {
            content = "<ol class=\"library\" reversed>\n" + entries.map { entry(for: $0, displayNames: displayNames) }.joined(separator: "\n") + "\n</ol>"
        }
        let main = """
        <div class="page-title">
        <h1>Library</h1>
        <a class="button primary new-button" href="/new" title="New string" aria-label="New string"><span aria-hidden="true">+</span></a>
        </div>
        \(content)
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

    private static func entry(for entry: SavedStringLibrary.Entry, displayNames: [String: String]) -> String {
        let id = entry.stored.id ?? 0
        let theme = HTMLEscaping.escapedForPage(entry.stored.theme)
        let themeName = HTMLEscaping.escapedForPage(displayNames[entry.stored.theme] ?? entry.stored.theme)
        let created = ISO8601DateFormatter().string(from: entry.stored.createdAt)
        let shownDate = displayDate(entry.stored.createdAt)
        let label = HTMLEscaping.escapedForPage(summary(of: entry.stored.markdown))
        return """
        <li class="entry" id="entry-\(id)" data-id="\(id)" data-theme="\(theme)">
        <article aria-label="\(label)">
        <div class="entry-meta"><span class="theme-badge">\(themeName)</span> <time datetime="\(created)">\(shownDate)</time></div>
        <div class="rendered" data-theme="\(theme)">\(entry.html)</div>
        <div class="entry-actions">
        <a class="button" href="/strings/\(id)">Open</a>
        <button type="button" class="button danger delete-button" data-id="\(id)" aria-label="Delete “\(label)”">Delete</button>
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

    /// A short plain label for screen readers: the first line of the Markdown, cut at 60 characters.
    static func summary(of markdown: String) -> String {
        let firstLine = markdown.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(59)) + "…" : trimmed
    }
}

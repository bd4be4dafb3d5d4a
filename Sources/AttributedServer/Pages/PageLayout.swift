import MarkdownSyntax

/// The HTML shell shared by the server-generated pages (library, errors): head, skip link,
/// site header with navigation, and `main`. The editor page is a static asset with the same
/// structure.
enum PageLayout {
    /// Which navigation item is the current page.
    enum Section {
        case library, newString, recipes, none
    }

    static func page(title: String, section: Section, scripts: [String] = [], main: String) -> String {
        let scriptTags = scripts.map { "<script src=\"/assets/\($0)\" defer></script>" }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(HTMLEscaping.escapedForPage(title)) – AttributedMarkdown</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
        <link rel="stylesheet" href="/assets/app.css">
        <link rel="stylesheet" href="/assets/themes.css">
        \(scriptTags)
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to content</a>
        \(header(section: section))
        <main id="main" tabindex="-1">
        \(main)
        </main>
        </body>
        </html>

        """
    }

    static func header(section: Section) -> String {
        func item(_ label: String, _ href: String, current: Bool) -> String {
            "<li><a href=\"\(href)\"\(current ? " aria-current=\"page\"" : "")>\(label)</a></li>"
        }
        return """
        <header class="site-header">
        <nav aria-label="Main">
        <a class="brand" href="/">AttributedMarkdown</a>
        <ul>
        \(item("Library", "/", current: section == .library))
        \(item("New string", "/new", current: section == .newString))
        \(item("Recipes", "/recipes", current: section == .recipes))
        </ul>
        </nav>
        </header>
        """
    }
}

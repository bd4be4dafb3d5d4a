import MarkdownSyntax

/// The HTML shell shared by the server-generated pages (library, errors): head, skip link,
/// site header with navigation, and `main`. The editor and recipe pages are static bodies
/// (`Resources/editor.html`, `recipes.html`) behind the same ``head(title:stylesheets:scripts:)``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum PageLayout {
    /// Which navigation item is the current page.
    enum Section {
        case library, newString, recipes, none
    }

    static func page(title: String, section: Section, scripts: [String] = [], main: String) -> String {
        head(title: title, stylesheets: ["app.css", "themes.css"], scripts: scripts) + """
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

    /// The document's start, from the doctype to `</head>`: the one head every page has, the
    /// server-generated ones and the static editor and recipe pages (whose files hold their
    /// `<body>` only). `stylesheets` and `scripts` name files under `/assets/`.
    static func head(title: String, stylesheets: [String], scripts: [String]) -> String {
        let links = stylesheets.map { "<link rel=\"stylesheet\" href=\"/assets/\($0)\">\n" }.joined()
        let scriptTags = scripts.map { "<script src=\"/assets/\($0)\" defer></script>\n" }.joined()
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(HTMLEscaping.escapedForPage(title)) – AttributedMarkdown</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">

        """ + links + scriptTags + "</head>\n"
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

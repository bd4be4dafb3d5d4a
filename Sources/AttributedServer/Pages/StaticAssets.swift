import Foundation
import Hummingbird

/// The page assets (`Resources/`): stylesheets, scripts and icon, and the static editor and recipe pages.
///
/// They are few and small, so they are read once at start-up and served from memory; a missing
/// file is reported when the server starts rather than as a broken page later.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let contentType: String
        let bytes: [UInt8]
    }

    /// The files served under `/assets/`, by name, with their content types.
    static let manifest: [(name: String, contentType: String)] = [
        ("app.css", "text/css; charset=utf-8"),
        ("editor.js", "text/javascript; charset=utf-8"),
        ("library.js", "text/javascript; charset=utf-8"),
        ("favicon.svg", "image/svg+xml"),
        ("recipes.css", "text/css; charset=utf-8"),
        ("recipes.js", "text/javascript; charset=utf-8"),
    ]

    /// The static pages: their files hold the `<body>` only, and each is served behind
    /// ``PageLayout/head(title:stylesheets:scripts:)``, the head every page shares.
    static let pages: [(name: String, title: String, stylesheets: [String], scripts: [String])] = [
        ("editor.html", "Editor", ["app.css", "themes.css"], ["editor.js"]),
        ("recipes.html", "Recipes", ["app.css", "recipes.css"], ["recipes.js"]),
    ]

    private let assets: [String: Asset]
    private let pageDocuments: [String: Asset]

    /// Reads every file of ``manifest`` from the module's resource bundle, and adds
    /// `themes.css` generated from the renderer's themes.
    static func load(themeStylesheet: String) throws -> StaticAssets {
        guard let directory = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw WebServerError.missingAssets("the Resources folder is not in the AttributedServer bundle")
        }
        var assets: [String: Asset] = [:]
        for (name, contentType) in manifest {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw WebServerError.missingAssets("\(url.path) cannot be read")
            }
            assets[name] = Asset(contentType: contentType, bytes: Array(data))
        }
        assets["themes.css"] = Asset(contentType: "text/css; charset=utf-8", bytes: Array(themeStylesheet.utf8))
        var pageDocuments: [String: Asset] = [:]
        for page in pages {
            let url = directory.appendingPathComponent(page.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw WebServerError.missingAssets("\(url.path) cannot be read")
            }
            let head = PageLayout.head(title: page.title, stylesheets: page.stylesheets, scripts: page.scripts)
            pageDocuments[page.name] = Asset(contentType: "text/html; charset=utf-8", bytes: Array(head.utf8) + Array(data))
        }
        return StaticAssets(assets: assets, pageDocuments: pageDocuments)
    }

    /// The static page `name` (one of ``pages``) as a whole document, not cached by the browser.
    func page(_ name: String) -> Response? {
        guard let page = pageDocuments[name] else { return nil }
        return Response(
            status: .ok,
            headers: [.contentType: page.contentType, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: page.bytes))
        )
    }

    /// The asset `name` as a response, or `nil` for an unknown name.
    func response(for name: String) -> Response? {
        guard let asset = assets[name] else { return nil }
        return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes))
        )
    }
}

import Foundation
import Hummingbird

/// The page assets (`Resources/`): the editor page, stylesheet, scripts and icon.
///
/// They are few and small, so they are read once at start-up and served from memory; a missing
/// file is reported when the server starts rather than as a broken page later.
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let contentType: String
        let bytes: [UInt8]
    }

    /// The files served under `/assets/`, by name, with their content types.
    static let manifest: [(name: String, contentType: String)] = [
        ("editor.html", "text/html; charset=utf-8"),
        ("app.css", "text/css; charset=utf-8"),
        ("editor.js", "text/javascript; charset=utf-8"),
        ("library.js", "text/javascript; charset=utf-8"),
        ("favicon.svg", "image/svg+xml"),
        ("recipes.html", "text/html; charset=utf-8"),
        ("recipes.css", "text/css; charset=utf-8"),
        ("recipes.js", "text/javascript; charset=utf-8"),
    ]

    private let assets: [String: Asset]

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
        return StaticAssets(assets: assets)
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

import Hummingbird

/// The HTML pages: the library at `/`, the editor at `/new` and `/strings/{id}`, and the
/// assets under `/assets/`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PageRoutes<Context: RequestContext>: Sendable {
    let library: SavedStringLibrary
    let assets: StaticAssets

    func register(on router: Router<Context>) {
        router.get("/") { request, _ in
            let query = try LibraryPageQuery(request)
            let page = try await library.page(after: query.after, limit: query.limit, search: query.search)
            let next = page.hasMore ? page.entries.last?.id.map { query.nextPage(path: "/", after: $0) } : nil
            var response = HTMLResponse.make(LibraryPage.html(entries: page.entries, next: next, query: query, themes: library.renderer.themes))
            if let next, let link = HTTPFields.Element.Name("Link") { response.headers[link] = "<\(next)>; rel=\"next\"" }
            return response
        }
        router.get("/new") { _, _ in try editor() }
        router.get("/strings/:id") { _, context in
            // The editor loads the entry itself; checking here gives a real 404 page for a bad link.
            guard let id = context.parameters.get("id").flatMap(ResourceID.parse),
                  try await library.entry(id: id) != nil
            else { throw HTTPError(.notFound, message: "There is no saved string at this address.") }
            return try editor()
        }
        router.get("/assets/:name") { _, context in
            guard let name = context.parameters.get("name"), let response = assets.response(for: name) else {
                throw HTTPError(.notFound, message: "No such asset.")
            }
            return response
        }
        router.get("/favicon.ico") { _, _ in
            guard let response = assets.response(for: "favicon.svg") else { throw HTTPError(.notFound) }
            return response
        }
    }

    private func editor() throws -> Response {
        guard let response = assets.page("editor.html") else { throw HTTPError(.notFound) }
        return response
    }
}

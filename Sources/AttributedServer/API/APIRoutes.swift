import Foundation
import Hummingbird

/// The JSON API under `/api`.
///
/// | Method and path | Does |
/// |---|---|
/// | `POST /api/render` | renders Markdown with a theme, returns HTML and the run inspector (first runs + totals) |
/// | `POST /api/preview` | opens an editor session's live preview: every block with its id, revision 0 |
/// | `POST /api/preview/edit` | applies one edit (UTF-16 range + text, at a revision): the changed blocks only |
/// | `POST /api/preview/inspect` | the runs of the block under the caret |
/// | `GET /api/health` | memory budget and use, sessions, render queue (``HealthRoute``) |
/// | `GET /api/themes` | lists the built-in themes |
/// | `GET /api/strings` | lists saved strings, newest first, 50 a page (`after`, `limit`, `q`; `Link: rel="next"`) |
/// | `POST /api/strings` | saves a new string (201 + `Location` + `ETag`) |
/// | `GET /api/strings/{id}` | one saved string, with its `ETag` |
/// | `PUT /api/strings/{id}` | replaces a saved string's Markdown and theme (`If-Match`: 412 when stale) |
/// | `DELETE /api/strings/{id}` | deletes it (204; `If-Match`: 412 when stale) |
/// | `GET /api/strings/{id}/archive` | the stored `AttributedString` JSON, in Apple's Codable shape |
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct APIRoutes<Context: RequestContext>: Sendable {
    let library: SavedStringLibrary
    let body: JSONRequestBody
    /// Whether large renders are cancelled when their client leaves (needs a real connection,
    /// not the router tests' in-memory requests).
    var watchesClients = false

    func register(on router: Router<Context>) {
        let api = router.group("api")
        api.post("render") { request, _ in try await request.cancellingWhenClientLeaves(if: watchesClients) { try await render($0) } }
        api.post("preview") { request, _ in
            try await request.cancellingWhenClientLeaves(if: watchesClients) { request in
                try await preview { try await library.renderer.openPreview(body.decode(PreviewOpenRequest.self, from: request)) }
            }
        }
        api.post("preview/edit") { request, _ in
            try await request.cancellingWhenClientLeaves(if: watchesClients) { request in
                try await preview { try await library.renderer.editPreview(body.decode(PreviewEditRequest.self, from: request)) }
            }
        }
        api.post("preview/inspect") { request, _ in
            try await preview { try await library.renderer.inspectPreview(body.decode(PreviewInspectRequest.self, from: request)) }
        }
        api.get("themes") { _, _ in JSONResponse.make(ThemeList(themes: library.renderer.themes)) }
        api.get("strings") { request, _ in try await list(request) }
        api.post("strings") { request, _ in try await create(request) }
        api.get("strings/:id") { _, context in try await show(id: Self.id(in: context)) }
        api.put("strings/:id") { request, context in try await update(id: Self.id(in: context), request) }
        api.delete("strings/:id") { request, context in try await delete(id: Self.id(in: context), request) }
        api.get("strings/:id/archive") { _, context in try await archive(id: Self.id(in: context)) }
    }

    private func render(_ request: Request) async throws -> Response {
        let payload = try await body.decode(RenderRequest.self, from: request)
        do {
            let result = try await library.render(
                markdown: payload.markdown, theme: payload.theme, options: payload.options ?? RenderOptions(),
                session: payload.session)
            return JSONResponse.make(RenderResponse(result, sequence: payload.sequence))
        } catch let busy as RenderPoolError {
            throw APIError(busy)
        }
    }

    /// Runs a live preview request; a refused render becomes a 422. The answer carries a
    /// `Server-Timing` header: the renderer's phases, the JSON encoding, and the total.
    private func preview(_ work: () async throws -> PreviewResponse) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let result = try await work()
            var timing = result.timing
            var response = timing.measure("json") { JSONResponse.make(result) }
            timing.record("total", since: start)
            if let name = HTTPFields.Element.Name("Server-Timing") { response.headers[name] = timing.headerValue }
            return response
        } catch let failure as RenderFailure {
            throw APIError(failure)
        } catch let busy as RenderPoolError {
            throw APIError(busy)
        }
    }

    private func list(_ request: Request) async throws -> Response {
        let query = try LibraryPageQuery(request)
        let page = try await library.renderedPage(after: query.after, limit: query.limit, search: query.search)
        let next = page.hasMore ? page.entries.last.map { query.nextPage(path: "/api/strings", after: $0.response.id) } : nil
        var response = JSONResponse.make(SavedStringList(strings: page.entries.map { $0.response }, next: next))
        if let next, let link = HTTPFields.Element.Name("Link") { response.headers[link] = "<\(next)>; rel=\"next\"" }
        return response
    }

    private func create(_ request: Request) async throws -> Response {
        let payload = try await body.decode(SaveRequest.self, from: request)
        let entry = try await library.create(markdown: payload.markdown, theme: payload.theme)
        var response = Self.response(for: entry, status: .created)
        response.headers[.location] = "/api/strings/\(entry.response.id)"
        return response
    }

    private func show(id: Int64) async throws -> Response {
        guard let entry = try await library.entry(id: id) else { throw APIError.notFound("Saved string \(id)") }
        return Self.response(for: entry)
    }

    private func update(id: Int64, _ request: Request) async throws -> Response {
        let payload = try await body.decode(SaveRequest.self, from: request)
        let version = EntityTag.acceptedVersions(of: request, id: id)
        switch try await library.update(id: id, markdown: payload.markdown, theme: payload.theme, acceptedVersions: version) {
        case .written(let entry): return Self.response(for: entry)
        case .missing: throw APIError.notFound("Saved string \(id)")
        case .stale(let current): return Self.response(for: current, status: .preconditionFailed)
        }
    }

    private func delete(id: Int64, _ request: Request) async throws -> Response {
        switch try await library.delete(id: id, acceptedVersions: EntityTag.acceptedVersions(of: request, id: id)) {
        case .written: return Response(status: .noContent)
        case .missing: throw APIError.notFound("Saved string \(id)")
        case .stale(let current): return Self.response(for: current, status: .preconditionFailed)
        }
    }

    /// The entry as JSON with its `ETag`. With 412 the body is the current entry, so the client
    /// has both texts at hand: its own and the one that was saved meanwhile.
    private static func response(for entry: SavedStringLibrary.Entry, status: HTTPResponse.Status = .ok) -> Response {
        var response = JSONResponse.make(entry.response, status: status)
        response.headers[.eTag] = EntityTag.value(for: entry.stored)
        return response
    }

    private func archive(id: Int64) async throws -> Response {
        guard let entry = try await library.entry(id: id) else { throw APIError.notFound("Saved string \(id)") }
        return JSONResponse.raw(Data(entry.stored.archive.utf8))
    }

    /// The `{id}` path component: a positive integer in its canonical spelling, else 400.
    static func id(in context: Context) throws -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = ResourceID.parse(text) else {
            throw APIError(.badRequest, "“\(text)” is not a valid id; ids are positive integers.")
        }
        return id
    }
}

import Foundation
import Hummingbird
import ServiceLifecycle

/// The recipe editor: its page and its JSON API.
///
/// | Method and path | Does |
/// |---|---|
/// | `GET /recipes`, `GET /recipes/{id}` | the recipe editor page |
/// | `GET /api/recipes` | lists recipes, newest first |
/// | `POST /api/recipes` | creates an empty recipe: `{"title": …}` (201 + `Location`) |
/// | `GET /api/recipes/{id}` | the editor state: rendering, selection, ingredients, toolbar (`?client=` names the page whose selection and undo history it reports) |
/// | `GET /api/recipes/{id}/events` | Server-Sent Events: the recipe's revision after each accepted change |
/// | `DELETE /api/recipes/{id}` | deletes it (204) |
/// | `POST /api/recipes/{id}/operations` | applies one editing operation, returns the new state |
/// | `GET /api/recipes/{id}/export/{format}` | downloads it as `markdown`, `html`, `rtf` or `json` |
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct RecipeRoutes<Context: RequestContext>: Sendable {
    let sessions: RecipeSessions
    let body: JSONRequestBody
    let assets: StaticAssets

    func register(on router: Router<Context>) {
        router.get("/recipes") { _, _ in try page() }
        router.get("/recipes/:id") { _, context in
            // The page loads the recipe itself; checking here gives a real 404 page for a bad link.
            guard let id = context.parameters.get("id").flatMap(ResourceID.parse), try await sessions.contains(id) else {
                throw HTTPError(.notFound, message: "There is no recipe at this address.")
            }
            return try page()
        }

        let api = router.group("api/recipes")
        api.get { _, _ in JSONResponse.make(RecipeList(recipes: try await sessions.list())) }
        api.post { request, _ in
            let payload = try await body.decode(RecipeCreateRequest.self, from: request)
            let state = try await sessions.create(title: payload.title)
            var response = JSONResponse.make(state, status: .created)
            response.headers[.location] = "/api/recipes/\(state.id)"
            return response
        }
        api.get(":id") { request, context in
            let client = try RecipeOperationRequest.clientID(request.uri.queryParameters.get("client"))
            return JSONResponse.make(try await sessions.state(of: Self.id(in: context), for: client))
        }
        api.get(":id/events") { _, context in
            let events = try await sessions.events(of: Self.id(in: context))
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: ResponseBody { writer in
                    // A page reconnects a second after losing the stream (the server restarted).
                    try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                    // Ends on a graceful shutdown, which would otherwise wait for it for ever.
                    for await event in events.cancelOnGracefulShutdown() {
                        try await writer.write(ByteBuffer(string: event.serverSentEvent))
                    }
                    try await writer.finish(nil)
                }
            )
        }
        api.delete(":id") { _, context in
            let id = try Self.id(in: context)
            guard try await sessions.delete(id) else { throw APIError.notFound("Recipe \(id)") }
            return Response(status: .noContent)
        }
        api.post(":id/operations") { request, context in
            let id = try Self.id(in: context)
            let payload = try await body.decode(RecipeOperationRequest.self, from: request)
            return JSONResponse.make(try await sessions.apply(payload, to: id))
        }
        api.get(":id/export/:format") { _, context in
            let id = try Self.id(in: context)
            let name = context.parameters.get("format") ?? ""
            guard let format = RecipeExportFormat(rawValue: name) else {
                let known = RecipeExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw APIError(.notFound, "No export format “\(name)”; use one of \(known).")
            }
            let file = try await sessions.export(id, as: format)
            return Response(
                status: .ok,
                headers: [
                    .contentType: format.contentType,
                    .contentDisposition: "attachment; filename=\"\(Self.fileName(for: file.title, id: id)).\(format.fileExtension)\"",
                    .cacheControl: "no-store",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(string: file.body))
            )
        }
    }

    private func page() throws -> Response {
        guard let response = assets.page("recipes.html") else { throw HTTPError(.notFound) }
        return response
    }

    /// The `{id}` path component: a positive integer in its canonical spelling (no sign, no
    /// leading zero, as ``ResourceID`` reads the strings API's ids), else 400.
    static func id(in context: Context) throws -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = ResourceID.parse(text) else {
            throw APIError(.badRequest, "“\(text)” is not a valid recipe id; ids are positive integers.")
        }
        return id
    }

    /// A download name from the title: ASCII letters and digits, other characters as single
    /// dashes (`Grandma's Pancakes` → `Grandma-s-Pancakes`); `recipe-{id}` when nothing is left.
    static func fileName(for title: String, id: Int64) -> String {
        var name = ""
        for scalar in title.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else if !name.isEmpty, name.last != "-" {
                name += "-"
            }
        }
        while name.last == "-" { name.removeLast() }
        return name.isEmpty ? "recipe-\(id)" : String(name.prefix(60))
    }
}

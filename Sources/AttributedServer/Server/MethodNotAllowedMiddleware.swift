import Hummingbird

/// A method a known path does not serve gets 405 with `Allow` listing those it does (`HEAD`
/// wherever `GET` is), rather than 404.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The routes, by path pattern and method; filled in once every route is registered.
    let routes: LockedValue<[(path: RouterPath, method: HTTPRequest.Method)]>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let allowed = allowedMethods(for: request.uri.path)
            guard !allowed.isEmpty, !allowed.contains(request.method) else { throw error }
            var names = allowed.map(\.rawValue)
            if allowed.contains(.get) { names.append("HEAD") }
            throw HTTPError(
                .methodNotAllowed, headers: [.allow: names.sorted().joined(separator: ", ")],
                message: "\(request.method) is not allowed on \(request.uri.path); use \(names.sorted().joined(separator: " or ")).")
        }
    }

    /// The methods of the routes whose pattern matches `path`.
    func allowedMethods(for path: String) -> Set<HTTPRequest.Method> {
        let components = path.split(separator: "/")
        var methods: Set<HTTPRequest.Method> = []
        for route in routes.current where Self.matches(route.path, components) {
            methods.insert(route.method)
        }
        return methods
    }

    private static func matches(_ pattern: RouterPath, _ components: [Substring]) -> Bool {
        let elements = pattern.components.filter { $0 != .null }
        if let last = elements.last, last == .recursiveWildcard {
            return components.count >= elements.count - 1
                && zip(elements.dropLast(), components).allSatisfy { $0 ~= $1 }
        }
        return elements.count == components.count && zip(elements, components).allSatisfy { $0 ~= $1 }
    }
}

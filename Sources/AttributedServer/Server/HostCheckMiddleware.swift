import Hummingbird

/// Refuses, before any handler runs, requests that did not come from this server's own pages:
/// - a `Host` that is not one of ``AllowedHosts``: 421 (Misdirected Request);
/// - a state-changing request (anything but `GET`, `HEAD`, `OPTIONS`) whose `Origin` is another
///   site's, or that the browser marks as cross-site (`Sec-Fetch-Site`): 403.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let hosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority ?? ""
        guard hosts.allows(authority: authority) else {
            throw APIError(
                .misdirectedRequest,
                "This server does not answer for the host “\(authority)”; open it as http://localhost:PORT/ "
                    + "or start it with --allowed-host.")
        }
        if ![.get, .head, .options].contains(request.method) {
            if let origin = request.headers[.origin], !hosts.allowsOrigin(origin) {
                throw APIError(.forbidden, "Requests from “\(origin)” may not change this library.")
            }
            if let name = HTTPFields.Element.Name("Sec-Fetch-Site"), let site = request.headers[name], site == "cross-site" || site == "same-site" {
                throw APIError(.forbidden, "Requests from other sites may not change this library.")
            }
        }
        return try await next(request, context)
    }
}

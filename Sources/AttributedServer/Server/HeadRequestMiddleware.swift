import Hummingbird

/// `HEAD` answers carry no body, errors included. (The router answers `HEAD` on every `GET`
/// route as the `GET` would, `.autoGenerateHeadEndpoints`; this drops the body of the error
/// pages too, keeping the `Content-Length` they would have had.)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct HeadRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var response = try await next(request, context)
        let length = response.body.contentLength
        // Setting the body resets Content-Length; the GET's length goes back afterwards.
        response.body = ResponseBody()
        response.headers[.contentLength] = length.map { String($0) }
        return response
    }
}

import Foundation
import Hummingbird

/// Refuses a request whose declared `Content-Length` is larger than the body limit with 413 at
/// once, before any handler runs: without it, the server would wait for a body it is going to
/// refuse anyway (`Content-Length: 99999999999` and nothing sent kept a handler waiting).
/// Bodies without a length are still limited while they stream (``JSONRequestBody``).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ContentLengthLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let declared = request.headers[.contentLength] {
            // A length too large for Int is too large for the limit too.
            guard let length = Int(declared), length <= limit else {
                guard declared.allSatisfy(\.isASCII), declared.allSatisfy(\.isNumber) else {
                    throw APIError(.badRequest, "Content-Length “\(declared)” is not a number of bytes.")
                }
                throw APIError.bodyTooLarge(limit: limit)
            }
        }
        return try await next(request, context)
    }
}

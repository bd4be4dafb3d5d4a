import Foundation
import Hummingbird

/// Turns every error into a response the client can read: `{"error": …}` under `/api`, a small
/// HTML page elsewhere. Also adds the security headers every response needs.
///
/// Errors a client can cause are already ``APIError``s with a 4xx status. Anything else
/// reaching this point is a server bug; it is logged and answered with a generic 500 rather
/// than leaking internals.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ErrorResponseMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let caught {
            // An error of a request whose connection closes after the answer (``ConnectionClosingError``).
            let closing = caught as? ConnectionClosingError
            let error = closing?.underlying ?? caught
            var (status, message) = describe(error, context: context)
            if request.uri.path == "/api" || request.uri.path.hasPrefix("/api/") {
                if status == .notFound, message == defaultMessage(for: .notFound) {
                    // The router found no route: say which, so a wrong method or path is obvious.
                    message = "No endpoint \(request.method) \(request.uri.path). See GET /api/themes, /api/strings, POST /api/render."
                }
                let reason = (error as? APIError)?.reason
                response = JSONResponse.make(APIError.ErrorBody(error: message, reason: reason), status: status)
            } else {
                response = ErrorPage.response(status: status, message: message)
            }
            // Headers an error carries (Allow of a 405, say).
            if let error = error as? HTTPError { response.headers.append(contentsOf: error.headers) }
            if let error = error as? APIError { response.headers.append(contentsOf: error.headers) }
            if closing != nil { response.headers[.connection] = "close" }
        }
        SecurityHeaders.add(to: &response, for: request)
        return response
    }

    private func describe(_ error: any Error, context: Context) -> (HTTPResponse.Status, String) {
        switch error {
        case let error as APIError:
            return (error.status, error.message)
        case let error as HTTPError:
            return (error.status, error.body ?? defaultMessage(for: error.status))
        case let error as any HTTPResponseError:
            return (error.status, defaultMessage(for: error.status))
        default:
            context.logger.error("Unexpected error: \(String(reflecting: error))")
            return (.internalServerError, "The server hit an unexpected error; the request was not completed.")
        }
    }

    private func defaultMessage(for status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "Not found."
        case .contentTooLarge: "The request body is too large."
        case .methodNotAllowed: "Method not allowed."
        default: status.reasonPhrase
        }
    }
}

import Foundation
import Hummingbird

/// An error answered as `{"error": "…"}` with a 4xx status.
///
/// Every failure a client can cause is turned into one of these, so a browser or script always
/// gets a machine-readable reason and the server never answers 500 for bad input.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    /// Headers the answer carries besides the body (`Retry-After` on a 503).
    var headers: HTTPFields = [:]
    /// A machine-readable reason the body carries besides the message (see ``ErrorBody/reason``).
    var reason: String?

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = JSONResponse.make(ErrorBody(error: message, reason: reason), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The JSON body of an error response.
    struct ErrorBody: Codable, Equatable {
        var error: String
        /// Why a 503 was answered: `"queue-full"` (the same request may succeed after `Retry-After`)
        /// or `"time-budget"` (the same document will run out of time again; the page retries only
        /// once the text changed). Absent for other errors.
        var reason: String?

        init(error: String, reason: String? = nil) {
            self.error = error
            self.reason = reason
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension APIError {
    static func notFound(_ what: String) -> APIError { APIError(.notFound, "\(what) not found.") }

    static func bodyTooLarge(limit: Int) -> APIError {
        APIError(.contentTooLarge, "The request body is larger than the limit of \(limit) bytes.")
    }

    /// A live preview edit that does not apply to what the server holds: the page must resync.
    static func previewOutOfStep(_ reason: String) -> APIError {
        APIError(.conflict, "\(reason) Send the whole text again (POST /api/preview).")
    }

    static let noLivePreview = APIError(.notFound, "This server has no live preview.")

    init(_ failure: RenderFailure) {
        self.init(.unprocessableContent, failure.message)
    }

    /// 503 with `Retry-After`: the render queue is full or the render ran out of time.
    init(_ busy: RenderPoolError) {
        self.init(.serviceUnavailable, busy.message)
        headers[.retryAfter] = "1"
        reason = busy.reason
    }
}

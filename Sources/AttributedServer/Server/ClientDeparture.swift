import Foundation
import Hummingbird

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Request {
    /// Bodies at least this large are watched for the client going away (their work is worth
    /// stopping); smaller ones finish before it matters, and keep their connection alive.
    static let watchedBodySize = RenderPool.Weight.heavyInputSize

    /// Runs `handler`, cancelling it when the client closes the connection, for requests whose
    /// body is large (or of unknown length): their renders run long enough that a client may
    /// leave, and then the work stops (``RenderPool``). `watching` false runs `handler` as it is.
    ///
    /// Watching reads the connection past the request, so the connection closes after the answer
    /// (Hummingbird's `consumeWithCancellationOnInboundClose`). The answer says so with
    /// `Connection: close`, an error's too (through ``ConnectionClosingError``): a client that
    /// sent a second request on the kept-alive connection had it dropped unanswered.
    func cancellingWhenClientLeaves(if watching: Bool, _ handler: (Request) async throws -> Response) async throws -> Response {
        let length = headers[.contentLength].flatMap { Int($0) }
        guard watching, length.map({ $0 >= Self.watchedBodySize }) ?? true else { return try await handler(self) }
        do {
            var response = try await body.consumeWithCancellationOnInboundClose { body in
                var request = self
                request.body = body
                return try await handler(request)
            }
            response.headers[.connection] = "close"
            return response
        } catch is CancellationError {
            throw ConnectionClosingError(APIError(.serviceUnavailable, "The request was cancelled."))
        } catch {
            throw ConnectionClosingError(error)
        }
    }
}

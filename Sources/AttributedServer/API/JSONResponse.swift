import Foundation
import Hummingbird

/// Builds JSON responses with one encoder configuration for the whole API.
///
/// Keys are sorted so that responses are byte-stable (easy to diff and to cache), slashes are
/// not escaped (the payload often carries HTML), and dates are ISO 8601.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum JSONResponse {
    static let contentType = "application/json; charset=utf-8"

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        // Encoding our own plain structs cannot fail; if it ever did, answer with a fixed body.
        let data = (try? encoder().encode(value)) ?? Data(#"{"error":"The response could not be encoded."}"#.utf8)
        return raw(data, status: status)
    }

    /// A response whose body already is JSON text.
    static func raw(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: contentType, .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}

import CompressNIO
import Foundation
import Hummingbird

/// Sends pages, assets and JSON gzip-compressed when the request's `Accept-Encoding` allows it.
///
/// What is compressed: answers whose body is in memory (a known length) of at least
/// ``minimumSize`` bytes, of a textual type (HTML, CSS, JavaScript, JSON, SVG, plain text),
/// with no `Content-Encoding` yet. Left as they are: small bodies (gzip's header and the
/// time would outweigh the bytes saved), streams such as the recipe events (Server-Sent
/// Events go out as they happen, of unknown length), and answers carrying an `ETag`: a saved
/// string's tag is a strong validator of the bytes sent, and a compressed body would need a
/// tag of its own. A compressed body that is not smaller than the original is dropped.
///
/// Every answer of a textual type carries `Vary: Accept-Encoding`, whichever coding it got. A
/// `HEAD` request is answered like its `GET` (this middleware runs inside the one that drops
/// `HEAD` bodies): the same `Content-Encoding` and the compressed `Content-Length`.
///
/// Bodies of ``RenderPool/Weight/heavyInputSize`` bytes or more are compressed on the render
/// pool, so that compressing a large preview never holds up the threads that answer small
/// requests; when the pool is busy, such a body goes uncompressed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Bodies smaller than this are sent as they are.
    static var minimumSize: Int { 1024 }

    /// The render pool that compresses large bodies, if any (else they are compressed in place).
    var pool: RenderPool?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        guard Self.isCompressible(response.headers) else { return response }
        Self.addVary(to: &response.headers)
        guard AcceptEncoding(request).allows("gzip"), response.headers[.eTag] == nil,
              response.status != .noContent, response.status != .notModified,
              let length = response.body.contentLength, length >= Self.minimumSize
        else { return response }
        let collected = CollectedBody()
        try await response.body.write(CollectingWriter(target: collected))
        let original = collected.buffer
        let compressed: ByteBuffer?
        if length >= RenderPool.Weight.heavyInputSize, let pool {
            compressed = try? await pool.run(.heavy) { _ in Self.gzip(original) }
        } else {
            compressed = Self.gzip(original)
        }
        guard let compressed, compressed.readableBytes < original.readableBytes else {
            response.body = ResponseBody(byteBuffer: original)
            return response
        }
        response.headers[.contentEncoding] = "gzip"
        response.body = ResponseBody(byteBuffer: compressed)
        return response
    }

    /// Whether an answer with these headers is of a type worth compressing (and not compressed yet).
    static func isCompressible(_ headers: HTTPFields) -> Bool {
        guard headers[.contentEncoding] == nil, let type = headers[.contentType] else { return false }
        let mediaType = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if mediaType == "text/event-stream" { return false }
        switch mediaType {
        case "application/json", "application/javascript", "application/xml", "image/svg+xml": return true
        default: return mediaType.hasPrefix("text/") || mediaType.hasSuffix("+json")
        }
    }

    private static func addVary(to headers: inout HTTPFields) {
        let listed = headers[values: .vary].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if !listed.contains("accept-encoding"), !listed.contains("*") { headers.append(HTTPFields.Element(name: .vary, value: "Accept-Encoding")) }
    }

    /// `buffer` gzip-compressed (zlib's fastest level: the app mostly talks to a browser on the
    /// same machine, where time matters more than bytes), or nil if zlib fails.
    static func gzip(_ buffer: ByteBuffer) -> ByteBuffer? {
        var input = buffer
        return try? input.compress(with: .gzip(configuration: .init(compressionLevel: .fastestCompression)))
    }
}

/// Where ``CollectingWriter`` puts a body's bytes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private final class CollectedBody {
    var buffer = ByteBuffer()
}

/// A body writer that keeps what is written, to compress it afterwards.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private struct CollectingWriter: ResponseBodyWriter {
    let target: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        target.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

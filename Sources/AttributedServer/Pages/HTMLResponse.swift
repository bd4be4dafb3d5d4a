import Hummingbird

/// An HTML response that is never cached: pages show the live library.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum HTMLResponse {
    static func make(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}

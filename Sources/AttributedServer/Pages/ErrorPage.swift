import Hummingbird

/// The HTML page shown when a page request fails (unknown path, unknown entry).
enum ErrorPage {
    static func response(status: HTTPResponse.Status, message: String) -> Response {
        let main = """
        <h1>\(status.code) \(HTMLEscaping.escape(status.reasonPhrase))</h1>
        <p>\(HTMLEscaping.escape(message))</p>
        <p><a href="/">Back to the library</a></p>
        """
        return HTMLResponse.make(PageLayout.page(title: status.reasonPhrase, section: .none, main: main), status: status)
    }
}

/// An HTML response that is never cached: pages show the live library.
enum HTMLResponse {
    static func make(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}

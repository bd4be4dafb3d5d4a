import MarkdownSyntax
import Hummingbird

/// The HTML page shown when a page request fails (unknown path, unknown entry).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum ErrorPage {
    static func response(status: HTTPResponse.Status, message: String) -> Response {
        let main = """
        <h1>\(status.code) \(HTMLEscaping.escapedForPage(status.reasonPhrase))</h1>
        <p>\(HTMLEscaping.escapedForPage(message))</p>
        <p><a href="/">Back to the library</a></p>
        """
        return HTMLResponse.make(PageLayout.page(title: status.reasonPhrase, section: .none, main: main), status: status)
    }
}

import Foundation
import Hummingbird

/// The headers every response carries, errors included.
///
/// Rendered Markdown is user content: the Content-Security-Policy allows no scripts but the
/// app's own files (no inline script, no `eval`), connections to this server only, no plugins,
/// no framing, and images from this server only, so a saved string cannot make the browser
/// fetch a remote image (a tracking pixel) just by being shown. A user who wants remote images
/// turns them on in the editor (“Load remote images”), which sets the `remote-images=on`
/// cookie; the policy then allows `http:` and `https:` images, on that browser only.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum SecurityHeaders {
    /// The cookie that allows remote images.
    static let remoteImagesCookie = "remote-images=on"

    static func policy(remoteImages: Bool) -> String {
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:\(remoteImages ? " https: http:" : ""); connect-src 'self'; object-src 'none'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    static func add(to response: inout Response, for request: Request) {
        let cookies = request.headers[values: .cookie].flatMap { $0.split(separator: ";") }
        let remoteImages = cookies.contains { $0.trimmingCharacters(in: .whitespaces) == remoteImagesCookie }
        response.headers[.contentSecurityPolicy] = policy(remoteImages: remoteImages)
        response.headers[.xContentTypeOptions] = "nosniff"
        if let name = HTTPFields.Element.Name("Referrer-Policy") { response.headers[name] = "no-referrer" }
    }
}

import Foundation

/// Turns a Markdown link or image destination into a Foundation `URL`.
///
/// The destination is first percent-encoded exactly as cmark encodes an `href` (bytes outside
/// cmark's safe set become `%XX`; `%` itself is kept, so an already encoded destination is left
/// alone), then given to `URL(string:relativeTo:)`, with the base URL when there is one: the
/// result is a *relative* URL, as Apple's `baseURL` produces (`/posts/ -- https://example.com`).
struct LinkDestinationResolver {
    /// What a destination becomes: a URL when Foundation can make one, and the destination as
    /// written when the URL is missing or would not give the encoded destination back.
    struct Resolution: Hashable {
        var url: URL?
        var raw: String?
    }

    let baseURL: URL?

    func resolve(_ destination: String) -> Resolution {
        let encoded = Self.percentEncoded(destination)
        guard let url = URL(string: encoded, relativeTo: baseURL) else {
            return Resolution(url: nil, raw: destination)
        }
        return Resolution(url: url, raw: url.relativeString == encoded ? nil : destination)
    }

    /// cmark's `href` encoding: ASCII letters, digits and ``-_.+!*'(),%#@?=;:/&$~`` are kept;
    /// every other byte is written as `%XX` (upper-case hex).
    static func percentEncoded(_ destination: String) -> String {
        let utf8 = destination.utf8
        if utf8.allSatisfy(isSafe) { return destination }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            if isSafe(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","),
             UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="),
             UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "&"), UInt8(ascii: "$"),
             UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}

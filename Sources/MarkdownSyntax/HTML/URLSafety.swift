/// The URL check behind safe HTML output, as cmark's `_scan_dangerous_url`: the one place the
/// package decides which link and image URLs a safe rendering leaves empty.
///
/// The check runs on the destination as the parser produced it, so entity tricks
/// (`&#106;avascript:`, `javascript&colon;`) and backslash escapes are already decoded, and
/// it ignores case (`JaVaScRiPt:`). Whitespace and control characters before or inside a
/// scheme do not need a rule: ``HTMLEscaping/appendEscapedHref(_:to:)`` percent-encodes them,
/// and a browser does not decode `%20javascript:` into a scheme.
package enum URLSafety {
    /// True for URLs cmark refuses in safe mode: `javascript:`, `vbscript:`, `file:`, and
    /// `data:` other than PNG, GIF, JPEG and WebP images (case-insensitive).
    package static func isDangerous(_ url: some StringProtocol) -> Bool {
        withUTF8Bytes(of: url) { isDangerous(utf8: $0) }
    }

    /// ``isDangerous(_:)`` on the URL's UTF-8 bytes. Almost every URL is rejected by its first
    /// byte alone; the rest are compared in place, case-insensitively (this check used to copy a
    /// lowercased prefix into an array first: about 2,500 instructions a link, 16 M on `large.md`).
    static func isDangerous(utf8 url: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = url.first else { return false }
        switch first | 0x20 {
        case UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "f"), UInt8(ascii: "d"): break
        default: return false
        }
        func starts(_ scheme: StaticString) -> Bool {
            scheme.withUTF8Buffer { scheme in
                guard url.count >= scheme.count else { return false }
                for index in 0..<scheme.count where ByteClass.lowercased(url[index]) != scheme[index] { return false }
                return true
            }
        }
        if starts("javascript:") || starts("vbscript:") || starts("file:") { return true }
        if starts("data:") {
            return !(starts("data:image/png") || starts("data:image/gif") || starts("data:image/jpeg") || starts("data:image/webp"))
        }
        return false
    }
}

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
        var prefix: [UInt8] = []
        prefix.reserveCapacity(20)
        for byte in url.utf8.prefix(20) { prefix.append(ByteClass.lowercased(byte)) }
        func starts(_ scheme: StaticString) -> Bool {
            scheme.withUTF8Buffer { prefix.starts(with: $0) }
        }
        if starts("javascript:") || starts("vbscript:") || starts("file:") { return true }
        if starts("data:") {
            return !(starts("data:image/png") || starts("data:image/gif") || starts("data:image/jpeg") || starts("data:image/webp"))
        }
        return false
    }
}

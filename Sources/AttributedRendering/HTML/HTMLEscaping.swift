/// cmark's two escapers, so that HTML from an AttributedString matches cmark's byte for byte.
enum HTMLEscaping {
    /// Appends `text` with `&`, `<`, `>` and `"` escaped (cmark's `escape_html`; `'` stays).
    static func appendEscapedHTML(_ text: some StringProtocol, to output: inout String) {
        let utf8 = text.utf8
        var chunkStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default: replacement = nil
            }
            if let replacement {
                output += text[chunkStart..<index]
                output += replacement
                chunkStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += text[chunkStart..<utf8.endIndex]
    }

    /// Appends `url` as cmark writes an `href`/`src`: URL-safe and reserved ASCII kept, `&` and
    /// `'` as entities, every other byte (spaces, non-ASCII, `[`, `"`…) percent-encoded.
    static func appendEscapedHref(_ url: some StringProtocol, to output: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if isHrefSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                bytes.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                bytes.append(contentsOf: "&#x27;".utf8)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// cmark's `HREF_SAFE` table: alphanumerics and `-_.+!*(),%#@?=;:/$~`.
    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.+!*(),%#@?=;:/$~".utf8.contains(byte)
        }
    }
}

/// cmark's HTML escaping rules, byte for byte.
enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` (cmark's `escape_html`).
    static func appendEscaped(_ text: String, to output: inout HTMLOutput) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
    }

    /// Escapes `&`, `<`, `>` and `"` in UTF-8 bytes. Runs of ordinary bytes are found a word
    /// at a time and copied in one go; only the four special bytes are replaced.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout HTMLOutput) {
        var runStart = 0
        var index = ByteScan.htmlSpecial(in: bytes, from: 0)
        while index < bytes.count {
            if index > runStart { output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            switch bytes[index] {
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "<"): output.append("&lt;")
            case UInt8(ascii: ">"): output.append("&gt;")
            default: output.append("&quot;")
            }
            runStart = index + 1
            index = ByteScan.htmlSpecial(in: bytes, from: runStart)
        }
        if bytes.count > runStart { output.append(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// Bytes `houdini_escape_href` leaves as they are: alphanumerics and `-_.+!*(),%#@?=;:/$~`
    /// (`&` and `'` are HTML-escaped instead; everything else is percent-encoded).
    private static let hrefSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "-_.+!*(),%#@?=;:/,+$~".utf8 { table[Int(byte)] = true }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        return table
    }()

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Percent-encodes a URL for an `href` or `src` attribute (cmark's `houdini_escape_href`).
    /// Runs of bytes that stay as they are are copied in one go.
    static func appendEscapedHref(_ url: String, to output: inout HTMLOutput) {
        var url = url
        url.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if hrefSafe[Int(byte)] { continue }
                if index > runStart { output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                runStart = index + 1
                if byte == UInt8(ascii: "&") {
                    output.append("&amp;")
                } else if byte == UInt8(ascii: "'") {
                    output.append("&#x27;")
                } else {
                    output.append(UInt8(ascii: "%"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            if bytes.count > runStart { output.append(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }

    /// True for URLs cmark refuses in safe mode: `javascript:`, `vbscript:`, `file:`, and
    /// `data:` other than PNG, GIF, JPEG and WebP images (case-insensitive).
    static func isDangerousURL(_ url: String) -> Bool {
        let bytes = Array(url.utf8.prefix(20)).map(ByteClass.lowercased)
        func starts(_ prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }
        if starts("javascript:") || starts("vbscript:") || starts("file:") { return true }
        if starts("data:") {
            return !(starts("data:image/png") || starts("data:image/gif") || starts("data:image/jpeg") || starts("data:image/webp"))
        }
        return false
    }

    /// Names of the tags GFM's tag filter neutralises (lowercase).
    private static let filteredTags: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes",
                                                  "script", "plaintext"].map { Array($0.utf8) }

    /// Appends raw HTML, replacing the `<` of filtered tags by `&lt;` when `filter` is on.
    /// Text between `<` signs is copied in bulk.
    static func appendRawHTML(_ html: String, filter: Bool, to output: inout HTMLOutput) {
        var html = html
        html.withUTF8 { appendRawHTML($0, filter: filter, to: &output) }
    }

    /// ``appendRawHTML(_:filter:to:)`` for UTF-8 bytes.
    static func appendRawHTML(_ bytes: UnsafeBufferPointer<UInt8>, filter: Bool, to output: inout HTMLOutput) {
        guard filter else {
            output.append(bytes)
            return
        }
        var runStart = 0
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "<") && isFilteredTag(bytes, at: index) {
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append("&lt;")
            runStart = index + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    private static func isFilteredTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var i = start + 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
        for name in filteredTags {
            guard i + name.count <= bytes.count else { continue }
            var matches = true
            for k in 0..<name.count where ByteClass.lowercased(bytes[i + k]) != name[k] { matches = false; break }
            guard matches else { continue }
            let after = i + name.count
            if after >= bytes.count { return false }
            let c = bytes[after]
            if ByteClass.isASCIIWhitespace(c) || c == UInt8(ascii: ">") { return true }
            if c == UInt8(ascii: "/"), after + 1 < bytes.count, bytes[after + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }
}

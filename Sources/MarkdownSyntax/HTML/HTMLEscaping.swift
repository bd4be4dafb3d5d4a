/// cmark's HTML escaping rules, byte for byte: the one escaper of the package. The tree
/// writer, the renderers of `AttributedRendering` and the web app's pages all write through it.
package enum HTMLEscaping {
    /// Appends `text` with `&`, `<`, `>` and `"` escaped (cmark's `escape_html`; `'` stays).
    package static func appendEscaped<Sink: HTMLByteSink>(_ text: some StringProtocol, to output: inout Sink) {
        withUTF8Bytes(of: text) { appendEscaped($0, to: &output) }
    }

    /// `text` with `&`, `<`, `>` and `"` escaped (cmark's `escape_html`).
    package static func escaped(_ text: some StringProtocol) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        appendEscaped(text, to: &output)
        return output
    }

    /// Escapes `&`, `<`, `>` and `"` in UTF-8 bytes. Runs of ordinary bytes are found a word
    /// at a time and copied in one go; only the four special bytes are replaced.
    package static func appendEscaped<Sink: HTMLByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
        var runStart = 0
        var index = ByteScan.htmlSpecial(in: bytes, from: 0)
        while index < bytes.count {
            if index > runStart { output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            switch bytes[index] {
            case UInt8(ascii: "&"): output.appendLiteral("&amp;")
            case UInt8(ascii: "<"): output.appendLiteral("&lt;")
            case UInt8(ascii: ">"): output.appendLiteral("&gt;")
            default: output.appendLiteral("&quot;")
            }
            runStart = index + 1
            index = ByteScan.htmlSpecial(in: bytes, from: runStart)
        }
        if bytes.count > runStart { output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// Appends `text` for a page the web app writes by hand: cmark's four escapes plus `'` as
    /// `&#39;`, so that the result is safe in element content and in attributes quoted either way.
    package static func appendEscapedForPage<Sink: HTMLByteSink>(_ text: some StringProtocol, to output: inout Sink) {
        withUTF8Bytes(of: text) { bytes in
            var runStart = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "'") {
                appendEscaped(UnsafeBufferPointer(rebasing: bytes[runStart..<index]), to: &output)
                output.appendLiteral("&#39;")
                runStart = index + 1
            }
            appendEscaped(UnsafeBufferPointer(rebasing: bytes[runStart...]), to: &output)
        }
    }

    /// `text` escaped as ``appendEscapedForPage(_:to:)`` does.
    package static func escapedForPage(_ text: some StringProtocol) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        appendEscapedForPage(text, to: &output)
        return output
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
    /// Runs of bytes that stay as they are are copied in one go. Quotes, spaces and control
    /// characters are all encoded, so the result cannot leave its attribute.
    package static func appendEscapedHref<Sink: HTMLByteSink>(_ url: some StringProtocol, to output: inout Sink) {
        withUTF8Bytes(of: url) { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if hrefSafe[Int(byte)] { continue }
                if index > runStart { output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                runStart = index + 1
                if byte == UInt8(ascii: "&") {
                    output.appendLiteral("&amp;")
                } else if byte == UInt8(ascii: "'") {
                    output.appendLiteral("&#x27;")
                } else {
                    let encoded: (UInt8, UInt8, UInt8) = (UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)])
                    withUnsafeBytes(of: encoded) { raw in
                        output.appendBytes(raw.bindMemory(to: UInt8.self))
                    }
                }
            }
            if bytes.count > runStart { output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }
}

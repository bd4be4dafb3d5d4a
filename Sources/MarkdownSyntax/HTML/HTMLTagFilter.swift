/// GFM's tag filter (cmark-gfm's `tagfilter` extension): in raw HTML, the `<` of tags that
/// change how the rest of a page parses becomes `&lt;`.
package enum HTMLTagFilter {
    /// Names of the tags the filter neutralises (lowercase): `title`, `textarea`, `style`,
    /// `xmp`, `iframe`, `noembed`, `noframes`, `script`, `plaintext`.
    private static let filteredTags: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes",
                                                  "script", "plaintext"].map { Array($0.utf8) }

    /// Appends `html` with the `<` of filtered tags replaced by `&lt;`. Text between `<`
    /// signs is copied in bulk.
    package static func appendFiltered<Sink: HTMLByteSink>(_ html: some StringProtocol, to output: inout Sink) {
        withUTF8Bytes(of: html) { bytes in
            var runStart = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "<") && isFilteredTag(bytes, at: index) {
                output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.appendLiteral("&lt;")
                runStart = index + 1
            }
            output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// True when the `<` at `start` opens or closes a filtered tag: the name (any case) followed
    /// by whitespace (cmark's `cmark_isspace`: space, `\t`, `\n`, `\v`, `\f`, `\r`), `>` or `/>`.
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

/// GFM's tag filter: in raw HTML, the `<` of tags that change how the rest of a page parses
/// (`title`, `textarea`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script`,
/// `plaintext`) becomes `&lt;`, as cmark-gfm's `tagfilter` extension does.
enum TagFilter {
    private static let filteredTags: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    /// Appends `html` with the filtered tags' opening `<` escaped.
    static func appendFiltered(_ html: String, to output: inout String) {
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), isFilteredTag(in: bytes, at: index) {
                result.append(contentsOf: "&lt;".utf8)
            } else {
                result.append(bytes[index])
            }
            index += 1
        }
        output += String(decoding: result, as: UTF8.self)
    }

    private static func isFilteredTag(in bytes: [UInt8], at lessThan: Int) -> Bool {
        var start = lessThan + 1
        if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        for tag in filteredTags {
            let end = start + tag.count
            guard end <= bytes.count else { continue }
            var matches = true
            for offset in 0..<tag.count where lowercased(bytes[start + offset]) != tag[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            if end == bytes.count { return false }
            switch bytes[end] {
            case UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C:
                return true
            case UInt8(ascii: "/"):
                return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ">")
            default:
                continue
            }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}

/// GFM extended autolinks (cmark-gfm's `autolink` extension): `www.` and `http(s)://`/`ftp://`
/// links recognised while scanning, e-mail addresses recognised in finished text.
extension InlineParser {
    /// Tries a `www.` link (at `w`) or a scheme link (at `:`); returns false when there is none.
    mutating func parseExtendedAutolink(_ trigger: UInt8) -> Bool {
        // As in cmark-gfm, no extended autolink starts inside link or image text.
        guard options.extensions.contains(.autolink), brackets.isEmpty else { return false }
        if trigger == UInt8(ascii: "w") { return parseWWWAutolink() }
        return parseSchemeAutolink()
    }

    private mutating func parseWWWAutolink() -> Bool {
        let start = position
        if start > 0 {
            let previous = content[start - 1]
            guard previous == UInt8(ascii: "*") || previous == UInt8(ascii: "_") || previous == UInt8(ascii: "~")
                || previous == UInt8(ascii: "(") || ByteClass.isASCIIWhitespace(previous) else { return false }
        }
        guard end - start >= 4, content[start + 1] == UInt8(ascii: "w"), content[start + 2] == UInt8(ascii: "w"),
              content[start + 3] == UInt8(ascii: ".") else { return false }
        let domain = ExtendedAutolinkRules.domainLength(content, from: start, end: end, allowShort: false)
        guard domain > 0 else { return false }
        var linkEnd = start + domain
        while linkEnd < end, !ByteClass.isASCIIWhitespace(content[linkEnd]), content[linkEnd] != UInt8(ascii: "<") { linkEnd += 1 }
        linkEnd = ExtendedAutolinkRules.trimDelimiters(content, from: start, to: linkEnd)
        guard linkEnd > start else { return false }
        let text = String(decoding: UnsafeBufferPointer(rebasing: content[start..<linkEnd]), as: UTF8.self)
        appendAutolink(destination: "http://" + text, start: start, end: linkEnd)
        return true
    }

    private mutating func parseSchemeAutolink() -> Bool {
        let colon = position
        guard end - colon >= 4, content[colon + 1] == UInt8(ascii: "/"), content[colon + 2] == UInt8(ascii: "/") else { return false }
        // The scheme letters were already emitted as the end of the previous text node.
        let previous = arena.nodes[0].last
        guard previous >= 0, case .text = arena.nodes[previous].kind, arena.nodes[previous].end == colon else { return false }
        var schemeStart = colon
        while schemeStart > arena.nodes[previous].start, ByteClass.isLetter(content[schemeStart - 1]) { schemeStart -= 1 }
        let scheme = String(decoding: UnsafeBufferPointer(rebasing: content[schemeStart..<colon]), as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" || scheme == "ftp",
              colon + 3 < end, ExtendedAutolinkRules.isValidHostCharacter(content, at: colon + 3, end: end) else { return false }
        let domain = ExtendedAutolinkRules.domainLength(content, from: colon + 3, end: end, allowShort: true)
        guard domain > 0 else { return false }
        var linkEnd = colon + 3 + domain
        while linkEnd < end, !ByteClass.isASCIIWhitespace(content[linkEnd]), content[linkEnd] != UInt8(ascii: "<") { linkEnd += 1 }
        linkEnd = ExtendedAutolinkRules.trimDelimiters(content, from: schemeStart, to: linkEnd)
        guard linkEnd > colon else { return false }
        arena.nodes[previous].end = schemeStart
        if schemeStart == arena.nodes[previous].start { arena.remove(previous) }
        let url = String(decoding: UnsafeBufferPointer(rebasing: content[schemeStart..<linkEnd]), as: UTF8.self)
        appendAutolink(destination: url, start: schemeStart, end: linkEnd)
        return true
    }

    private mutating func appendAutolink(destination: String, start: Int, end linkEnd: Int) {
        let kind = arena.linkKind(LinkInfo(destination: destination, origin: .extendedAutolink))
        let link = arena.append(kind, start: start, end: linkEnd)
        let text = arena.append(.text, start: start, end: linkEnd)
        arena.remove(text)
        arena.nodes[link].first = text
        arena.nodes[link].last = text
        position = linkEnd
    }
}

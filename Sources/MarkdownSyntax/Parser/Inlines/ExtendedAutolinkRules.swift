/// The character rules of cmark-gfm's autolink extension.
enum ExtendedAutolinkRules {
    /// Length of a valid domain at `start`, or 0 (cmark-gfm's `check_domain`): no underscore in
    /// the last two labels, at least one dot unless `allowShort`.
    static func domainLength(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, allowShort: Bool) -> Int {
        let size = end - start
        guard size > 1 else { return 0 }
        var i = 1
        var dots = 0
        var underscoresBeforeLastDot = 0
        var underscores = 0
        while i < size - 1 {
            if b[start + i] == UInt8(ascii: "\\") && i < size - 2 { i += 1 }
            let c = b[start + i]
            if c == UInt8(ascii: "_") {
                underscores += 1
            } else if c == UInt8(ascii: ".") {
                underscoresBeforeLastDot = underscores
                underscores = 0
                dots += 1
            } else if c != UInt8(ascii: "-") && !isValidHostCharacter(b, at: start + i, end: end) {
                break
            }
            i += 1
        }
        if (underscoresBeforeLastDot > 0 || underscores > 0) && dots <= 10 { return 0 }
        return allowShort || dots > 0 ? i : 0
    }

    static func isValidHostCharacter(_ b: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        let c = b[index]
        if c < 0x80 { return !ByteClass.isASCIIWhitespace(c) && !ByteClass.isASCIIPunctuation(c) }
        guard let scalar = ByteClass.scalar(at: index, in: b, end: end) else { return false }
        // cmark-gfm predates CommonMark 0.31's symbols-as-punctuation: only P* categories count here.
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .spaceSeparator:
            return false
        default:
            return true
        }
    }

    /// Trims trailing punctuation and unbalanced `)` from a candidate link (cmark-gfm's `autolink_delim`).
    static func trimDelimiters(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var linkEnd = end
        var opening = 0
        var closing = 0
        for i in start..<linkEnd {
            let c = b[i]
            if c == UInt8(ascii: "<") { linkEnd = i; break }
            if c == UInt8(ascii: "(") { opening += 1 } else if c == UInt8(ascii: ")") { closing += 1 }
        }
        while linkEnd > start {
            let c = b[linkEnd - 1]
            switch c {
            case UInt8(ascii: ")"):
                if closing <= opening { return linkEnd }
                closing -= 1
                linkEnd -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                linkEnd -= 1
            case UInt8(ascii: ";"):
                var newEnd = linkEnd - 2
                while newEnd > start, ByteClass.isLetter(b[newEnd]) { newEnd -= 1 }
                if newEnd >= start, newEnd < linkEnd - 2, b[newEnd] == UInt8(ascii: "&") { linkEnd = newEnd } else { linkEnd -= 1 }
            default:
                return linkEnd
            }
        }
        return linkEnd
    }

    /// Finds the next e-mail address (`local@domain.tld`, optionally `mailto:`/`xmpp:`) in
    /// `b[from..<end]` as cmark-gfm's autolink post-processing does. Returns the link's range and
    /// destination.
    static func nextEmail(_ b: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> (start: Int, end: Int, destination: String)? {
        var offset = from
        while offset < end {
            var at = offset
            while at < end, b[at] != UInt8(ascii: "@") { at += 1 }
            guard at < end else { return nil }
            var rewind = 0
            var autoMailto = true
            var isXMPP = false
            while at - rewind > offset {
                let c = b[at - rewind - 1]
                if ByteClass.isAlphanumeric(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
                    || c == UInt8(ascii: "_") {
                    rewind += 1
                    continue
                }
                if c == UInt8(ascii: ":") {
                    let colon = at - rewind - 1
                    if hasProtocol("mailto", b, endingAt: colon, lowerBound: offset) {
                        autoMailto = false
                        rewind += 7
                        break
                    }
                    if hasProtocol("xmpp", b, endingAt: colon, lowerBound: offset) {
                        autoMailto = false
                        isXMPP = true
                        rewind += 5
                        break
                    }
                }
                break
            }
            if rewind == 0 || (!autoMailto && at - rewind + (isXMPP ? 5 : 7) == at) {
                offset = at + 1
                continue
            }
            var linkEnd = 1
            var dots = 0
            var anotherAt = false
            while at + linkEnd < end {
                let c = b[at + linkEnd]
                if ByteClass.isAlphanumeric(c) {
                } else if c == UInt8(ascii: "@") {
                    // cmark-gfm starts over from this `@`, its local part beginning after the first one.
                    anotherAt = true
                    break
                } else if c == UInt8(ascii: "."), at + linkEnd + 1 < end, ByteClass.isAlphanumeric(b[at + linkEnd + 1]) {
                    dots += 1
                } else if c == UInt8(ascii: "/"), isXMPP {
                } else if c != UInt8(ascii: "-") && c != UInt8(ascii: "_") {
                    break
                }
                linkEnd += 1
            }
            if anotherAt {
                offset = at + 1
                continue
            }
            let last = b[at + linkEnd - 1]
            if linkEnd < 2 || dots == 0 || (!ByteClass.isLetter(last) && last != UInt8(ascii: ".")) {
                offset = at + 1
                continue
            }
            let trimmed = trimDelimiters(b, from: at, to: at + linkEnd)
            guard trimmed > at + 1 else {
                offset = at + 1
                continue
            }
            let start = at - rewind
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<trimmed]), as: UTF8.self)
            return (start, trimmed, autoMailto ? "mailto:" + text : text)
        }
        return nil
    }

    /// True when `name` ends at `colon` and is not glued to a preceding letter or digit.
    private static func hasProtocol(_ name: StaticString, _ b: UnsafeBufferPointer<UInt8>, endingAt colon: Int, lowerBound: Int) -> Bool {
        let length = name.utf8CodeUnitCount
        guard colon - length >= lowerBound, HTMLScanning.hasPrefix(name, b, at: colon - length, end: colon) else { return false }
        return colon - length == lowerBound || !ByteClass.isAlphanumeric(b[colon - length - 1])
    }
}

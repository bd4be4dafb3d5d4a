/// Checks that renderer-made HTML is well formed: every `<` opens a comment or a tag, every
/// non-void element is closed in nesting order, and nothing is left open at the end.
///
/// The renderers escape `<` in text and attribute values and (in safe mode) replace raw HTML
/// by a comment, so their output must always pass; a failure means an escaping or nesting bug
/// that a browser would silently "repair" into a different document.
public struct HTMLBalanceChecker {
    /// Why an HTML text is not well formed, with the byte offset where it shows.
    public struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var reason: String

        public var description: String { "HTML not well formed at byte \(offset): \(reason)" }
    }

    /// Elements that never have a closing tag.
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Returns nil when `html` is well formed, else the first problem found.
    public static func check(_ html: String) -> Failure? {
        let bytes = Array(html.utf8)
        var open: [(name: String, offset: Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let start = index
            if matches(bytes, at: index, "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else {
                    return Failure(offset: start, reason: "unterminated comment")
                }
                index = end + 3
                continue
            }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            var cursor = index + (closing ? 2 : 1)
            let nameStart = cursor
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart, isLetter(bytes[nameStart]) else {
                return Failure(offset: start, reason: "'<' that starts no tag (unescaped text?)")
            }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            guard let tagEnd = endOfTag(bytes, from: cursor) else {
                return Failure(offset: start, reason: "unterminated tag <\(closing ? "/" : "")\(name)")
            }
            index = tagEnd + 1
            if closing {
                guard let last = open.popLast() else {
                    return Failure(offset: start, reason: "</\(name)> closes nothing")
                }
                guard last.name == name else {
                    return Failure(offset: start, reason: "</\(name)> closes <\(last.name)> opened at byte \(last.offset)")
                }
            } else if !voidElements.contains(name), bytes[tagEnd - 1] != UInt8(ascii: "/") {
                open.append((name, start))
            }
        }
        if let unclosed = open.last {
            return Failure(offset: unclosed.offset, reason: "<\(unclosed.name)> is never closed")
        }
        return nil
    }

    /// The offset of the `>` ending a tag whose name ends at `start`, skipping quoted attribute values.
    private static func endOfTag(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            index += 1
        }
        return nil
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { pattern in
            pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
        }
    }

    private static func find(_ bytes: [UInt8], _ literal: StaticString, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if matches(bytes, at: index, literal) { return index }
            index += 1
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}

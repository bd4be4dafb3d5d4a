/// The elements of renderer-made HTML, as a browser's parser builds them: the one reading of our
/// own markup that the fuzzer's well-formedness invariant and the live preview's nested edits
/// share.
///
/// The renderers escape `<` in text and attribute values, replace raw HTML by a comment (in safe
/// mode, and always in the web preview), and close every element, so each element here is an
/// element of the page's DOM, and its element children are the DOM's `children`. Comments are
/// skipped (they are nodes, not elements). Anything else (a `<` that starts no tag, a tag or
/// comment left unterminated, a closing tag that closes no open element or another one, an
/// element left open) is a ``Failure``: a browser would "repair" it into another document.
package struct HTMLElementTree: Sendable {
    /// Why HTML is not well formed, with the byte offset where it shows.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var offset: Int
        package var reason: String

        package var description: String { "HTML not well formed at byte \(offset): \(reason)" }
    }

    package struct Element: Sendable {
        /// The `<` of the opening tag.
        package var start: Int
        /// Past the opening tag's `>`.
        package var openingEnd: Int
        /// The `<` of the closing tag (`openingEnd` for a void element).
        package var closingStart: Int
        /// Past the closing tag's `>` (`openingEnd` for a void element).
        package var end: Int
        /// The tag name's bytes.
        package var name: Range<Int>
        /// Indexes of the element children in ``HTMLElementTree/elements``, in order.
        package var children: [Int] = []
        /// Whether a comment sits directly inside the element (a node that is no element).
        package var holdsComment = false
    }

    package private(set) var elements: [Element] = []
    /// The elements at the top of the HTML, in order.
    package private(set) var roots: [Int] = []
    /// Whether a comment sits at the top, outside every element.
    package private(set) var holdsTopLevelComment = false

    /// The elements that have no closing tag in HTML.
    private static let voidNames: [StaticString] = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// The elements of `html` (UTF-8).
    ///
    /// - Throws: ``Failure`` when `html` is not well formed.
    package init(_ html: UnsafeBufferPointer<UInt8>) throws(Failure) {
        let count = html.count
        var open: [Int] = []
        var index = 0
        while index < count {
            guard html[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let start = index
            if Self.matches("<!--", in: html, at: index) {
                guard let close = Self.find("-->", in: html, from: index + 4) else {
                    throw Failure(offset: start, reason: "unterminated comment")
                }
                if let parent = open.last { elements[parent].holdsComment = true } else { holdsTopLevelComment = true }
                index = close + 3
                continue
            }
            let closing = index + 1 < count && html[index + 1] == UInt8(ascii: "/")
            let nameStart = index + (closing ? 2 : 1)
            var nameEnd = nameStart
            while nameEnd < count, Self.isNameByte(html[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart, Self.isLetter(html[nameStart]) else {
                throw Failure(offset: start, reason: "'<' that starts no tag (unescaped text?)")
            }
            let name = nameStart..<nameEnd
            guard let tagEnd = Self.endOfTag(html, from: nameEnd) else {
                throw Failure(offset: start, reason: "unterminated tag <\(closing ? "/" : "")\(Self.text(name, of: html))>")
            }
            index = tagEnd + 1
            if closing {
                guard let current = open.popLast() else {
                    throw Failure(offset: start, reason: "</\(Self.text(name, of: html))> closes nothing")
                }
                guard Self.sameName(elements[current].name, name, in: html) else {
                    throw Failure(offset: start, reason: "</\(Self.text(name, of: html))> closes "
                        + "<\(Self.text(elements[current].name, of: html))> opened at byte \(elements[current].start)")
                }
                elements[current].closingStart = start
                elements[current].end = index
                continue
            }
            let isVoid = html[tagEnd - 1] == UInt8(ascii: "/") || Self.isVoid(name, in: html)
            let position = elements.count
            elements.append(Element(start: start, openingEnd: index, closingStart: index, end: index, name: name))
            if let parent = open.last { elements[parent].children.append(position) } else { roots.append(position) }
            if !isVoid { open.append(position) }
        }
        if let unclosed = open.last {
            throw Failure(offset: elements[unclosed].start, reason: "<\(Self.text(elements[unclosed].name, of: html))> is never closed")
        }
    }

    /// The offset of the `>` ending a tag whose name ends at `start`, skipping quoted attribute
    /// values; nil when a `<` or the end comes first.
    private static func endOfTag(_ html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < html.count {
            let byte = html[index]
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

    /// Whether `name` (bytes of `html`) is a void element's, compared in place: every tag asks
    /// (a 1 MB block's HTML has tens of thousands).
    private static func isVoid(_ name: Range<Int>, in html: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count <= 6 else { return false }
        for void in voidNames where void.utf8CodeUnitCount == name.count {
            let bytes = UnsafeBufferPointer(start: void.utf8Start, count: void.utf8CodeUnitCount)
            if zip(html[name], bytes).allSatisfy({ $0 | 0x20 == $1 }) { return true }
        }
        return false
    }

    /// Tag names match without regard to ASCII case, as HTML's do.
    private static func sameName(_ a: Range<Int>, _ b: Range<Int>, in html: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && zip(html[a], html[b]).allSatisfy { lower($0) == lower($1) }
    }

    private static func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }

    private static func text(_ range: Range<Int>, of html: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: html[range]), as: UTF8.self).lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    private static func matches(_ marker: StaticString, in html: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = marker.utf8CodeUnitCount
        guard index + count <= html.count else { return false }
        return html[index..<(index + count)].elementsEqual(UnsafeBufferPointer(start: marker.utf8Start, count: count))
    }

    private static func find(_ marker: StaticString, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + marker.utf8CodeUnitCount <= html.count {
            if matches(marker, in: html, at: index) { return index }
            index += 1
        }
        return nil
    }
}

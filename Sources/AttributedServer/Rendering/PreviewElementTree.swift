/// The elements of one preview block's HTML, as the browser's parser builds them: what a nested
/// chunk edit (``PreviewChunkEdit/init(nestedFrom:to:)``) steps through.
///
/// Only the preview's own markup is read: raw HTML in the source is omitted from it (a comment
/// says so), text and attribute values are escaped, and every element is closed, so an element
/// here is an element of the page's DOM and its element children are the DOM's `children`.
/// Comments are skipped (they are nodes, not elements). Anything else (a closing tag that
/// closes no open element, an element left open, a `<` that starts no tag) gives no tree, and the
/// block is then sent whole.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewElementTree {
    struct Element {
        /// The `<` of the opening tag.
        var start: Int
        /// Past the opening tag's `>`.
        var openingEnd: Int
        /// The `<` of the closing tag (`openingEnd` for a void element).
        var closingStart: Int
        /// Past the closing tag's `>` (`openingEnd` for a void element).
        var end: Int
        /// The tag name's bytes.
        var name: Range<Int>
        /// Indexes of the element children in ``PreviewElementTree/elements``, in order.
        var children: [Int] = []
        /// Whether a comment sits directly inside the element (a node that is no element).
        var holdsComment = false
    }

    private(set) var elements: [Element] = []
    /// The elements at the top of the HTML, in order.
    private(set) var roots: [Int] = []
    /// Whether a comment sits at the top, outside every element.
    private(set) var holdsTopLevelComment = false

    /// The elements that have no closing tag in HTML.
    private static let voidNames: [StaticString] = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Whether `name` (bytes of `html`) is a void element's: compared in place, since every tag
    /// of a block asks (a 1 MB block's HTML has tens of thousands).
    private static func isVoid(_ name: Range<Int>, in html: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count <= 6 else { return false }
        for void in voidNames where void.utf8CodeUnitCount == name.count {
            if html[name].elementsEqual(UnsafeBufferPointer(start: void.utf8Start, count: void.utf8CodeUnitCount)) { return true }
        }
        return false
    }

    init?(_ html: UnsafeBufferPointer<UInt8>) {
        let count = html.count
        var open: [Int] = []
        var index = 0
        while index < count {
            guard html[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if Self.matches("<!--", in: html, at: index) {
                guard let close = Self.find("-->", in: html, from: index + 4) else { return nil }
                if let parent = open.last { elements[parent].holdsComment = true } else { holdsTopLevelComment = true }
                index = close + 3
                continue
            }
            if index + 1 < count, html[index + 1] == UInt8(ascii: "/") {
                let nameStart = index + 2
                var nameEnd = nameStart
                while nameEnd < count, Self.isNameByte(html[nameEnd]) { nameEnd += 1 }
                guard nameEnd > nameStart, nameEnd < count, html[nameEnd] == UInt8(ascii: ">"), let current = open.popLast(),
                      html[elements[current].name].elementsEqual(html[nameStart..<nameEnd]) else { return nil }
                elements[current].closingStart = index
                elements[current].end = nameEnd + 1
                index = nameEnd + 1
                continue
            }
            let nameStart = index + 1
            var nameEnd = nameStart
            while nameEnd < count, Self.isNameByte(html[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart else { return nil }
            // The attributes, up to the `>` outside quotes.
            var cursor = nameEnd
            var quote: UInt8? = nil
            while cursor < count {
                let byte = html[cursor]
                if let current = quote {
                    if byte == current { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                cursor += 1
            }
            guard cursor < count else { return nil }
            let selfClosing = html[cursor - 1] == UInt8(ascii: "/")
            let isVoid = selfClosing || Self.isVoid(nameStart..<nameEnd, in: html)
            let element = Element(start: index, openingEnd: cursor + 1, closingStart: cursor + 1, end: cursor + 1, name: nameStart..<nameEnd)
            let position = elements.count
            elements.append(element)
            if let parent = open.last { elements[parent].children.append(position) } else { roots.append(position) }
            if !isVoid { open.append(position) }
            index = cursor + 1
        }
        guard open.isEmpty else { return nil }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    private static func matches(_ marker: StaticString, in html: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = marker.utf8CodeUnitCount
        guard index + count <= html.count else { return false }
        let bytes = UnsafeBufferPointer(start: marker.utf8Start, count: count)
        return html[index..<(index + count)].elementsEqual(bytes)
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

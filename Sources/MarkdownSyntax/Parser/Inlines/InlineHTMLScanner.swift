/// Scans inline raw HTML, remembering which terminators are absent from the rest of the text so
/// that a paragraph full of `<!--` or `<?` stays linear (as cmark does).
struct InlineHTMLScanner {
    private var noCommentEnd = false
    private var noProcessingEnd = false
    private var noCDATAEnd = false
    private var noDeclarationEnd = false

    mutating func scan(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        guard start + 1 < end else { return nil }
        let next = b[start + 1]
        if next == UInt8(ascii: "!") {
            if HTMLScanning.hasPrefix("<!--", b, at: start, end: end) {
                if HTMLScanning.hasPrefix("<!-->", b, at: start, end: end) { return start + 5 }
                if HTMLScanning.hasPrefix("<!--->", b, at: start, end: end) { return start + 6 }
                guard !noCommentEnd else { return nil }
                if let close = HTMLScanning.find(Array("-->".utf8), in: b, from: start + 4, end: end) { return close + 3 }
                noCommentEnd = true
                return nil
            }
            if HTMLScanning.hasPrefix("<![CDATA[", b, at: start, end: end, ignoringCase: false) {
                guard !noCDATAEnd else { return nil }
                if let close = HTMLScanning.find(Array("]]>".utf8), in: b, from: start + 9, end: end) { return close + 3 }
                noCDATAEnd = true
                return nil
            }
            if start + 2 < end, ByteClass.isLetter(b[start + 2]) {
                guard !noDeclarationEnd else { return nil }
                var i = start + 3
                while i < end, b[i] != UInt8(ascii: ">") { i += 1 }
                if i < end { return i + 1 }
                noDeclarationEnd = true
            }
            return nil
        }
        if next == UInt8(ascii: "?") {
            guard !noProcessingEnd else { return nil }
            if let close = HTMLScanning.find(Array("?>".utf8), in: b, from: start + 2, end: end) { return close + 2 }
            noProcessingEnd = true
            return nil
        }
        if next == UInt8(ascii: "/") { return HTMLScanning.closingTag(b, at: start, end: end) }
        return HTMLScanning.openTag(b, at: start, end: end)
    }
}

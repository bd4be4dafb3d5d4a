/// The seven HTML block start conditions of CommonMark 0.31.2 and their end conditions.
package enum HTMLBlockRules {
    /// Tag names of start condition 6 (lowercase), one space between names.
    static let blockTagNameList = """
        address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div \
        dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe \
        legend li link main menu menuitem nav noframes ol optgroup option p param search section summary table \
        tbody td tfoot th thead title tr track ul
        """

    /// ``blockTagNameList`` packed as ``CodeWord``s (the highlighter's keys: a word of up to 16 bytes
    /// in two integers), so that a line's tag name is looked up without making an array and hashing
    /// it (an allocation per line that starts with `<`).
    private static let blockTagIndex: CodeWordIndex = {
        let index = CodeWordIndex(capacityFor: CodeWord.wordCountBound(blockTagNameList))
        CodeWord.forEachWord(in: blockTagNameList) { low, high, _ in index.merge(low: low, high: high, value: 1, keeping: 0) }
        return index
    }()

    /// Whether a line starting with `html` (raw HTML, `<` first) would start an HTML block that
    /// can interrupt a paragraph (conditions 1 to 6): for writers of Markdown that must keep such
    /// HTML inline when it comes at the start of a line.
    package static func interruptsParagraph(_ html: String) -> Bool {
        withUTF8Bytes(of: html) { bytes in
            bytes.first == UInt8(ascii: "<") && startType(bytes, from: 0, to: bytes.count, allowType7: false) != 0
        }
    }

    static let rawTextTagNames: [StaticString] = ["pre", "script", "style", "textarea"]

    /// The start condition (1…7) a line matches at `start` (which holds `<`), or 0.
    static func startType(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, allowType7: Bool) -> Int {
        guard start + 1 < end else { return 0 }
        for name in rawTextTagNames where HTMLScanning.hasPrefix(name, b, at: start + 1, end: end) {
            let after = start + 1 + name.utf8CodeUnitCount
            if after == end || ByteClass.isSpaceOrTab(b[after]) || b[after] == UInt8(ascii: ">") { return 1 }
        }
        if HTMLScanning.hasPrefix("<!--", b, at: start, end: end) { return 2 }
        if b[start + 1] == UInt8(ascii: "?") { return 3 }
        if b[start + 1] == UInt8(ascii: "!"), start + 2 < end, ByteClass.isLetter(b[start + 2]) { return 4 }
        if HTMLScanning.hasPrefix("<![CDATA[", b, at: start, end: end, ignoringCase: false) { return 5 }
        var nameStart = start + 1
        if b[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < end, ByteClass.isAlphanumeric(b[nameEnd]) { nameEnd += 1 }
        if nameEnd > nameStart, nameEnd - nameStart <= 10, let name = CodeWord(b, nameStart, nameEnd, foldingCase: true) {
            if blockTagIndex.value(low: name.low, high: name.high) != 0 {
                if nameEnd == end || ByteClass.isSpaceOrTab(b[nameEnd]) || b[nameEnd] == UInt8(ascii: ">") { return 6 }
                if b[nameEnd] == UInt8(ascii: "/"), nameEnd + 1 < end, b[nameEnd + 1] == UInt8(ascii: ">") { return 6 }
            }
        }
        guard allowType7 else { return 0 }
        let tagEnd: Int?
        if b[start + 1] == UInt8(ascii: "/") {
            tagEnd = HTMLScanning.closingTag(b, at: start, end: end)
        } else {
            if let nameEnd = HTMLScanning.tagName(b, at: start + 1, end: end) {
                for name in rawTextTagNames where name.utf8CodeUnitCount == nameEnd - start - 1
                    && HTMLScanning.hasPrefix(name, b, at: start + 1, end: end) { return 0 }
            }
            tagEnd = HTMLScanning.openTag(b, at: start, end: end)
        }
        guard var i = tagEnd else { return 0 }
        while i < end, ByteClass.isSpaceOrTab(b[i]) { i += 1 }
        return i == end ? 7 : 0
    }

    // End markers of conditions 2…5, built once: this check runs on every line of such a block.
    private static let commentEnd = Array("-->".utf8)
    private static let processingInstructionEnd = Array("?>".utf8)
    private static let declarationEnd = [UInt8(ascii: ">")]
    private static let cdataEnd = Array("]]>".utf8)

    /// True when the line `b[start..<end]` contains the end marker of an HTML block of `type` 1…5.
    static func endConditionMet(type: Int, _ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        switch type {
        case 1:
            // From `<` to `<` (memchr): most lines of a `<pre>` or `<script>` block hold none.
            var i = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: b, from: start, end: end)
            while i + 1 < end {
                if b[i + 1] == UInt8(ascii: "/") {
                    for name in rawTextTagNames where HTMLScanning.hasPrefix(name, b, at: i + 2, end: end) {
                        let after = i + 2 + name.utf8CodeUnitCount
                        if after < end, b[after] == UInt8(ascii: ">") { return true }
                    }
                }
                i = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: b, from: i + 1, end: end)
            }
            return false
        case 2: return HTMLScanning.find(commentEnd, in: b, from: start, end: end) != nil
        case 3: return HTMLScanning.find(processingInstructionEnd, in: b, from: start, end: end) != nil
        case 4: return HTMLScanning.find(declarationEnd, in: b, from: start, end: end) != nil
        case 5: return HTMLScanning.find(cdataEnd, in: b, from: start, end: end) != nil
        default: return false
        }
    }
}

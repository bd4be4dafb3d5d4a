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

    /// Escapes `&`, `<`, `>` and `"` in UTF-8 bytes, through the sink's
    /// ``HTMLByteSink/appendHTMLEscaped(_:)`` (``appendEscapedRuns(_:to:)`` unless the sink
    /// writes into memory it owns, as the HTML writer's buffer does with ``escape(_:into:)``).
    @inline(__always)
    package static func appendEscaped<Sink: HTMLByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
        output.appendHTMLEscaped(bytes)
    }

    /// Escapes `&`, `<`, `>` and `"` in UTF-8 bytes: runs of ordinary bytes are found a word at
    /// a time and handed to the sink in one call; only the four special bytes are replaced.
    package static func appendEscapedRuns<Sink: HTMLByteSink>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
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

    /// `bytes` escaped by ``escape(_:into:)``, the word-at-a-time escaper of the HTML writer's
    /// buffer: for the fuzz invariants, which hold it to ``appendEscapedRuns(_:to:)``'s bytes.
    package static func escapedByWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: escapedCapacity(bytes.count)) { output, count in
            count = output.baseAddress.map { escape(bytes, into: $0) } ?? 0
        }
    }

    /// The room ``escape(_:into:)`` needs for `count` source bytes: six per byte (`&quot;`) and
    /// eight to spare, as it stores whole words.
    @inline(__always)
    static func escapedCapacity(_ count: Int) -> Int { count &* 6 &+ 8 }

    /// Writes `source` escaped (the same bytes as ``appendEscapedRuns(_:to:)``) to
    /// `destination`, which has room for ``escapedCapacity(_:)`` bytes, and returns how many
    /// it wrote.
    ///
    /// One pass, eight bytes at a time: each word is stored to the output before it is
    /// tested, so a word without a special byte costs one load, one store and the two-test
    /// mask of ``ByteScan/htmlSpecialMask(_:)``; a special byte keeps the bytes before it,
    /// and its entity is stored as one (padded) word. The separate scan-then-copy of the
    /// runs cost far more, most of it in the per-run copy call for short runs
    /// (docs/performance.md, "Escaping"). Safety: at most `escapedCapacity(source.count)` bytes are
    /// written (each source byte becomes at most six, and a word store reaches at most eight
    /// bytes past the output written so far); debug builds assert it.
    static func escape(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = source.count
        guard let base = source.baseAddress else { return 0 }
        let output = UnsafeMutableRawPointer(destination)
        var index = 0
        var written = 0
        while index &+ 8 <= count {
            let raw = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            (output + written).storeBytes(of: raw, as: UInt64.self)
            let found = ByteScan.htmlSpecialMask(UInt64(littleEndian: raw))
            if found == 0 {
                index &+= 8
                written &+= 8
                continue
            }
            replaceFirstSpecial(flaggedIn: found, source: base, index: &index, output: output, written: &written)
        }
        // The last one to seven bytes go the same way, as one word whose upper bytes are zero
        // (never special): a byte-by-byte tail was a third of this function's time, since most
        // text runs are short.
        while index < count {
            let remaining = count &- index
            let word = tailWord(of: base, count: count, remaining: remaining)
            (output + written).storeBytes(of: word.littleEndian, as: UInt64.self)
            let found = ByteScan.htmlSpecialMask(word)
            if found == 0 {
                written &+= remaining
                break
            }
            replaceFirstSpecial(flaggedIn: found, source: base, index: &index, output: output, written: &written)
        }
        assert(written <= escapedCapacity(count))
        return written
    }

    /// The last `remaining` (1 to 7) of `count` bytes as a little-endian value, the bytes past
    /// them zero; read without touching memory outside the `count` bytes.
    @inline(__always)
    private static func tailWord(of base: UnsafePointer<UInt8>, count: Int, remaining: Int) -> UInt64 {
        assert(remaining > 0 && remaining < 8 && remaining <= count)
        if count >= 8 {
            // The last eight bytes, shifted so that the ones already written fall off.
            let last = UInt64(littleEndian: UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
            return last &>> UInt64((8 &- remaining) &* 8)
        }
        var pointer = UnsafeRawPointer(base + (count &- remaining))
        var word: UInt64 = 0
        var shift: UInt64 = 0
        if remaining & 4 != 0 {
            word = UInt64(UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self)))
            pointer += 4
            shift = 32
        }
        if remaining & 2 != 0 {
            word |= UInt64(UInt16(littleEndian: pointer.loadUnaligned(as: UInt16.self))) &<< shift
            pointer += 2
            shift &+= 16
        }
        if remaining & 1 != 0 {
            word |= UInt64(pointer.load(as: UInt8.self)) &<< shift
        }
        return word
    }

    /// Keeps the bytes before the first special byte `found` flags (already stored with their
    /// word) and stores that byte's entity in its place; `index` and `written` move past both.
    @inline(__always)
    private static func replaceFirstSpecial(flaggedIn found: UInt64, source base: UnsafePointer<UInt8>, index: inout Int,
                                            output: UnsafeMutableRawPointer, written: inout Int) {
        let offset = found.trailingZeroBitCount &>> 3
        index &+= offset
        written &+= offset
        written &+= storeEntity(for: base[index], at: output + written)
        index &+= 1
    }

    /// Stores the entity for `&`, `<`, `>` or `"` as one eight-byte word (the bytes past the
    /// entity are overwritten by what follows) and returns the entity's length.
    @inline(__always)
    static func storeEntity(for byte: UInt8, at output: UnsafeMutableRawPointer) -> Int {
        // The entities' bytes, little-endian: "&amp;", "&lt;", "&gt;", "&quot;".
        let word: UInt64
        let length: Int
        switch byte {
        case 0x26: (word, length) = (0x3B_70_6D_61_26, 5)
        case 0x3C: (word, length) = (0x3B_74_6C_26, 4)
        case 0x3E: (word, length) = (0x3B_74_67_26, 4)
        default: (word, length) = (0x3B_74_6F_75_71_26, 6)
        }
        output.storeBytes(of: UInt64(littleEndian: word), as: UInt64.self)
        return length
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

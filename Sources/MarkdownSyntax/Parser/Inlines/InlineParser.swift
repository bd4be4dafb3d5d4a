/// The inline phase for one leaf block: scans its content once, left to right, building an
/// ``InlineArena``; emphasis and links are resolved with cmark's delimiter and bracket stacks.
///
/// Text is never copied while scanning: text nodes are ranges of the content, and only escapes,
/// entities and code spans write to the arena's side buffer.
struct InlineParser {
    private(set) var content: UnsafeBufferPointer<UInt8>
    private(set) var end: Int
    let options: ParseOptions
    let definitions: DefinitionStore
    let footnotes: FootnoteRegistry?
    var arena: InlineArena
    var position = 0
    var delimiters = DelimiterStack()
    var brackets: [Bracket] = []
    /// Link openers at stack indices below this can no longer form links.
    var inactiveLinkOpeners = 0
    var codeSpans = CodeSpanScanner()
    var htmlScanner = InlineHTMLScanner()
    /// The bytes that interrupt a text run.
    let specials: SpecialBytes

    /// A parser for `content`; for leaf after leaf, keep one and ``reset(content:)`` it.
    init(content: UnsafeBufferPointer<UInt8>, options: ParseOptions, specials: SpecialBytes, definitions: DefinitionStore,
         footnotes: FootnoteRegistry?) {
        self.content = content
        let end = Self.contentEnd(of: content, options: options)
        self.end = end
        self.options = options
        self.definitions = definitions
        self.footnotes = footnotes
        // About one node per 16 bytes of text (text runs, line breaks, code, delimiters): one
        // allocation for most leaves instead of a doubling series.
        arena = InlineArena(capacity: 4 + end / 16)
        self.specials = specials
    }

    /// Where parsing stops: trailing whitespace of a leaf is dropped, except when whitespace is
    /// preserved.
    private static func contentEnd(of content: UnsafeBufferPointer<UInt8>, options: ParseOptions) -> Int {
        var end = content.count
        if options.syntax != .inlineOnlyPreservingWhitespace {
            while end > 0, ByteClass.isASCIIWhitespace(content[end - 1]) { end -= 1 }
        }
        return end
    }

    /// Makes this parser ready for another leaf's `content`, as a new parser with the same
    /// options would be, but keeping the storage of its arena and stacks: the leaf-by-leaf walkers
    /// (``LeafInlineParser``) keep one parser, so a leaf costs no parser set-up, no reference
    /// counting of the shared definitions and no allocation once the arrays have grown (a parser
    /// per leaf cost atomic retains and releases by the hundred thousand: docs/performance.md,
    /// "Inline parsing").
    mutating func reset(content: UnsafeBufferPointer<UInt8>) {
        self.content = content
        end = Self.contentEnd(of: content, options: options)
        arena.reset(capacity: 4 + end / 16)
        position = 0
        delimiters.removeAll()
        if !brackets.isEmpty { brackets.removeAll(keepingCapacity: true) }
        inactiveLinkOpeners = 0
        codeSpans.reset()
        htmlScanner = InlineHTMLScanner()
    }

    /// Hands over the parsed arena, leaving an empty one (no storage) in its place; give it back
    /// with ``recycle(_:)`` so the next leaf reuses its storage.
    mutating func takeArena() -> InlineArena {
        var taken = InlineArena.empty
        swap(&taken, &arena)
        return taken
    }

    /// Gives back an arena taken with ``takeArena()``, for the next ``reset(content:)`` to reuse.
    mutating func recycle(_ arena: consuming InlineArena) {
        self.arena = arena
    }

    /// Parses the whole content.
    mutating func parse() {
        while position < end {
            let c = content[position]
            if !specials.contains(c) {
                parseText()
                continue
            }
            switch c {
            case 0x0A, 0x0D:
                parseNewline()
            case UInt8(ascii: "\\"):
                parseBackslash()
            case UInt8(ascii: "`"):
                parseCodeSpan()
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                parseDelimiterRun(c)
            case UInt8(ascii: "~"):
                if options.extensions.contains(.strikethrough) { parseDelimiterRun(c) } else { parseText() }
            case UInt8(ascii: "["):
                let node = arena.append(.text, start: position, end: position + 1)
                pushBracket(node: node, kind: .link, start: position)
                position += 1
            case UInt8(ascii: "!"):
                if position + 1 < end, content[position + 1] == UInt8(ascii: "[") {
                    let node = arena.append(.text, start: position, end: position + 2)
                    pushBracket(node: node, kind: .image, start: position)
                    position += 2
                } else {
                    arena.append(.text, start: position, end: position + 1)
                    position += 1
                }
            case UInt8(ascii: "^"):
                if options.extendedAttributes, position + 1 < end, content[position + 1] == UInt8(ascii: "[") {
                    let node = arena.append(.text, start: position, end: position + 2)
                    pushBracket(node: node, kind: .attributes, start: position)
                    position += 2
                } else {
                    parseText()
                }
            case UInt8(ascii: "]"):
                handleCloseBracket()
            case UInt8(ascii: "<"):
                parseAngle()
            case UInt8(ascii: "&"):
                parseEntity()
            case UInt8(ascii: "w"), UInt8(ascii: ":"):
                if !parseExtendedAutolink(c) { parseText() }
            default:
                parseText()
            }
        }
        processEmphasis(stackBottom: -1)
    }

    // MARK: Text

    /// Consumes a run of ordinary bytes (at least one), trimming spaces before a line ending.
    mutating func parseText() {
        appendTextRun(from: position, to: textRunEnd(after: position))
    }

    /// The text node of the run `start..<runEnd` (trimmed before a line ending), and the position
    /// moved past it.
    @inline(__always)
    private mutating func appendTextRun(from start: Int, to runEnd: Int) {
        position = runEnd
        var textEnd = runEnd
        if runEnd < end, content[runEnd] == 0x0A || content[runEnd] == 0x0D, options.syntax != .inlineOnlyPreservingWhitespace {
            while textEnd > start, content[textEnd - 1] == 0x20 || content[textEnd - 1] == 0x09 { textEnd -= 1 }
        }
        if textEnd > start { arena.append(.text, start: start, end: textEnd) }
    }

    /// Parses `content` as ``reset(content:)`` and ``parse()`` do, unless all of it is one run of
    /// ordinary text (its first byte not special, and no byte up to its trimmed end that starts
    /// anything), which ``parse()`` makes one text node of: then it returns that text's end and
    /// leaves the arena and the stacks as they are (the next leaf's reset sets them). Returns nil
    /// when it parsed. A leaf of plain text (a list item's words, a heading, a table cell's number)
    /// is written without its reset and parse, which cost ~390 instructions a leaf; the first run of
    /// any other leaf is scanned once, here, and becomes its first node.
    mutating func parseUnlessPlain(_ content: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = Self.contentEnd(of: content, options: options)
        guard end > 0 else { return 0 }
        guard !specials.contains(content[0]) else {
            reset(content: content)
            parse()
            return nil
        }
        self.content = content
        self.end = end
        let runEnd = textRunEnd(after: 0)
        if runEnd == end { return end }
        reset(content: content)
        appendTextRun(from: 0, to: runEnd)
        parse()
        return nil
    }

    /// Where the run of ordinary bytes that starts at `start` ends (the byte at `start` counts as
    /// ordinary): at the next byte that starts something, or at `end`. Mutating only so that the
    /// parser is not copied for the call (a non-mutating call copied it: +2% on a long paragraph).
    @inline(__always)
    private mutating func textRunEnd(after start: Int) -> Int {
        specials.withTable { table in
            // Locals, so the loop keeps the bounds in registers.
            let content = self.content
            let end = self.end
            var i = start + 1
            // Most text has no special byte for many bytes: the table entries (0 or 1) of eight
            // bytes are packed into one word, one entry per byte, so a block without a special
            // byte costs one test, and the first special byte of a block is found with
            // `trailingZeroBitCount` rather than by a byte-by-byte walk (whose branches were a
            // third of this function's time on `large.md`). A `w` or `:` that cannot start an
            // extended autolink is cleared and the search goes on in the same word.
            while end - i >= 8 {
                var mask: UInt64 = 0
                for offset in 0..<8 {
                    mask |= UInt64(table[Int(content[i &+ offset])]) &<< UInt64(offset &* 8)
                }
                while mask != 0 {
                    let found = i &+ mask.trailingZeroBitCount &>> 3
                    if !isInertAutolinkTrigger(at: found) { return found }
                    mask &= mask &- 1
                }
                i += 8
            }
            while i < end {
                if table[Int(content[i])] != 0, !isInertAutolinkTrigger(at: i) { return i }
                i += 1
            }
            return i
        }
    }

    /// True for a `w` or `:` (special only for GFM extended autolinks) that cannot start one:
    /// `parseExtendedAutolink` would refuse it before looking at anything else, so the text
    /// run goes on instead of being cut there (in English text, `w` is frequent).
    @inline(__always)
    func isInertAutolinkTrigger(at i: Int) -> Bool {
        switch content[i] {
        case UInt8(ascii: "w"):
            return !(end - i >= 4 && content[i + 1] == UInt8(ascii: "w") && content[i + 2] == UInt8(ascii: "w")
                && content[i + 3] == UInt8(ascii: "."))
        case UInt8(ascii: ":"):
            return !(end - i >= 4 && content[i + 1] == UInt8(ascii: "/") && content[i + 2] == UInt8(ascii: "/"))
        default:
            return false
        }
    }

    mutating func parseNewline() {
        let newline = position
        position += 1
        if content[newline] == 0x0D, position < end, content[position] == 0x0A { position += 1 }
        let isHard = newline >= 2 && content[newline - 1] == 0x20 && content[newline - 2] == 0x20
        if options.syntax == .inlineOnlyPreservingWhitespace {
            arena.append(.text, start: newline, end: position)
            return
        }
        arena.append(isHard ? .lineBreak : .softBreak, start: newline, end: position)
        while position < end, content[position] == 0x20 || content[position] == 0x09 { position += 1 }
    }

    mutating func parseBackslash() {
        let next = position + 1
        if next < end, ByteClass.isASCIIPunctuation(content[next]) {
            arena.append(.text, start: next, end: next + 1)
            position += 2
        } else if next < end, content[next] == 0x0A || content[next] == 0x0D, options.syntax != .inlineOnlyPreservingWhitespace {
            // Unlike a line ending after spaces, cmark does not skip the next line's leading
            // whitespace here (only a lazy continuation line still has any).
            position = next + 1
            if content[next] == 0x0D, position < end, content[position] == 0x0A { position += 1 }
            arena.append(.lineBreak, start: next - 1, end: position)
        } else {
            arena.append(.text, start: position, end: position + 1)
            position += 1
        }
    }

    mutating func parseEntity() {
        if let entity = HTMLEntities.decode(content, at: position, end: end) {
            entity.value.withBytes { _ = arena.appendExtra(.extraText, bytes: $0, start: position, end: entity.next) }
            position = entity.next
        } else {
            arena.append(.text, start: position, end: position + 1)
            position += 1
        }
    }

    // MARK: Autolinks and raw HTML

    mutating func parseAngle() {
        let start = position
        if let autolink = scanAutolink(at: start) {
            let link = arena.append(arena.linkKind(autolink.info), start: start, end: autolink.next)
            let text = arena.append(.text, start: start + 1, end: autolink.next - 1)
            arena.remove(text)
            arena.nodes[link].first = text
            arena.nodes[link].last = text
            position = autolink.next
            return
        }
        if let htmlEnd = htmlScanner.scan(content, at: start, end: end) {
            arena.append(.html, start: start, end: htmlEnd)
            position = htmlEnd
            return
        }
        arena.append(.text, start: start, end: start + 1)
        position += 1
    }

    /// `<scheme:…>` or `<address@host>`.
    func scanAutolink(at start: Int) -> (info: LinkInfo, next: Int)? {
        var i = start + 1
        // URI autolink.
        if i < end, ByteClass.isLetter(content[i]) {
            var j = i + 1
            while j < end, j - i < 33, ByteClass.isAlphanumeric(content[j]) || content[j] == UInt8(ascii: "+")
                    || content[j] == UInt8(ascii: ".") || content[j] == UInt8(ascii: "-") { j += 1 }
            let schemeLength = j - i
            if schemeLength >= 2, schemeLength <= 32, j < end, content[j] == UInt8(ascii: ":") {
                var k = j + 1
                while k < end {
                    let c = content[k]
                    if c == UInt8(ascii: ">") {
                        let url = String(decoding: UnsafeBufferPointer(rebasing: content[i..<k]), as: UTF8.self)
                        return (LinkInfo(destination: url, origin: .autolink), k + 1)
                    }
                    if c <= 0x20 || c == UInt8(ascii: "<") || c == 0x7F { break }
                    k += 1
                }
            }
        }
        // E-mail autolink.
        i = start + 1
        var j = i
        while j < end {
            let c = content[j]
            if ByteClass.isAlphanumeric(c) || (c != UInt8(ascii: "@") && c != UInt8(ascii: "<") && c != UInt8(ascii: ">")
                && c != UInt8(ascii: "(") && c != UInt8(ascii: ")") && c != UInt8(ascii: ",") && c != UInt8(ascii: ";")
                && c != UInt8(ascii: ":") && c != UInt8(ascii: "\\") && c != UInt8(ascii: "\"") && c != UInt8(ascii: "[")
                && c != UInt8(ascii: "]") && c > 0x20 && c < 0x7F) {
                j += 1
            } else {
                break
            }
        }
        guard j > i, j < end, content[j] == UInt8(ascii: "@") else { return nil }
        var k = j + 1
        while true {
            // A label: alphanumeric start and end, hyphens inside, at most 63 characters.
            let labelStart = k
            while k < end, ByteClass.isAlphanumeric(content[k]) || content[k] == UInt8(ascii: "-") { k += 1 }
            let length = k - labelStart
            guard length >= 1, length <= 63, ByteClass.isAlphanumeric(content[labelStart]),
                  ByteClass.isAlphanumeric(content[k - 1]) else { return nil }
            guard k < end else { return nil }
            if content[k] == UInt8(ascii: ".") { k += 1; continue }
            if content[k] == UInt8(ascii: ">") {
                let address = String(decoding: UnsafeBufferPointer(rebasing: content[i..<k]), as: UTF8.self)
                return (LinkInfo(destination: "mailto:" + address, origin: .autolink), k + 1)
            }
            return nil
        }
    }

    // MARK: Code spans

    mutating func parseCodeSpan() {
        let start = position
        var i = start
        while i < end, content[i] == UInt8(ascii: "`") { i += 1 }
        let length = i - start
        guard let closeStart = codeSpans.findCloser(content, from: i, end: end, length: length) else {
            arena.append(.text, start: start, end: i)
            position = i
            return
        }
        let node = arena.append(.code, start: start, end: closeStart + length)
        if arena.extra.capacity == 0 {
            // Code span text is never longer than its source, so the rest of the leaf bounds
            // what its spans write: one allocation instead of a doubling series per leaf.
            arena.extra.reserveCapacity(end - i)
        }
        arena.nodes[node].payloadStart = arena.extra.count
        CodeSpanScanner.appendNormalized(content, from: i, to: closeStart, into: &arena.extra)
        arena.nodes[node].payloadEnd = arena.extra.count
        position = closeStart + length
    }
}

/// A stretch of text with one look and one link target.
struct TerminalFragment: Sendable {
    var text: String
    var style: TerminalStyle
    var link: String?
    /// ``text``'s display width, computed once.
    var width: Int

    init(_ text: String, style: TerminalStyle = .plain, link: String? = nil) {
        self.text = text
        self.style = style
        self.link = link
        self.width = DisplayWidth.of(text)
    }

    /// A fragment whose display width is known: `width` columns.
    init(_ text: String, width: Int, style: TerminalStyle, link: String?) {
        assert(width == DisplayWidth.of(text))
        self.text = text
        self.style = style
        self.link = link
        self.width = width
    }

    /// A fragment of printable ASCII text (each byte one column wide), `width` bytes long.
    init(_ text: String, asciiWidth width: Int, style: TerminalStyle, link: String?) {
        assert(text.utf8.count == width && DisplayWidth.isPrintableASCII(text))
        self.text = text
        self.style = style
        self.link = link
        self.width = width
    }
}

/// One output line before encoding: fragments and their total display width.
struct TerminalLine: Sendable {
    private(set) var fragments: [TerminalFragment] = []
    private(set) var width = 0

    init(_ fragments: [TerminalFragment] = []) {
        for fragment in fragments { append(fragment) }
    }

    /// An empty line with room for `capacity` fragments (growing the array from empty, one
    /// doubling at a time, was a tenth of a highlighted code block's cost).
    init(reservingCapacity capacity: Int) {
        fragments.reserveCapacity(capacity)
    }

    var isEmpty: Bool { fragments.isEmpty }

    /// Appends `fragment`, merged into the last one when it has the same style and link: no two
    /// neighbours of a line could merge (but for padding, ``pad(to:style:)``), and none is empty.
    mutating func append(_ fragment: TerminalFragment) {
        guard !fragment.text.isEmpty else { return }
        width += fragment.width
        // The last fragment compared in place (a copy of it retained its text and link).
        let last = fragments.count - 1
        if last >= 0, fragments[last].style == fragment.style, fragments[last].link == fragment.link {
            fragments[last].text += fragment.text
            fragments[last].width += fragment.width
        } else {
            fragments.append(fragment)
        }
    }

    /// Appends `text` (`width` columns) in `style` with `link`, as ``append(_:)`` appends a
    /// fragment of it: a slice of a longer text is copied once, into the line's last fragment
    /// or a new one, with no string made for it on the way.
    mutating func append(_ text: Substring, width textWidth: Int, style: TerminalStyle, link: String?) {
        guard !text.isEmpty else { return }
        width += textWidth
        let last = fragments.count - 1
        if last >= 0, fragments[last].style == style, fragments[last].link == link {
            // String's own `append(contentsOf: Substring)`: `+=` took the generic one, a
            // character at a time.
            fragments[last].text.append(contentsOf: text)
            fragments[last].width += textWidth
        } else {
            fragments.append(TerminalFragment(String(text), width: textWidth, style: style, link: link))
        }
    }

    /// Appends `line`'s fragments: only its first can merge with this line's last (no two
    /// neighbours inside `line` can, but for its padding, which the encoder writes alike merged
    /// or not), so the rest are appended as they are.
    mutating func append(contentsOf line: TerminalLine) {
        guard let first = line.fragments.first else { return }
        append(first)
        guard line.fragments.count > 1 else { return }
        fragments.append(contentsOf: line.fragments[1...])
        width += line.width - first.width
    }

    /// Pads with spaces in `style` up to `target` columns.
    ///
    /// The spaces are a fragment of their own even when the last one has `style` (merging them
    /// into its text cost ~1,250 instructions a line, most of a boxed code line's padding): the
    /// encoder writes neighbours of one style with no change of style between them, so the
    /// output is the same.
    mutating func pad(to target: Int, style: TerminalStyle = .plain) {
        // Spaces are one column each: no display-width measure (~1,500 instructions a line).
        guard width < target else { return }
        fragments.append(TerminalFragment(Self.spaces(target - width), asciiWidth: target - width, style: style, link: nil))
        width = target
    }

    /// `count` spaces, written as bytes (`String(repeating:count:)` appends one string per space:
    /// ~270 instructions each, the largest cost of a boxed code block's lines).
    static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(ascii: " "))
            return count
        }
    }

    /// The line cut to at most `limit` columns; when text is dropped the last kept column
    /// becomes `…` (in the style of the text it replaces), so a cut is visible.
    func truncated(to limit: Int) -> TerminalLine {
        guard width > limit else { return self }
        guard limit > 0 else { return TerminalLine() }
        var result = TerminalLine(reservingCapacity: fragments.count + 1)
        let budget = limit - 1
        var lastStyle = TerminalStyle.plain
        outer: for fragment in fragments {
            lastStyle = fragment.style
            if result.width + fragment.width <= budget {
                result.append(fragment)
                continue
            }
            if fragment.text.utf8.count == fragment.width, DisplayWidth.isPrintableASCII(fragment.text) {
                // Printable ASCII (most code): a column a byte, cut by bytes (stepping over
                // Characters and measuring each cost ~800 instructions a character).
                let room = budget - result.width
                if room > 0 {
                    let kept = String(decoding: fragment.text.utf8.prefix(room), as: UTF8.self)
                    result.append(TerminalFragment(kept, asciiWidth: room, style: fragment.style, link: fragment.link))
                }
                break outer
            }
            var kept = ""
            var keptWidth = 0
            for character in fragment.text {
                let characterWidth = DisplayWidth.of(character)
                if result.width + keptWidth + characterWidth > budget { break }
                kept.append(character)
                keptWidth += characterWidth
            }
            result.append(TerminalFragment(kept, style: fragment.style, link: fragment.link))
            break outer
        }
        result.append(TerminalFragment("…", style: lastStyle))
        return result
    }

    /// The line without trailing spaces that carry no background (they would only make
    /// copied text ragged).
    func trimmingTrailingSpaces() -> TerminalLine {
        var copy = self
        while let last = copy.fragments.last, last.style.background == nil, last.text.last == " " {
            var text = last.text
            while text.last == " " { text.removeLast() }
            copy.fragments.removeLast()
            copy.width -= last.width
            if !text.isEmpty {
                copy.append(TerminalFragment(text, style: last.style, link: last.link))
                break
            }
        }
        return copy
    }
}

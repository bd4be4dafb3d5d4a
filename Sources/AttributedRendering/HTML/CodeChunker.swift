import Foundation
import MarkdownSyntax

/// Cuts a long code block's content into elements of a fixed number of lines, for a page that
/// lets the browser skip laying out the ones off screen (`content-visibility: auto`, in the
/// web preview's stylesheet, ``WebPreviewRenderer/stylesheet(for:)``).
///
/// A 1 MB code block is one `<pre>` of ~25,000 lines and, highlighted, ~100,000 token spans:
/// laid out whole after every keystroke, it took Chromium ~2 s a frame. In chunks, the browser
/// lays out the chunks on screen and keeps the size of the others.
///
/// Each chunk is `<span class="am-code-chunk">` around whole lines, every line with its line
/// feed: displayed as blocks, they show the lines as the unchunked `<pre>` does, and a
/// selection across them copies the same text. A token that runs across a chunk's end (a
/// block comment, a multi-line string) is closed at the end and opened again in the next
/// chunk, so every element stays inside one chunk.
///
/// Where a chunk ends depends on the lines' text, not on their numbers: after a line whose
/// hash (FNV-1a of its bytes, mixed) has its low six bits zero, once the chunk has ``minimumLines``,
/// and at ``maximumLines`` in any case (16 + 64 = about 80 lines on average). A line typed or
/// deleted then moves the ends of the chunks around it only, so the live preview can send those
/// chunks alone (the server's `PreviewChunkEdit`); with ends every N lines, one new line moved
/// every later end and changed every later chunk.
struct CodeChunker {
    /// The chunk's element, opened before the first line and after each chunk's end.
    static let opening = "<span class=\"\(className)\">"
    /// The class of a chunk's element.
    static let className = "am-code-chunk"

    /// The fewest lines a chunk ends after (the last chunk may have fewer).
    static let minimumLines = 16
    /// The most lines a chunk holds.
    static let maximumLines = 256
    /// A line whose hash has these bits zero ends its chunk (one line in 64).
    private static let endMask: UInt64 = 63

    /// Lines (line feeds) written into the current chunk.
    private var lines = 0
    /// FNV-1a of the current line's bytes so far.
    private var hash = Self.hashStart
    private static let hashStart: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The last text written ended a chunk: the next text opens a new one.
    private var chunkEnded = false
    /// Whether the block is cut at all: off, it is written whole, as every code block was before
    /// chunks (and as every renderer but the web preview writes them).
    let isOn: Bool

    /// A chunker for `text` (a code block's content): off when `threshold` is nil or the text
    /// has at most `threshold` lines.
    init(threshold: Int?, text: String) {
        guard let threshold, threshold > 0 else {
            isOn = false
            return
        }
        var count = 0
        for byte in text.utf8 where byte == 0x0A {
            count += 1
            if count > threshold { break }
        }
        // The last line has no line feed when the text does not end with one.
        let lineCount = text.utf8.last == 0x0A || text.isEmpty ? count : count + 1
        isOn = lineCount > threshold
    }

    /// Opens the first chunk (after `<code>`), when on.
    func open(_ markup: inout HTMLMarkupWriter<String>) {
        if isOn { markup.sink += Self.opening }
    }

    /// Closes the last chunk (before `</code>`), when on.
    func close(_ markup: inout HTMLMarkupWriter<String>) {
        if isOn { markup.sink += "</span>" }
    }

    /// The element a text is written in.
    enum Element {
        /// None: the text alone.
        case none
        /// A highlighted token's span (``HTMLMarkupWriter/codeTokenOpening(_:style:)``).
        case token(CodeTokenKind, style: String?)
        /// A run's `<span style="…">` (the CSS not yet escaped).
        case styled(String)

        func open(_ markup: inout HTMLMarkupWriter<String>) {
            switch self {
            case .none: break
            case .token(let kind, let style): markup.codeTokenOpening(kind, style: style)
            case .styled(let style):
                markup.sink += "<span style=\""
                markup.text(style)
                markup.sink += "\">"
            }
        }

        func close(_ markup: inout HTMLMarkupWriter<String>) {
            if case .none = self { return }
            markup.sink += "</span>"
        }
    }

    /// Writes `text`, escaped, inside `element`, cut where a chunk ends when on.
    mutating func write(_ text: some StringProtocol, in element: Element = .none, to markup: inout HTMLMarkupWriter<String>) {
        guard isOn, !text.isEmpty else {
            // Whole (an empty text ends no chunk: its element, if any, stays in the open one).
            element.open(&markup)
            markup.text(text)
            element.close(&markup)
            return
        }
        writeCut(Substring(text), in: element, to: &markup)
    }

    /// ``write(_:in:to:)`` when on: the text cut where chunks end, the element closed before each
    /// cut and opened again after it.
    @inline(never)
    private mutating func writeCut(_ text: Substring, in element: Element, to markup: inout HTMLMarkupWriter<String>) {
        if chunkEnded {
            markup.sink += "</span>" + Self.opening
            chunkEnded = false
        }
        element.open(&markup)
        var rest = text
        while let cut = chunkEnd(in: rest) {
            markup.text(rest[..<cut])
            rest = rest[cut...]
            if rest.isEmpty {
                chunkEnded = true
                break
            }
            element.close(&markup)
            markup.sink += "</span>" + Self.opening
            element.open(&markup)
        }
        if !rest.isEmpty { markup.text(rest) }
        element.close(&markup)
    }

    /// The index after the line feed in `text` that ends the current chunk (the count then
    /// starts again), or nil when the chunk does not end in `text` (its lines counted and the
    /// last one's bytes hashed).
    private mutating func chunkEnd(in text: Substring) -> Substring.Index? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            guard byte == 0x0A else {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                continue
            }
            lines += 1
            // FNV-1a's low bits vary little between lines that differ in a digit or two: mixed
            // first (the finalizer of MurmurHash3), so that one line in 64 ends a chunk.
            var mixed = (hash ^ (hash &>> 33)) &* 0xFF51_AFD7_ED55_8CCD
            mixed ^= mixed &>> 33
            let ends = lines >= Self.maximumLines || (lines >= Self.minimumLines && mixed & Self.endMask == 0)
            hash = Self.hashStart
            if ends {
                lines = 0
                return index
            }
        }
        return nil
    }
}

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
struct CodeChunker {
    /// The chunk's element, opened before the first line and after each chunk's end.
    static let opening = "<span class=\"\(className)\">"
    /// The class of a chunk's element.
    static let className = "am-code-chunk"

    /// How many lines a chunk holds.
    let linesPerChunk: Int
    /// Lines (line feeds) written into the current chunk.
    private var lines = 0
    /// The last text written ended a chunk: the next text opens a new one.
    private var chunkEnded = false

    /// A chunker for `text` (a code block's content), or nil when `linesPerChunk` is nil or the
    /// text has no more lines than one chunk holds (the block is written as it always was).
    init?(linesPerChunk: Int?, text: String) {
        guard let linesPerChunk, linesPerChunk > 0 else { return nil }
        var count = 0
        for byte in text.utf8 where byte == 0x0A {
            count += 1
            if count > linesPerChunk { break }
        }
        // The last line has no line feed when the text does not end with one.
        let lineCount = text.utf8.last == 0x0A || text.isEmpty ? count : count + 1
        guard lineCount > linesPerChunk else { return nil }
        self.linesPerChunk = linesPerChunk
    }

    /// Opens the first chunk (after `<code>`).
    func open(_ markup: inout HTMLMarkupWriter<String>) { markup.sink += Self.opening }

    /// Closes the last chunk (before `</code>`).
    func close(_ markup: inout HTMLMarkupWriter<String>) { markup.sink += "</span>" }

    /// Writes `text`, escaped, inside the element `opening` writes and `</span>` closes (none
    /// when nil), cut where a chunk ends.
    mutating func write(_ text: Substring, to markup: inout HTMLMarkupWriter<String>,
                        opening: ((inout HTMLMarkupWriter<String>) -> Void)? = nil) {
        guard !text.isEmpty else { return }
        if chunkEnded {
            markup.sink += "</span>" + Self.opening
            chunkEnded = false
        }
        opening?(&markup)
        var rest = text
        while let cut = chunkEnd(in: rest) {
            markup.text(rest[..<cut])
            rest = rest[cut...]
            if rest.isEmpty {
                chunkEnded = true
                break
            }
            if opening != nil { markup.sink += "</span>" }
            markup.sink += "</span>" + Self.opening
            opening?(&markup)
        }
        if !rest.isEmpty { markup.text(rest) }
        if opening != nil { markup.sink += "</span>" }
    }

    /// The index after the line feed in `text` that fills the current chunk (the count then
    /// starts again), or nil when the chunk does not fill in `text` (its line feeds counted).
    private mutating func chunkEnd(in text: Substring) -> Substring.Index? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let lineFeed = utf8[index...].firstIndex(of: 0x0A) {
            index = utf8.index(after: lineFeed)
            lines += 1
            if lines == linesPerChunk {
                lines = 0
                return index
            }
        }
        return nil
    }
}

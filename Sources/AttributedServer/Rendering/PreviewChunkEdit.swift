/// The change to one long code block's chunks (`<span class="am-code-chunk">`, see
/// `WebPreviewRenderer.stylesheet(for:)`), to one long list's items (`<li>`), or to the child
/// elements of a container inside the block (``path``), that turns the page's copy of the block
/// into the new one: the chunks (items, children) from ``start`` on, ``removed`` of them, become
/// ``inserted``.
///
/// An edit inside a 1 MB code block changes one chunk or two of its ~300, an edit inside a
/// list of 10,000 items one item, and an edit in a quoted thread or an outline (one top-level
/// block each) one paragraph or one nested item; sending them instead of the block's megabytes
/// of HTML spares the answer, the page's parse of it, and the browser's layout of the rest. Only
/// pages that ask for it (``PreviewEditRequest/chunkEdits``) get it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PreviewChunkEdit: Codable, Sendable, Equatable {
    /// Index of the first replaced chunk among the `<code>` element's chunks.
    var start: Int
    /// How many chunks are replaced.
    var removed: Int
    /// The new chunks' HTML, each one `<span class="am-code-chunk">…</span>` (or `<li>…</li>`
    /// and its newline, or a child element and the white space after it).
    var inserted: [String]
    /// Where the edited children are, when not in the block's chunked code, list or table body:
    /// from the block's element, the index among its element children of each element to step
    /// into (empty: the block's element itself). nil for the other edits (left out of the JSON).
    var path: [Int]? = nil

    init(start: Int, removed: Int, inserted: [String], path: [Int]? = nil) {
        self.start = start
        self.removed = removed
        self.inserted = inserted
        self.path = path
    }

    static let chunkOpening = Array("<span class=\"am-code-chunk\">".utf8)
    static let codeClosing = Array("</code></pre>".utf8)
    static let preOpening = Array("<pre".utf8)

    /// The edit from block HTML `old` to `new`, or nil when they are not chunked code blocks
    /// with the same element around the chunks, or share no chunk at either end.
    init?(from old: String, to new: String) {
        var old = old, new = new
        let edit: (start: Int, removed: Int, inserted: [String])? = old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in
                guard let oldParts = Self.parts(of: oldBytes), let newParts = Self.parts(of: newBytes),
                      oldBytes[oldParts.head].elementsEqual(newBytes[newParts.head]),
                      oldBytes[oldParts.tail].elementsEqual(newBytes[newParts.tail]) else { return nil }
                let oldChunks = oldParts.chunks, newChunks = newParts.chunks
                func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
                    a.count == b.count && oldBytes[a].elementsEqual(newBytes[b])
                }
                var prefix = 0
                while prefix < Swift.min(oldChunks.count, newChunks.count), same(oldChunks[prefix], newChunks[prefix]) { prefix += 1 }
                var suffix = 0
                while suffix < Swift.min(oldChunks.count, newChunks.count) - prefix,
                      same(oldChunks[oldChunks.count - 1 - suffix], newChunks[newChunks.count - 1 - suffix]) { suffix += 1 }
                guard prefix + suffix > 0 else { return nil }
                let inserted = newChunks[prefix..<(newChunks.count - suffix)].map {
                    String(decoding: UnsafeBufferPointer(rebasing: newBytes[$0]), as: UTF8.self)
                }
                return (prefix, oldChunks.count - prefix - suffix, inserted)
            }
        }
        guard let edit else { return nil }
        (start, removed, inserted) = edit
    }

    /// A chunked code block's HTML (UTF-8) cut into what comes before the first chunk, the chunks,
    /// and what comes after the last (`</code></pre>` and on), as byte ranges. The text inside is
    /// escaped, so neither marker can occur in it. One pass over the bytes (a 1 MB block's
    /// HTML is ~3 MB, every keystroke).
    ///
    /// Nil unless the block is a top-level code block (`<pre` first): the page edits the chunks of
    /// the block's one `<code>` element, and a list or quote can hold several code blocks, whose
    /// chunks would count as one list here.
    static func parts(of html: UnsafeBufferPointer<UInt8>) -> (head: Range<Int>, chunks: [Range<Int>], tail: Range<Int>)? {
        guard matches(preOpening, in: html, at: 0) else { return nil }
        // The last `</code></pre>`: the block's end, a few bytes from its end.
        var closing = html.count - codeClosing.count
        while closing >= 0, !matches(codeClosing, in: html, at: closing) { closing -= 1 }
        guard closing >= 0 else { return nil }
        var starts: [Int] = []
        var index = 0
        while index < closing {
            if html[index] == 0x3C, matches(chunkOpening, in: html, at: index) {
                starts.append(index)
                index += chunkOpening.count
            } else {
                index += 1
            }
        }
        guard let first = starts.first else { return nil }
        var chunks: [Range<Int>] = []
        chunks.reserveCapacity(starts.count)
        for (position, start) in starts.enumerated() {
            chunks.append(start..<(position + 1 < starts.count ? starts[position + 1] : closing))
        }
        return (0..<first, chunks, closing..<html.count)
    }

    private static func matches(_ marker: [UInt8], in html: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 0, index + marker.count <= html.count else { return false }
        for offset in 0..<marker.count where html[index + offset] != marker[offset] { return false }
        return true
    }
}

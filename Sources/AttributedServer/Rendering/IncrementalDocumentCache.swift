import AttributedMarkdown

/// The previewer's documents, kept between renders so that a keystroke re-maps one block rather
/// than the whole document: a small least-recently-used cache of
/// `IncrementalAttributedDocument`s, by editor session and render options.
///
/// A render *takes* its document out of the cache and puts it back when done, so the document is
/// uniquely owned while it is edited (its string and tree are updated in place, not copied) and
/// the actor is never busy with the work itself. A concurrent render of the same session finds
/// nothing and parses in full; whichever finishes last is kept, and both are consistent with
/// their own source, so any interleaving renders correctly.
actor IncrementalDocumentCache {
    /// One editor session rendering with one set of options.
    struct Key: Hashable, Sendable {
        var session: String
        var options: RenderOptions
    }

    /// How many documents are kept at most; the least recently used goes first.
    let capacity: Int
    /// The largest source, in UTF-8 bytes, worth keeping (bounds the memory per entry).
    let maximumSourceSize: Int
    private var documents: [Key: IncrementalAttributedDocument] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []

    init(capacity: Int = 16, maximumSourceSize: Int = 8 << 20) {
        self.capacity = Swift.max(0, capacity)
        self.maximumSourceSize = maximumSourceSize
    }

    /// Removes and returns the document of `key`, if any.
    func take(_ key: Key) -> IncrementalAttributedDocument? {
        guard let document = documents.removeValue(forKey: key) else { return nil }
        recency.removeAll { $0 == key }
        return document
    }

    /// Keeps `document` for `key` as the most recently used entry, evicting the least recently
    /// used one beyond the capacity.
    func put(_ document: IncrementalAttributedDocument, for key: Key) {
        recency.removeAll { $0 == key }
        guard capacity > 0, document.source.utf8.count <= maximumSourceSize else {
            documents[key] = nil
            return
        }
        documents[key] = document
        recency.append(key)
        while recency.count > capacity {
            documents[recency.removeFirst()] = nil
        }
    }

    /// How many documents are cached.
    var count: Int { documents.count }
}

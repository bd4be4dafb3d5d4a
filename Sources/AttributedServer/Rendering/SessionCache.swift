import AttributedMarkdown

/// A document an editor session keeps on the server, with the size that bounds its memory.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
protocol SessionDocument: Sendable {
    /// The UTF-8 length of the document's source.
    var sourceSize: Int { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension IncrementalAttributedDocument: SessionDocument {
    var sourceSize: Int { source.utf8.count }
}

/// The editor sessions' documents, kept between requests so that a keystroke re-maps one block
/// rather than the whole document: a small least-recently-used cache by session key.
///
/// A request *takes* its document out of the cache and puts it back when done, so the document
/// is uniquely owned while it is edited (its string and tree are updated in place, not copied)
/// and the actor is never busy with the work itself. A concurrent request for the same session
/// finds nothing (and parses in full, or asks the page to resync); whichever finishes last is
/// kept, and each is consistent with its own source, so any interleaving stays correct.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
actor SessionCache<Key: Hashable & Sendable, Document: SessionDocument> {
    /// How many documents are kept at most; the least recently used goes first.
    let capacity: Int
    /// The largest source, in UTF-8 bytes, worth keeping (bounds the memory per entry).
    let maximumSourceSize: Int
    private var documents: [Key: Document] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []

    init(capacity: Int = 16, maximumSourceSize: Int = 8 << 20) {
        self.capacity = Swift.max(0, capacity)
        self.maximumSourceSize = maximumSourceSize
    }

    /// Removes and returns the document of `key`, if any.
    func take(_ key: Key) -> Document? {
        guard let document = documents.removeValue(forKey: key) else { return nil }
        recency.removeAll { $0 == key }
        return document
    }

    /// Keeps `document` for `key` as the most recently used entry, evicting the least recently
    /// used one beyond the capacity.
    func put(_ document: Document, for key: Key) {
        recency.removeAll { $0 == key }
        guard capacity > 0, document.sourceSize <= maximumSourceSize else {
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

/// One editor session rendering with one set of options (``IncrementalDocumentCache``).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RenderSessionKey: Hashable, Sendable {
    var session: String
    var options: RenderOptions
}

/// The `POST /api/render` sessions' incremental documents.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
typealias IncrementalDocumentCache = SessionCache<RenderSessionKey, IncrementalAttributedDocument>

import AttributedMarkdown
import Foundation

/// A document an editor session keeps on the server, with the sizes that bound its memory.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
protocol SessionDocument: Sendable {
    /// The UTF-8 length of the document's source.
    var sourceSize: Int { get }
    /// About how many bytes the document holds (source, syntax tree, attributed string, HTML):
    /// what it is charged in the ``MemoryBudget``.
    var estimatedMemorySize: Int { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension IncrementalAttributedDocument: SessionDocument {
    var sourceSize: Int { source.utf8.count }

    var estimatedMemorySize: Int { sourceSize * SessionCost.bytesPerSourceByteOfDocument + SessionCost.perSession }
}

/// What a kept session costs, per byte of its source: what the server's RSS grows by, freed memory
/// given back (`malloc_trim`), with sessions of `scripts/web-load`'s 1 MB documents (dense markup:
/// about 12 runs per 180 bytes). Measured with a release build, 5 sessions each: a render session
/// 52.7 MiB per 0.98 MB of source (56 bytes per byte), a live preview 60.4 MiB (65 bytes per byte).
/// The estimates sit above, so that the budget bounds the real RSS rather than under-counting it
/// (before: 40 and 56, which let 6 render sessions of 53 MiB hold 320 MiB under a 256 MiB budget).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum SessionCost {
    /// Bytes an `IncrementalAttributedDocument` holds per byte of source.
    static let bytesPerSourceByteOfDocument = 60
    /// Bytes a ``LivePreview`` (its document and the blocks' HTML) holds per byte of source.
    static let bytesPerSourceByteOfPreview = 68
    /// A session's fixed cost.
    static let perSession = 16 << 10
}

/// The editor sessions' documents, kept between requests so that a keystroke re-maps one block
/// rather than the whole document: a least-recently-used cache by session key, whose entries
/// are charged to the server's ``MemoryBudget`` (which may evict them).
///
/// A request *takes* its document out of the cache and puts it back when done, so the document
/// is uniquely owned while it is edited (its string and tree are updated in place, not copied)
/// and the cache is never busy with the work itself. A concurrent request for the same session
/// finds nothing (and parses in full, or asks the page to resync); whichever finishes last is
/// kept, and each is consistent with its own source, so any interleaving stays correct.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class SessionCache<Key: Hashable & Sendable, Document: SessionDocument>: @unchecked Sendable {
    /// How many documents are kept at most; the least recently used goes first.
    let capacity: Int
    /// The largest source, in UTF-8 bytes, worth keeping (bounds the memory per entry).
    let maximumSourceSize: Int
    private let lock = NSLock()
    private var documents: [Key: Document] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []
    private var account: MemoryAccount?

    /// - Parameters:
    ///   - capacity: documents kept at most, whatever their size.
    ///   - maximumSourceSize: the largest source kept.
    ///   - budget: the budget the documents are charged to, under the name `name`.
    init(capacity: Int = .max, maximumSourceSize: Int = 8 << 20, budget: MemoryBudget? = nil, name: String = "sessions") {
        self.capacity = Swift.max(0, capacity)
        self.maximumSourceSize = maximumSourceSize
        account = budget?.account(name)
        account?.onEviction { [weak self] key in
            if let key = key.base as? Key { self?.evict(key) }
        }
    }

    /// Removes and returns the document of `key`, if any.
    func take(_ key: Key) -> Document? {
        let document: Document? = lock.withLock {
            guard let document = documents.removeValue(forKey: key) else { return nil }
            recency.removeAll { $0 == key }
            return document
        }
        if document != nil { account?.release(key) }
        return document
    }

    /// Keeps `document` for `key` as the most recently used entry, evicting the least recently
    /// used one beyond the capacity; the budget may then evict others (or this one).
    func put(_ document: Document, for key: Key) {
        let kept = document.sourceSize <= maximumSourceSize && capacity > 0
        let dropped: [Key] = lock.withLock {
            recency.removeAll { $0 == key }
            guard kept else {
                documents[key] = nil
                return []
            }
            documents[key] = document
            recency.append(key)
            var dropped: [Key] = []
            while recency.count > capacity {
                let oldest = recency.removeFirst()
                documents[oldest] = nil
                dropped.append(oldest)
            }
            return dropped
        }
        for key in dropped { account?.release(key) }
        if kept {
            account?.charge(key, bytes: document.estimatedMemorySize)
        } else {
            account?.release(key)
        }
    }

    /// Drops the document of `key` (a request that took it failed half-way).
    func discard(_ key: Key) {
        lock.withLock {
            documents[key] = nil
            recency.removeAll { $0 == key }
        }
        account?.release(key)
    }

    /// Called by the budget: the entry is already off its ledger.
    private func evict(_ key: Key) {
        lock.withLock {
            documents[key] = nil
            recency.removeAll { $0 == key }
        }
    }

    /// How many documents are cached.
    var count: Int { lock.withLock { documents.count } }
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

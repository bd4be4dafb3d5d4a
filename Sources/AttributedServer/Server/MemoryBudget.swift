import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// One budget of bytes shared by every cache the server keeps between requests: render
/// sessions, live previews and recipe sessions.
///
/// Each cache opens a ``MemoryAccount`` and charges it the estimated size of every entry it
/// keeps. When the total passes ``limit``, the least recently used entries go first, whichever
/// cache holds them; entries unused for ``idleTimeout`` go too. An evicted entry's cache is told
/// through the handler it gave when opening its account. After evicting, the server gives the
/// freed memory back to the system (`malloc_trim` on glibc) and logs what went.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class MemoryBudget: @unchecked Sendable {
    /// What `GET /api/health` reports as `memory`.
    struct Usage: Sendable, Equatable, Encodable {
        /// Bytes the caches may keep together.
        var budget: Int
        /// Bytes they keep now (estimated).
        var used: Int
        /// Open sessions per cache name.
        var sessions: [String: Int]
        /// Entries evicted since the start (least recently used or idle).
        var evictions: Int
        var idleTimeoutSeconds: Int64
    }

    /// The default budget: 256 MiB.
    static let defaultLimit = 256 << 20
    /// Sessions unused this long are dropped.
    static let defaultIdleTimeout = Duration.seconds(600)

    let limit: Int
    let idleTimeout: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let logger: Logger
    private let lock = NSLock()
    private var entries: [EntryKey: Entry] = [:]
    private var evictors: [String: @Sendable (AnyHashable) -> Void] = [:]
    private var used = 0
    private var uses: UInt64 = 0
    private var evictions = 0

    private struct EntryKey: Hashable {
        var cache: String
        var key: AnyHashable
    }

    private struct Entry {
        var bytes: Int
        var lastUse: ContinuousClock.Instant
        /// Increases with every use: the order of use even when the clock does not move.
        var use: UInt64
    }

    /// - Parameters:
    ///   - limit: bytes all caches may hold together.
    ///   - idleTimeout: how long an unused entry is kept.
    ///   - now: the clock (tests pass one they move by hand).
    init(
        limit: Int = MemoryBudget.defaultLimit, idleTimeout: Duration = MemoryBudget.defaultIdleTimeout,
        logger: Logger = Logger(label: "attributed.memory"), now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.limit = max(0, limit)
        self.idleTimeout = idleTimeout
        self.logger = logger
        self.now = now
    }

    /// Opens the account of the cache called `name` (its eviction handler is set with
    /// ``MemoryAccount/onEviction(_:)``).
    func account(_ name: String) -> MemoryAccount {
        lock.withLock { evictors[name] = evictors[name] ?? { _ in } }
        return MemoryAccount(budget: self, cache: name)
    }

    fileprivate func setEvictor(_ evict: @escaping @Sendable (AnyHashable) -> Void, for cache: String) {
        lock.withLock { evictors[cache] = evict }
    }

    var usage: Usage {
        lock.withLock {
            var counts: [String: Int] = [:]
            for name in evictors.keys { counts[name] = 0 }
            for key in entries.keys { counts[key.cache, default: 0] += 1 }
            return Usage(
                budget: limit, used: used, sessions: counts, evictions: evictions, idleTimeoutSeconds: idleTimeout.components.seconds)
        }
    }

    /// Drops the entries unused for ``idleTimeout``.
    func expireIdle() {
        evict(lock.withLock { takeVictims() })
    }

    fileprivate func charge(_ key: AnyHashable, in cache: String, bytes: Int) {
        let victims = lock.withLock {
            let entryKey = EntryKey(cache: cache, key: key)
            used -= entries[entryKey]?.bytes ?? 0
            uses += 1
            entries[entryKey] = Entry(bytes: bytes, lastUse: now(), use: uses)
            used += bytes
            return takeVictims()
        }
        evict(victims)
    }

    fileprivate func release(_ key: AnyHashable, in cache: String) {
        lock.withLock {
            if let entry = entries.removeValue(forKey: EntryKey(cache: cache, key: key)) { used -= entry.bytes }
        }
    }

    /// With the lock held: removes from the ledger the idle entries, then the least recently
    /// used ones while the total is over the limit, and returns them with their evictors.
    private func takeVictims() -> [(key: EntryKey, bytes: Int, idle: Bool, evict: (@Sendable (AnyHashable) -> Void)?)] {
        var victims: [(key: EntryKey, bytes: Int, idle: Bool, evict: (@Sendable (AnyHashable) -> Void)?)] = []
        let oldest = now() - idleTimeout
        for (key, entry) in entries where entry.lastUse < oldest {
            victims.append((key, entry.bytes, true, evictors[key.cache]))
        }
        for victim in victims { entries[victim.key] = nil }
        if used - victims.reduce(0, { $0 + $1.bytes }) > limit {
            var total = used - victims.reduce(0, { $0 + $1.bytes })
            for (key, entry) in entries.sorted(by: { $0.value.use < $1.value.use }) where total > limit {
                victims.append((key, entry.bytes, false, evictors[key.cache]))
                entries[key] = nil
                total -= entry.bytes
            }
        }
        used -= victims.reduce(0, { $0 + $1.bytes })
        evictions += victims.count
        return victims
    }

    /// Tells the caches, logs, and gives the memory back.
    private func evict(_ victims: [(key: EntryKey, bytes: Int, idle: Bool, evict: (@Sendable (AnyHashable) -> Void)?)]) {
        guard !victims.isEmpty else { return }
        for victim in victims {
            victim.evict?(victim.key.key)
            logger.notice(
                "Evicted \(victim.key.cache) entry (\(victim.bytes >> 10) KiB, \(victim.idle ? "idle" : "least recently used"))")
        }
        Self.returnFreedMemory()
    }

    /// Asks the allocator to give freed pages back to the system (glibc keeps them otherwise).
    static func returnFreedMemory() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's, declared in <malloc.h>, which the Glibc module leaves out.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }
}

/// A cache's view of the ``MemoryBudget``: it charges the size of each entry it keeps (again on
/// each use, which makes the entry the most recently used) and releases the entries it drops.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct MemoryAccount: Sendable {
    fileprivate let budget: MemoryBudget
    let cache: String

    /// Records that the cache keeps `key`, of about `bytes` bytes, and that it was just used.
    func charge(_ key: some Hashable & Sendable, bytes: Int) {
        budget.charge(AnyHashable(key), in: cache, bytes: bytes)
    }

    /// Sets what the budget calls to remove one of the cache's entries (the key it was
    /// charged under); the entry is already off the budget then.
    func onEviction(_ evict: @escaping @Sendable (AnyHashable) -> Void) {
        budget.setEvictor(evict, for: cache)
    }

    /// Records that the cache dropped `key`.
    func release(_ key: some Hashable & Sendable) {
        budget.release(AnyHashable(key), in: cache)
    }
}

import Foundation
import Hummingbird

/// `GET /api/health`: whether the server works, and what it holds — the memory budget and its
/// use, the open sessions of each cache, the render queue.
struct HealthRoute<Context: RequestContext>: Sendable {
    let budget: MemoryBudget
    let pool: RenderPool?

    func register(on router: Router<Context>) {
        router.get("api/health") { _, _ in JSONResponse.make(report()) }
    }

    func report() -> HealthReport {
        // Idle sessions go even when nothing else asks the budget.
        budget.expireIdle()
        let usage = budget.usage
        let status = pool?.status
        return HealthReport(
            status: "ok",
            memory: .init(
                budget: usage.limit, used: usage.used, sessions: usage.entries, evictions: usage.evictions,
                idleTimeoutSeconds: Int(budget.idleTimeout.components.seconds), residentBytes: Self.residentBytes()),
            renders: status.map {
                .init(workers: $0.workers, running: $0.running, queued: $0.queued, queueCapacity: $0.queueCapacity,
                      refused: $0.refused, timedOut: $0.timedOut,
                      timeBudgetMilliseconds: RenderPoolError.milliseconds(pool?.timeBudget ?? .zero))
            })
    }

    /// The process's resident memory, where the system tells it (`/proc/self/statm`).
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The body of `GET /api/health`.
struct HealthReport: Encodable, Sendable {
    struct Memory: Encodable, Sendable {
        /// Bytes the caches may keep together.
        var budget: Int
        /// Bytes they keep now (estimated).
        var used: Int
        /// Open sessions per cache.
        var sessions: [String: Int]
        /// Entries evicted since the start (least recently used or idle).
        var evictions: Int
        var idleTimeoutSeconds: Int
        /// The process's resident memory, where known.
        var residentBytes: Int?
    }

    struct Renders: Encodable, Sendable {
        var workers: Int
        var running: Int
        /// Renders waiting for a thread: the queue length.
        var queued: Int
        var queueCapacity: Int
        /// Renders answered 503 because the queue was full.
        var refused: Int
        /// Renders answered 503 because they ran out of time.
        var timedOut: Int
        var timeBudgetMilliseconds: Int64
    }

    var status: String
    var memory: Memory
    /// Nil when renders run on the request's own task (tests).
    var renders: Renders?
}

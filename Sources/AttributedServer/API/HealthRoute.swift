import Foundation
import Hummingbird

/// `GET /api/health`: whether the server works, and what it holds — the memory budget and its
/// use, the open sessions of each cache, the render queue.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct HealthRoute<Context: RequestContext>: Sendable {
    let budget: MemoryBudget
    let pool: RenderPool?

    func register(on router: Router<Context>) {
        router.get("api/health") { _, _ in JSONResponse.make(report()) }
    }

    func report() -> HealthReport {
        // Idle sessions go even when nothing else asks the budget.
        budget.expireIdle()
        return HealthReport(status: "ok", memory: budget.usage, renders: pool?.status, residentBytes: Self.residentBytes())
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
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct HealthReport: Encodable, Sendable {
    var status: String
    var memory: MemoryBudget.Usage
    /// Nil when renders run on the request's own task (tests).
    var renders: RenderPool.Status?
    /// The process's resident memory, where known.
    var residentBytes: Int?
}

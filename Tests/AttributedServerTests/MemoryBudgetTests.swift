import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// The memory budget shared by the session caches.
@Suite("Memory budget")
struct MemoryBudgetTests {
    /// A clock moved by hand.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    final class ManualClock: @unchecked Sendable {
        private let lock = NSLock()
        private var instant = ContinuousClock.now

        var now: ContinuousClock.Instant { lock.withLock { instant } }

        func advance(_ duration: Duration) { lock.withLock { instant += duration } }
    }

    /// The keys evicted from each account, in order.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    final class Evictions: @unchecked Sendable {
        private let lock = NSLock()
        private var keys: [String] = []

        var all: [String] { lock.withLock { keys } }

        func record(_ cache: String, _ key: AnyHashable) {
            lock.withLock { keys.append("\(cache):\(key.base)") }
        }
    }

    @Test("Past the limit, the least recently used entries go first, whichever cache holds them")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func evictionByBytesInLRUOrder() {
        let budget = MemoryBudget(limit: 100)
        let evictions = Evictions()
        let a = budget.account("a")
        a.onEviction { evictions.record("a", $0) }
        let b = budget.account("b")
        b.onEviction { evictions.record("b", $0) }
        a.charge("1", bytes: 40)
        b.charge("1", bytes: 40)
        a.charge("2", bytes: 10)
        a.charge("1", bytes: 40) // used again: now the most recent
        #expect(budget.usage.used == 90)
        #expect(evictions.all.isEmpty)
        b.charge("2", bytes: 30) // 120 > 100: b:1 (40 bytes) is the least recently used
        #expect(evictions.all == ["b:1"])
        #expect(budget.usage.used == 80)
        b.charge("3", bytes: 50) // 130: a:2 then a:1
        #expect(evictions.all == ["b:1", "a:2", "a:1"])
        #expect(budget.usage.used == 80)
        #expect(budget.usage.sessions == ["a": 0, "b": 2])
        #expect(budget.usage.evictions == 3)
        b.release("3")
        #expect(budget.usage.used == 30)
    }

    @Test("An entry larger than the whole budget is not kept")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func oversizedEntry() {
        let budget = MemoryBudget(limit: 100)
        let evictions = Evictions()
        let a = budget.account("a")
        a.onEviction { evictions.record("a", $0) }
        a.charge("small", bytes: 10)
        a.charge("huge", bytes: 500)
        #expect(evictions.all == ["a:small", "a:huge"])
        #expect(budget.usage.used == 0)
    }

    @Test("Sessions unused for 10 minutes expire")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func idleExpiry() {
        let clock = ManualClock()
        let budget = MemoryBudget(limit: 1 << 30, now: { clock.now })
        let evictions = Evictions()
        let a = budget.account("a")
        a.onEviction { evictions.record("a", $0) }
        a.charge("old", bytes: 10)
        clock.advance(.seconds(9 * 60))
        a.charge("new", bytes: 10)
        budget.expireIdle()
        #expect(evictions.all.isEmpty)
        clock.advance(.seconds(2 * 60))
        budget.expireIdle()
        #expect(evictions.all == ["a:old"])
        #expect(budget.usage.used == 10)
        clock.advance(.seconds(10 * 60))
        budget.expireIdle()
        #expect(evictions.all == ["a:old", "a:new"])
    }

    @Test("Live previews are charged to the budget and evicted from their cache by bytes")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func previewsJoinTheBudget() async throws {
        let budget = MemoryBudget(limit: 3 * (1_000 * SessionCost.bytesPerSourceByteOfPreview + SessionCost.perSession))
        let renderer = MarkdownDocumentRenderer(budget: budget, pool: nil)
        let text = String(repeating: "word ", count: 200) // 1,000 bytes
        for session in ["a", "b", "c", "d"] {
            _ = try await renderer.openPreview(PreviewOpenRequest(markdown: text, theme: "default", session: session))
        }
        #expect(renderer.previews.count == 3)
        #expect(budget.usage.sessions["live previews"] == 3)
        // "a" was the least recently used: its next edit is told to resync.
        await #expect(throws: APIError.self) {
            try await renderer.editPreview(PreviewEditRequest(session: "a", revision: 0, start: 0, end: 0, text: "x"))
        }
        let edited = try await renderer.editPreview(PreviewEditRequest(session: "b", revision: 0, start: 0, end: 0, text: "x"))
        #expect(edited.revision == 1)
    }

    @Test("GET /api/health reports the budget, its use, the sessions and the render queue")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func health() async throws {
        let budget = MemoryBudget(limit: 1 << 20)
        let pool = RenderPool(workers: 2, queueCapacity: 5, timeBudget: .milliseconds(1500))
        defer { pool.shutdown() }
        let renderer = MarkdownDocumentRenderer(budget: budget, pool: pool)
        let library = SavedStringLibrary(store: try SavedStringStore.inMemory(), renderer: renderer)
        let router = try WebServer.makeRouter(library: library, maxRequestBodySize: 1 << 20, budget: budget, pool: pool)
        try await Application(router: router).test(.router) { client in
            let open = try await client.send(.post, "/api/preview", json: ##"{"markdown": "# Hi", "theme": "default", "session": "s"}"##)
            #expect(open.status == .ok)
            let response = try await client.send(.get, "/api/health")
            #expect(response.status == .ok)
            struct Health: Decodable {
                struct Memory: Decodable { var budget: Int; var used: Int; var sessions: [String: Int]; var evictions: Int }
                struct Renders: Decodable { var workers: Int; var queued: Int; var queueCapacity: Int; var timeBudgetMilliseconds: Int }
                var status: String
                var memory: Memory
                var renders: Renders?
            }
            let health = response.decoded(Health.self)
            #expect(health?.status == "ok")
            #expect(health?.memory.budget == 1 << 20)
            #expect(health?.memory.used ?? 0 > 0)
            #expect(health?.memory.sessions["live previews"] == 1)
            #expect(health?.memory.sessions["render sessions"] == 0)
            #expect(health?.memory.sessions["recipe sessions"] == 0)
            #expect(health?.renders?.workers == 2)
            #expect(health?.renders?.queued == 0)
            #expect(health?.renders?.queueCapacity == 5)
            #expect(health?.renders?.timeBudgetMilliseconds == 1500)
        }
    }

    @Test("A Content-Length over the limit is refused with 413 at once, without waiting for the body")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func oversizedContentLength() async throws {
        // A server waiting for the body would never answer: the client sends none, and the read
        // timeout is longer than the test client waits.
        let configuration = WebServerConfiguration(port: 0, maxRequestBodySize: 1_000, readTimeout: .seconds(600))
        for (path, length) in [("/api/render", "99999999999"), ("/api/strings", "1001"), ("/api/preview", "1048577")] {
            // One connection per request: after a refusal the server stops reading the connection.
            let application = try WebServer.makeApplication(
                configuration, store: try SavedStringStore.inMemory(), renderer: StubDocumentRenderer())
            try await application.test(.live) { client in
                // A client that names the server as a browser does (`Host: 127.0.0.1:PORT`): the
                // Host check runs first, then the size limit.
                let port = try #require(client.port)
                let raw = TestClient(host: "127.0.0.1", port: port, configuration: .init())
                raw.connect()
                defer { Task { try? await raw.shutdown() } }
                // No body at all: the server must answer from the head alone.
                let response = try await raw.execute(TestClient.Request(
                    path, method: .post, authority: "127.0.0.1:\(port)",
                    headers: [.contentType: "application/json", .contentLength: length], body: nil))
                #expect(response.status == .contentTooLarge, "\(path)")
                #expect(String(buffer: response.body ?? ByteBuffer()).contains("1000 bytes"))
            }
        }
    }
}

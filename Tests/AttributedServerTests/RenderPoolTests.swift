import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// The render pool: bounded queue, time budget, cancellation, a thread kept for light work.
@Suite("Render pool")
struct RenderPoolTests {
    /// A gate work waits at, and a count of the jobs that reached it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var open = false
        private var arrived = 0

        func wait() {
            condition.lock()
            arrived += 1
            condition.broadcast()
            while !open { condition.wait() }
            condition.unlock()
        }

        /// Waits without blocking a thread of the concurrency pool (the work is queued by tasks).
        func waitForArrivals(_ count: Int) async throws {
            let deadline = ContinuousClock.now + .seconds(10)
            while condition.withLock({ arrived }) < count, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(2))
            }
        }

        func release() {
            condition.lock()
            open = true
            condition.broadcast()
            condition.unlock()
        }
    }

    @Test("A full queue is answered 503 with Retry-After, and the render runs again once a thread is free")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func fullQueue() async throws {
        let pool = RenderPool(workers: 2, queueCapacity: 0, timeBudget: .seconds(30))
        defer { pool.shutdown() }
        let gate = Gate()
        let blockers = (0..<2).map { _ in Task { try await pool.run(.light) { _ in gate.wait() } } }
        try await gate.waitForArrivals(2)
        // Past MarkdownDocumentRenderer.inlineSourceSize: rendered on the pool.
        let markdown = String(repeating: "Some *text*.\n\n", count: 2_000)
        #expect(markdown.utf8.count >= MarkdownDocumentRenderer.inlineSourceSize)
        let body = String(decoding: try JSONEncoder().encode(["markdown": markdown, "theme": "default"]), as: UTF8.self)
        try await withTestServer(renderer: MarkdownDocumentRenderer(pool: pool)) { client in
            // A small document is rendered where it arrives: answered while every worker is busy.
            let small = try await client.send(.post, "/api/render", json: #"{"markdown": "*hi*", "theme": "default"}"#)
            #expect(small.status == .ok)
            #expect(pool.status.refused == 0)
            let busy = try await client.send(.post, "/api/render", json: body)
            #expect(busy.status == .serviceUnavailable)
            #expect(busy.headers[.retryAfter] == "1")
            #expect(busy.errorMessage?.contains("busy") == true)
            #expect(busy.errorReason == "queue-full")
            #expect(pool.status.refused == 1)
            gate.release()
            for blocker in blockers { try await blocker.value }
            let done = try await client.send(.post, "/api/render", json: body)
            #expect(done.status == .ok)
        }
    }

    @Test("A render past the time budget is answered 503 and its work stops at the next check")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func timeBudget() async throws {
        let pool = RenderPool(workers: 2, queueCapacity: 4, timeBudget: .milliseconds(100))
        defer { pool.shutdown() }
        let stopped = Gate()
        await #expect(throws: RenderPoolError.timeBudgetSpent(.milliseconds(100))) {
            try await pool.run(.light) { cancellation in
                defer { stopped.wait() }
                while true {
                    try cancellation.check()
                    Thread.sleep(forTimeInterval: 0.001)
                }
            }
        }
        stopped.release()
        try await stopped.waitForArrivals(1)
        #expect(pool.status.timedOut == 1)
    }

    @Test("Through the API: a large document with a tiny budget gets 503")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func apiTimeBudget() async throws {
        let pool = RenderPool(workers: 2, queueCapacity: 4, timeBudget: .milliseconds(1))
        defer { pool.shutdown() }
        let markdown = String(repeating: "Some *text* with `code` and [a link](https://example.com).\n\n", count: 5_000)
        let body = String(decoding: try JSONEncoder().encode(["markdown": markdown, "theme": "default"]), as: UTF8.self)
        try await withTestServer(renderer: MarkdownDocumentRenderer(pool: pool)) { client in
            let late = try await client.send(.post, "/api/render", json: body)
            #expect(late.status == .serviceUnavailable)
            #expect(late.headers[.retryAfter] != nil)
            #expect(late.errorMessage?.contains("time budget") == true)
            // The page must not send the same document again: it would run out of time again.
            #expect(late.errorReason == "time-budget")
        }
    }

    @Test("Cancelling the caller (the client left) stops the work")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func callerCancellation() async throws {
        let pool = RenderPool(workers: 2, queueCapacity: 4, timeBudget: .seconds(30))
        defer { pool.shutdown() }
        let running = Gate()
        let ended = Gate()
        running.release()
        let task = Task {
            try await pool.run(.light) { cancellation in
                running.wait()
                defer { ended.wait() }
                while true {
                    try cancellation.check()
                    Thread.sleep(forTimeInterval: 0.001)
                }
            }
        }
        try await running.waitForArrivals(1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        ended.release()
        try await ended.waitForArrivals(1)
        #expect(pool.status.running == 0 || pool.status.running == 1)
    }

    @Test("Heavy work never takes the last thread: light work runs while heavy work waits")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func lightWorkKeepsAThread() async throws {
        let pool = RenderPool(workers: 2, queueCapacity: 8, timeBudget: .seconds(30))
        defer { pool.shutdown() }
        let gate = Gate()
        let heavy = (0..<2).map { _ in Task { try await pool.run(.heavy) { _ in gate.wait() } } }
        try await gate.waitForArrivals(1)
        // One heavy job runs, the other waits although a thread is idle: it is kept for light work.
        #expect(try await pool.run(.light) { _ in 42 } == 42)
        let status = pool.status
        #expect(status.running == 1)
        #expect(status.queued == 1)
        gate.release()
        for task in heavy { try await task.value }
    }

    @Test("Weights: inputs of 64 KiB and more are heavy")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func weights() {
        #expect(RenderPool.Weight(inputSize: 10) == .light)
        #expect(RenderPool.Weight(inputSize: 64 << 10) == .heavy)
    }
}

import Foundation

/// The worker threads that parse and render, off the server's event loops.
///
/// Requests hand their work to ``run(_:weight:_:)`` and wait without blocking a thread. A
/// fixed number of threads take the work from a bounded queue: light work (a keystroke, a
/// small document) first, and heavy work (large documents) on every thread but one, so that a
/// few heavy renders never hold up the small requests behind them.
///
/// Every job has a time budget from the moment it is queued. When the queue is full, or the
/// budget is spent before the work ends, the caller gets ``RenderPoolError`` at once (the API
/// answers 503 with `Retry-After`) and the work is cancelled: it stops at its next checkpoint
/// (``RenderCancellation/check()``, between blocks) or, if it has not started, never runs.
/// The caller's task being cancelled (the client went away) cancels the work the same way.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class RenderPool: @unchecked Sendable {
    /// How much work a job is, which decides the threads it may run on.
    enum Weight: Sendable {
        /// Keystrokes and small documents: any thread, ahead of heavy work.
        case light
        /// Large documents: every thread but one.
        case heavy

        /// Work whose input is at least this many UTF-8 bytes is heavy.
        static let heavyInputSize = 64 << 10

        /// `.heavy` for inputs of ``heavyInputSize`` bytes or more.
        init(inputSize: Int) {
            self = inputSize >= Self.heavyInputSize ? .heavy : .light
        }
    }

    /// What the pool is doing right now (what `GET /api/health` reports as `renders`).
    struct Status: Sendable, Equatable, Encodable {
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

    let workerCount: Int
    let queueCapacity: Int
    let timeBudget: Duration

    private let condition = NSCondition()
    private var lightQueue: [Job] = []
    private var heavyQueue: [Job] = []
    private var running = 0
    private var runningHeavy = 0
    private var refused = 0
    private var timedOut = 0
    private var stopped = false
    /// Whether ``returnFreedMemoryWhenIdle()`` is waiting for its moment.
    private var trimPending = false

    /// - Parameters:
    ///   - workers: threads (at least 2: one is kept for light work).
    ///   - queueCapacity: jobs waiting for a thread at most; more are refused.
    ///   - timeBudget: how long a job may take from being queued to its answer.
    init(workers: Int, queueCapacity: Int, timeBudget: Duration) {
        workerCount = max(2, workers)
        self.queueCapacity = max(0, queueCapacity)
        self.timeBudget = timeBudget
        for index in 0..<workerCount {
            let thread = Thread { [self] in work() }
            thread.name = "render-\(index)"
            thread.start()
        }
    }

    /// The default number of threads: one per processor, at least 2.
    static var defaultWorkerCount: Int { max(2, ProcessInfo.processInfo.activeProcessorCount) }

    /// Stops the threads once the queue is empty (tests create many pools).
    func shutdown() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    var status: Status {
        condition.lock()
        defer { condition.unlock() }
        return Status(
            workers: workerCount, running: running, queued: lightQueue.count + heavyQueue.count,
            queueCapacity: queueCapacity, refused: refused, timedOut: timedOut,
            timeBudgetMilliseconds: RenderPoolError.milliseconds(timeBudget))
    }

    /// Runs `work` on a worker thread and returns its result.
    ///
    /// - Throws: ``RenderPoolError`` when the queue is full or the time budget is spent,
    ///   `CancellationError` when the calling task is cancelled, or what `work` throws.
    func run<Value: Sendable>(
        _ weight: Weight, _ work: @escaping @Sendable (RenderCancellation) throws -> Value
    ) async throws -> Value {
        let job = Job()
        let budget = timeBudget
        return try await withTaskCancellationHandler {
            let result: Result<any Sendable, any Error> = try await withCheckedThrowingContinuation { continuation in
                job.start(continuation) { cancellation in
                    Result { try work(cancellation) }.map { $0 as any Sendable }
                }
                guard enqueue(job, weight) else {
                    job.finish(.failure(RenderPoolError.queueFull))
                    return
                }
                // A Dispatch timer, not a task: it fires even when every thread of the concurrency
                // pool is busy.
                let seconds = Double(budget.components.seconds) + Double(budget.components.attoseconds) / 1e18
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    if job.finish(.failure(RenderPoolError.timeBudgetSpent(budget))) { self.countTimeout() }
                }
            }
            // `work` returned a `Value`: nothing else is ever stored as a success.
            guard let value = try result.get() as? Value else { throw CancellationError() }
            return value
        } onCancel: {
            job.finish(.failure(CancellationError()))
        }
    }

    private func enqueue(_ job: Job, _ weight: Weight) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        // Idle threads take jobs at once: only jobs beyond them wait in the queue.
        guard lightQueue.count + heavyQueue.count < queueCapacity + (workerCount - running), !stopped else {
            refused += 1
            return false
        }
        switch weight {
        case .light: lightQueue.append(job)
        case .heavy: heavyQueue.append(job)
        }
        condition.signal()
        return true
    }

    /// A quarter of a second from now, gives freed memory back to the system if no job runs or
    /// waits then (else asks again as long later). The transient copies of heavy work (the request's text,
    /// the parsed string, the HTML, the JSON answer) are freed only once its answer is written;
    /// glibc would keep their pages until the next eviction (measured: 72 MiB of a 531 MiB RSS
    /// after `scripts/web-load`'s memory workload). Never while work runs: `malloc_trim` in the
    /// middle of a render made it twice as slow (its pages are faulted in again).
    private func returnFreedMemoryWhenIdle() {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + 0.25) { [weak self] in
            guard let self else { return }
            condition.lock()
            let idle = running == 0 && lightQueue.isEmpty && heavyQueue.isEmpty
            if idle { trimPending = false }
            condition.unlock()
            if idle { MemoryBudget.returnFreedMemory() } else { returnFreedMemoryWhenIdle() }
        }
    }

    private func countTimeout() {
        condition.lock()
        timedOut += 1
        condition.unlock()
    }

    /// A worker thread's loop: light jobs first; a heavy one only while another thread stays
    /// free for light work.
    private func work() {
        while true {
            condition.lock()
            var next: (job: Job, heavy: Bool)?
            while next == nil {
                if !lightQueue.isEmpty {
                    next = (lightQueue.removeFirst(), false)
                } else if !heavyQueue.isEmpty, runningHeavy < workerCount - 1 {
                    next = (heavyQueue.removeFirst(), true)
                } else if stopped {
                    condition.unlock()
                    return
                } else {
                    condition.wait()
                }
            }
            guard let (job, heavy) = next else { continue }
            running += 1
            if heavy { runningHeavy += 1 }
            condition.unlock()

            job.execute()

            condition.lock()
            running -= 1
            if heavy {
                // Heavy work leaves megabytes of freed copies behind: given back once the pool rests.
                if !trimPending {
                    trimPending = true
                    returnFreedMemoryWhenIdle()
                }
                runningHeavy -= 1
                // A heavy job may be waiting for this thread.
                condition.signal()
            }
            condition.unlock()
        }
    }

    /// One queued piece of work and the one answer it gets: the first of its result, the
    /// budget's end, a full queue or the caller's cancellation.
    private final class Job: @unchecked Sendable {
        typealias Answer = Result<any Sendable, any Error>
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Answer, any Error>?
        private var body: (@Sendable (RenderCancellation) -> Answer)?
        private var finishedEarly: Answer?
        let cancellation = RenderCancellation()

        func start(_ continuation: CheckedContinuation<Answer, any Error>, body: @escaping @Sendable (RenderCancellation) -> Answer) {
            lock.lock()
            if let finishedEarly {
                // Cancelled before it was queued.
                lock.unlock()
                continuation.resume(returning: finishedEarly)
                return
            }
            self.continuation = continuation
            self.body = body
            lock.unlock()
        }

        /// Runs the work on the calling thread unless the job already has its answer.
        func execute() {
            let body: (@Sendable (RenderCancellation) -> Answer)? = lock.withLock {
                continuation == nil ? nil : self.body
            }
            guard let body, !cancellation.isCancelled else { return }
            finish(body(cancellation))
        }

        /// Gives the job its answer unless it has one; true when this call gave it.
        @discardableResult
        func finish(_ answer: Answer) -> Bool {
            lock.lock()
            guard let continuation else {
                if body == nil, finishedEarly == nil { finishedEarly = answer }
                lock.unlock()
                cancellation.cancel()
                return false
            }
            self.continuation = nil
            body = nil
            lock.unlock()
            cancellation.cancel()
            continuation.resume(returning: answer)
            return true
        }
    }
}

/// Why the ``RenderPool`` did not run a job to its end; the API answers 503 with `Retry-After`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RenderPoolError: Error, Equatable {
    /// Every worker is busy and the queue is full.
    case queueFull
    /// The work took longer than the time budget.
    case timeBudgetSpent(Duration)

    var message: String {
        switch self {
        case .queueFull:
            "The server is busy rendering other documents; try again in a moment."
        case .timeBudgetSpent(let budget):
            "The render took longer than the server's time budget of \(Self.milliseconds(budget)) ms; try a smaller document or try again later."
        }
    }

    /// The machine-readable reason of the 503 (``APIError/ErrorBody/reason``).
    var reason: String {
        switch self {
        case .queueFull: "queue-full"
        case .timeBudgetSpent: "time-budget"
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension RenderPoolError {
    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}

/// Lets work on a ``RenderPool`` thread notice that its answer is no longer wanted.
///
/// Long loops (the preview's blocks) call ``check()`` between steps; the libraries' own hot
/// paths are never interrupted.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class RenderCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    /// A token that is never cancelled (work run outside the pool).
    static var none: RenderCancellation { RenderCancellation() }

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }

    /// Throws `CancellationError` when the work should stop.
    func check() throws {
        if isCancelled { throw CancellationError() }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension RenderPool {
    /// Moves a value into work run on the pool without a second reference to it, so that the
    /// work can update it in place (a captured copy would be copied on its first change).
    final class Handoff<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?

        init(_ value: Value?) { self.value = value }

        /// The value, once; nil afterwards.
        func take() -> Value? {
            lock.withLock {
                defer { value = nil }
                return value
            }
        }
    }
}

import Foundation

/// Settings of the web app behind `attributed serve`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct WebServerConfiguration: Sendable, Equatable {
    /// Interface to listen on. The default, `127.0.0.1`, keeps the app private to this machine.
    public var host: String
    /// TCP port; `0` picks a free one (the URL printed at start-up shows which).
    public var port: Int
    /// SQLite file holding the library, created if missing (relative paths start in the current
    /// directory). SQLite also keeps `-wal` and `-shm` files next to it while the server runs.
    public var databasePath: String
    /// Largest request body the API accepts, in bytes; larger bodies are refused with 413 before
    /// they are read into memory.
    public var maxRequestBodySize: Int
    /// Host names, besides `127.0.0.1`, `localhost`, `[::1]` and ``host``, that requests may
    /// address the server by (the `Host` header); any other name is refused with 421, which
    /// keeps pages of other sites out even when their name points to this machine.
    public var allowedHosts: [String] = []
    /// Threads that parse and render; the default is one per processor (at least 2, one of
    /// which only takes small work, so small requests stay fast while large documents render).
    public var renderWorkers: Int
    /// Renders waiting for a thread at most; more are answered 503 with `Retry-After`.
    public var renderQueueCapacity: Int
    /// How long a render may take, queue included, before it is answered 503 and stopped.
    public var renderTimeBudget: Duration
    /// Bytes that render sessions, live previews and recipe sessions may keep together; the
    /// least recently used go first beyond it.
    public var memoryBudget: Int
    /// How long a connection may stay silent while the server waits for a request's head or
    /// body (or the next request) before it is closed.
    public var readTimeout: Duration

    /// One mebibyte: far more Markdown than anyone types into a preview, small enough that a
    /// runaway client cannot exhaust memory.
    public static let defaultMaxRequestBodySize = 1 << 20
    /// Renders waiting at most, by default.
    public static let defaultRenderQueueCapacity = 64
    /// Two seconds: far longer than any document a person edits takes.
    public static let defaultRenderTimeBudget = Duration.seconds(2)
    /// 256 MiB.
    public static let defaultMemoryBudget = 256 << 20
    /// Ten seconds.
    public static let defaultReadTimeout = Duration.seconds(10)

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        databasePath: String = "attributed.sqlite",
        maxRequestBodySize: Int = WebServerConfiguration.defaultMaxRequestBodySize,
        renderWorkers: Int = max(2, ProcessInfo.processInfo.activeProcessorCount),
        renderQueueCapacity: Int = WebServerConfiguration.defaultRenderQueueCapacity,
        renderTimeBudget: Duration = WebServerConfiguration.defaultRenderTimeBudget,
        memoryBudget: Int = WebServerConfiguration.defaultMemoryBudget,
        readTimeout: Duration = WebServerConfiguration.defaultReadTimeout
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.maxRequestBodySize = maxRequestBodySize
        self.renderWorkers = renderWorkers
        self.renderQueueCapacity = renderQueueCapacity
        self.renderTimeBudget = renderTimeBudget
        self.memoryBudget = memoryBudget
        self.readTimeout = readTimeout
    }
}

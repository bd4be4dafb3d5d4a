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

    /// One mebibyte: far more Markdown than anyone types into a preview, small enough that a
    /// runaway client cannot exhaust memory.
    public static let defaultMaxRequestBodySize = 1 << 20

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        databasePath: String = "attributed.sqlite",
        maxRequestBodySize: Int = WebServerConfiguration.defaultMaxRequestBodySize
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.maxRequestBodySize = maxRequestBodySize
    }
}

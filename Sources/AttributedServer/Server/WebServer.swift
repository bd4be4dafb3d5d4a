import Foundation
import Hummingbird
import Logging

/// The web app behind `attributed serve`: a Markdown preview with a run inspector, and a
/// library of saved strings stored in SQLite.
///
/// Start it from a command-line tool (the `attributed` CLI does exactly this):
///
/// ```swift
/// import AttributedServer
///
/// try await WebServer.run(host: "127.0.0.1", port: 8080, databasePath: "attributed.sqlite")
/// ```
///
/// `run` prints the URL once the server listens, serves until the process receives SIGINT
/// (Ctrl-C) or SIGTERM, then finishes the requests in flight, closes the database and returns.
/// Pages and API are described in `docs/web-app.md`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public enum WebServer {
    /// Runs the server until SIGINT or SIGTERM.
    ///
    /// - Parameters:
    ///   - host: interface to listen on; the default keeps the app private to this machine.
    ///   - port: TCP port, `0` for any free port.
    ///   - databasePath: SQLite file for the library, created if missing.
    /// - Throws: ``WebServerError`` when the database cannot be opened or the configuration is
    ///   invalid, or the network error when the address cannot be bound.
    public static func run(host: String = "127.0.0.1", port: Int = 8080, databasePath: String = "attributed.sqlite") async throws {
        try await run(WebServerConfiguration(host: host, port: port, databasePath: databasePath))
    }

    /// Runs the server with every setting of ``WebServerConfiguration`` until SIGINT or SIGTERM.
    public static func run(_ configuration: WebServerConfiguration) async throws {
        let store = try openStore(configuration)
        let budget = MemoryBudget(limit: configuration.memoryBudget, logger: Logger(label: "attributed.memory"))
        let pool = RenderPool(
            workers: configuration.renderWorkers, queueCapacity: configuration.renderQueueCapacity,
            timeBudget: configuration.renderTimeBudget)
        let renderer = MarkdownDocumentRenderer(budget: budget, pool: pool)
        let application = try makeApplication(configuration, store: store, renderer: renderer, budget: budget, pool: pool) { url in
            // Flushed at once so scripts that start the server can wait for this line.
            FileHandle.standardOutput.write(Data("AttributedMarkdown web app running at \(url)\nPress Ctrl-C to stop.\n".utf8))
        }
        // Idle sessions expire even when no request comes.
        let sweeper = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(30))
                budget.expireIdle()
            }
        }
        defer { sweeper.cancel() }
        try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }

    static func openStore(_ configuration: WebServerConfiguration) throws -> SavedStringStore {
        do {
            return try SavedStringStore.open(path: configuration.databasePath)
        } catch {
            throw WebServerError.database(path: configuration.databasePath, reason: String(describing: error))
        }
    }

    /// The application, ready to run, with the given store and renderer.
    static func makeApplication(
        _ configuration: WebServerConfiguration,
        store: SavedStringStore,
        renderer: any DocumentRenderer,
        budget: MemoryBudget = MemoryBudget(),
        pool: RenderPool? = nil,
        onRunning: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        guard (0...65535).contains(configuration.port) else {
            throw WebServerError.invalidConfiguration("port \(configuration.port) is outside 0…65535")
        }
        guard configuration.maxRequestBodySize > 0 else {
            throw WebServerError.invalidConfiguration("the request body limit must be positive")
        }
        guard configuration.renderTimeBudget > .zero, configuration.readTimeout > .zero else {
            throw WebServerError.invalidConfiguration("the time budget and the read timeout must be positive")
        }
        let listeningPort = LockedValue<Int?>(configuration.port == 0 ? nil : configuration.port)
        let router = try makeRouter(
            library: SavedStringLibrary(store: store, renderer: renderer),
            maxRequestBodySize: configuration.maxRequestBodySize,
            hosts: AllowedHosts(listeningOn: configuration.host, port: listeningPort, extraNames: configuration.allowedHosts),
            budget: budget, pool: pool, watchesClients: true
        )
        let readTimeout = configuration.readTimeout.components
        var logger = Logger(label: "attributed.serve")
        logger.logLevel = .notice
        let host = configuration.host
        return Application(
            router: router,
            // Also closes connections that stop sending half-way through a request.
            server: .http1(configuration: .init(
                idleTimeout: .nanoseconds(readTimeout.seconds * 1_000_000_000 + readTimeout.attoseconds / 1_000_000_000))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port), serverName: "attributed"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                listeningPort.current = port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shownHost):\(port)/")
            },
            logger: logger
        )
    }

    /// Routes for pages and API, behind the error middleware, the `HEAD` and 405 handling, gzip
    /// (``CompressionMiddleware``), the request-size limit and, given `hosts`, the `Host` and
    /// `Origin` checks.
    static func makeRouter(
        library: SavedStringLibrary, maxRequestBodySize: Int, hosts: AllowedHosts? = nil,
        budget: MemoryBudget = MemoryBudget(), pool: RenderPool? = nil, watchesClients: Bool = false
    ) throws -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: HeadRequestMiddleware())
        router.add(middleware: CompressionMiddleware(pool: pool))
        router.add(middleware: ErrorResponseMiddleware())
        if let hosts { router.add(middleware: HostCheckMiddleware(hosts: hosts)) }
        router.add(middleware: ContentLengthLimitMiddleware(limit: maxRequestBodySize))
        let routes = LockedValue<[(path: RouterPath, method: HTTPRequest.Method)]>([])
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        let assets = try StaticAssets.load(themeStylesheet: library.renderer.stylesheet)
        PageRoutes(library: library, assets: assets).register(on: router)
        APIRoutes(library: library, body: JSONRequestBody(limit: maxRequestBodySize, pool: pool), watchesClients: watchesClients).register(on: router)
        HealthRoute(budget: budget, pool: pool).register(on: router)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            RecipeRoutes(
                sessions: RecipeSessions(store: RecipeStore(writer: library.store.writer), budget: budget),
                body: JSONRequestBody(limit: min(maxRequestBodySize, RecipeLimits.maximumRequestBodySize), pool: pool),
                assets: assets
            ).register(on: router)
        }
        routes.current = router.routes.map { ($0.path, $0.method) }
        return router
    }
}

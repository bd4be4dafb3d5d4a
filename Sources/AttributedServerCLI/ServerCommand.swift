import ArgumentParser
import AttributedServer
import Foundation

/// `attributed-server`: the web app (Markdown preview, run inspector, saved-strings library).
///
/// A separate executable, so that `attributed render` links neither the web server stack
/// (Hummingbird, SwiftNIO, GRDB) nor an async entry point: `attributed serve …` replaces its
/// own process with this one (see the CLI's `ServeCommand`), with the same arguments.
/// ``ServerMain`` runs it where Hummingbird 2 runs.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributed serve",
        abstract: "Run the web app: live Markdown preview, run inspector and a library of saved strings.",
        discussion: """
        Serves on http://127.0.0.1:8080 by default (this machine only), with the library in a SQLite file
        in the current directory. Stop it with Ctrl-C. See docs/web-app.md.
        """
    )

    @Option(help: "The interface to listen on. Use 0.0.0.0 to accept other machines (no authentication!).")
    var host = "127.0.0.1"

    @Option(help: "The TCP port (0: any free port).")
    var port = 8080

    @Option(help: "The SQLite database file of the library (created if missing).")
    var database = "attributed.sqlite"

    @Option(help: "The largest request body accepted, in bytes.")
    var maxRequestSize = WebServerConfiguration.defaultMaxRequestBodySize

    @Option(name: .customLong("allowed-host"),
            help: "Another host name the app answers to (repeatable); requests naming any other host get 421.")
    var allowedHosts: [String] = []

    @Option(help: "Threads that parse and render (default: one per processor, at least 2).")
    var renderWorkers = max(2, ProcessInfo.processInfo.activeProcessorCount)

    @Option(help: "Renders that may wait for a thread; more are answered 503 with Retry-After.")
    var renderQueue = WebServerConfiguration.defaultRenderQueueCapacity

    @Option(help: "Seconds a render may take, waiting included, before it is answered 503 and stopped.")
    var timeBudget = 2.0

    @Option(help: "MiB that render sessions, live previews and recipe sessions may keep together.")
    var memoryBudget = WebServerConfiguration.defaultMemoryBudget >> 20

    @Option(help: "Seconds a connection may stay silent while a request is being read before it is closed.")
    var readTimeout = 10.0

    func validate() throws {
        guard timeBudget >= 0.001, timeBudget <= 86_400 else { throw ValidationError("--time-budget must be between 0.001 and 86400 seconds.") }
        guard readTimeout >= 0.001, readTimeout <= 86_400 else { throw ValidationError("--read-timeout must be between 0.001 and 86400 seconds.") }
        guard memoryBudget >= 0, memoryBudget <= Int.max >> 20 else { throw ValidationError("--memory-budget must be a number of MiB.") }
        guard renderWorkers > 0, renderQueue >= 0 else { throw ValidationError("--render-workers must be positive, --render-queue not negative.") }
    }

    func run() async throws {
        var configuration = WebServerConfiguration(
            host: host, port: port, databasePath: database, maxRequestBodySize: maxRequestSize,
            renderWorkers: renderWorkers, renderQueueCapacity: renderQueue,
            renderTimeBudget: .milliseconds(Int64(timeBudget * 1000)), memoryBudget: memoryBudget << 20,
            readTimeout: .milliseconds(Int64(readTimeout * 1000)))
        configuration.allowedHosts = allowedHosts
        do {
            try await WebServer.run(configuration)
        } catch let error as WebServerError {
            FileHandle.standardError.write(Data("attributed: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

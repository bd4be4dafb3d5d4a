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

    func run() async throws {
        var configuration = WebServerConfiguration(host: host, port: port, databasePath: database,
                                                   maxRequestBodySize: maxRequestSize)
        configuration.allowedHosts = allowedHosts
        do {
            try await WebServer.run(configuration)
        } catch let error as WebServerError {
            FileHandle.standardError.write(Data("attributed: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

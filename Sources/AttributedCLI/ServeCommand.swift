import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `attributed serve`: runs the web app, which lives in the `attributed-server` executable built
/// beside this one.
///
/// The server stack (Hummingbird, SwiftNIO, GRDB) and its async runtime are linked into that
/// executable only, so `attributed render` starts no event-loop threads and loads none of those
/// libraries. This command replaces the process with `attributed-server` (`execv`: same process
/// id, same standard streams, signals such as Ctrl-C reach the server directly) and passes every
/// argument on unchanged.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the web app: live Markdown preview, run inspector and a library of saved strings.",
        discussion: """
        Serves on http://127.0.0.1:8080 by default (this machine only), with the library in a SQLite file
        in the current directory. Stop it with Ctrl-C. Options: --host, --port, --database,
        --max-request-size, --render-workers, --render-queue, --time-budget, --memory-budget,
        --read-timeout ('attributed serve --help' lists them). See docs/web-app.md.

        The server is the 'attributed-server' executable next to 'attributed' (swift build builds both).
        """
    )

    @Argument(parsing: .allUnrecognized, help: "Options of the server (see 'attributed serve --help').")
    var arguments: [String] = []

    /// The executable this command runs, looked up beside the running `attributed`.
    static let serverName = "attributed-server"

    func run() throws {
        guard let directory = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            printError("cannot find the directory of the attributed executable")
            throw ExitCode.failure
        }
        let server = directory.appendingPathComponent(Self.serverName).path
        guard access(server, X_OK) == 0 || ServerBuild.build(beside: directory) else {
            printError("serve needs the '\(Self.serverName)' executable next to this one (\(server)); build it with "
                       + "'swift build --product \(Self.serverName)' (add '-c release' for a release build)")
            throw ExitCode.failure
        }
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        // execv returns only on failure.
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        printError("cannot run \(server): \(reason)")
        throw ExitCode.failure
    }
}

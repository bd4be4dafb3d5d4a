import Foundation

/// Builds `attributed-server` when `attributed serve` runs from a SwiftPM build directory
/// without it – `swift run attributed serve` in a fresh clone builds the `attributed` product
/// only.
enum ServerBuild {
    /// Runs `swift build --product attributed-server` for the package whose build directory
    /// holds `directory` (`<package>/.build/<triple>/<configuration>`), in the same
    /// configuration. `false` when `directory` is not in a package's `.build`, or the build fails.
    static func build(beside directory: URL) -> Bool {
        var scratch = directory
        while scratch.lastPathComponent != ".build" {
            let parent = scratch.deletingLastPathComponent()
            guard parent.path != scratch.path else { return false }
            scratch = parent
        }
        let package = scratch.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else { return false }
        let configuration = directory.lastPathComponent == "release" ? "release" : "debug"
        FileHandle.standardError.write(Data("attributed: building \(ServeCommand.serverName) (\(configuration)) for serve…\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
            "-c", configuration, "--product", ServeCommand.serverName,
        ]
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

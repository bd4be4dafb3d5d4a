import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command as a child process with its standard output discarded and reports its wall
/// time and peak resident memory.
///
/// `wait4`'s `ru_maxrss` is not enough on its own: Linux records the spawning process's
/// high-water mark at `exec`, so a child spawned by this (larger) driver would report at least
/// the driver's size. Peak memory therefore comes from the process itself where it can say
/// (our stages print `/proc/self/status`'s `VmHWM`), and from GNU `time` (which spawns from its
/// own small image) for external commands when `/usr/bin/time` is installed.
enum ProcessMeasurement {
    struct Result {
        var seconds: Double
        var peakMemoryBytes: Int
        var status: Int32
        var output: String
    }

    /// Runs `arguments[0]` (looked up in `PATH`) with `stdinPath` as standard input; captures standard output.
    static func run(_ arguments: [String], stdinPath: String? = nil, captureOutput: Bool = false) -> Result? {
        // An opaque pointer on Darwin (initialised by `posix_spawn_file_actions_init`), a struct in glibc.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdinPath {
            posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        }
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("attributed-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out").path
        posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { unlink(outputPath) }

        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        let spawned = cArguments.withUnsafeBufferPointer { buffer -> Int32 in
            guard let argv = buffer.baseAddress else { return EINVAL }
            return posix_spawnp(&pid, arguments[0], &actions, nil, UnsafeMutablePointer(mutating: argv), environ)
        }
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)          // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024   // kilobytes on Linux
        #endif
        let output = captureOutput ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
        return Result(seconds: seconds, peakMemoryBytes: peak, status: status, output: output)
    }

    /// Runs an external command; when GNU `time` is installed, the peak memory is the one it
    /// reports for the command alone. The wall time then includes `time`'s own start-up (about
    /// a millisecond).
    static func runExternal(_ arguments: [String], stdinPath: String? = nil) -> Result? {
        let gnuTime = "/usr/bin/time"
        guard access(gnuTime, X_OK) == 0 else { return run(arguments, stdinPath: stdinPath) }
        let reportPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("attributed-bench-time-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { unlink(reportPath) }
        guard var result = run([gnuTime, "-f", "%M", "-o", reportPath] + arguments, stdinPath: stdinPath) else { return nil }
        if let report = try? String(contentsOfFile: reportPath, encoding: .utf8),
           let kilobytes = report.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            result.peakMemoryBytes = kilobytes * 1024
        }
        return result
    }

    /// This process's own peak resident memory in bytes (`VmHWM`), where the system reports it.
    static func ownPeakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// The full path of `command` in `PATH`, or nil.
    static func which(_ command: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(command)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the command knows about where its output goes.
enum TerminalInfo {
    /// True when standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// True when the user asked for no color (https://no-color.org: `NO_COLOR` set to anything non-empty).
    static var noColorRequested: Bool {
        guard let value = ProcessInfo.processInfo.environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// The width to wrap to: the terminal's, else `$COLUMNS`, else 80.
    static var width: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }

    /// True when the terminal announces 24-bit color (`COLORTERM=truecolor|24bit`).
    static var supportsTrueColor: Bool {
        let value = ProcessInfo.processInfo.environment["COLORTERM"]?.lowercased() ?? ""
        return value == "truecolor" || value == "24bit"
    }
}

/// Writes to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data(("attributed: " + message + "\n").utf8))
}

/// Writes `text` to standard output as is (no newline added).
func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

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
    ///
    /// The terminal is standard output's, or, when output is piped (`attributed render --to
    /// terminal --color always README.md | less -R`), standard error's or standard input's: the
    /// pager shows the text in that same window, so its width is still the one to fill.
    static var width: Int {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
            var size = winsize()
            if isatty(descriptor) != 0, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
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
    writeAll(Array(("attributed: " + message + "\n").utf8), to: STDERR_FILENO)
}

/// Writes `text` to standard output as is (no newline added).
func writeOutput(_ text: String) {
    var text = text
    text.withUTF8 { writeAll($0, to: STDOUT_FILENO) }
}

/// Writes UTF-8 `bytes` to standard output as they are.
func writeOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeAll($0, to: STDOUT_FILENO) }
}

/// Writes `bytes` to standard output as they are (the HTML renderer's chunks).
func writeOutput(_ bytes: UnsafeBufferPointer<UInt8>) {
    writeAll(bytes, to: STDOUT_FILENO)
}

/// `write(2)` until every byte is written, without copying them first. Stops silently on an
/// error other than `EINTR` (a closed pipe: the reader went away, as `head` does).
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
}

private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, base + written, bytes.count - written)
        if result > 0 {
            written += result
        } else if result < 0, errno == EINTR {
            continue
        } else {
            return
        }
    }
}

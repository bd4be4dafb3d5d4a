import Foundation
import MarkdownSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the Markdown input of a command: a file path, or standard input for `-` or no path.
///
/// Every failure becomes a `CLIError` with a one-line message, so the command can print it on
/// standard error and exit non-zero instead of dumping a stack trace.
struct InputSource {
    var path: String?

    /// A name for messages: the path, or "standard input".
    var displayName: String {
        guard let path, path != "-" else { return "standard input" }
        return path
    }

    /// The raw bytes of the input, read with one `read` per chunk into one array (a file is
    /// read into an array of its size).
    func readBytes() throws(CLIError) -> [UInt8] {
        guard let path, path != "-" else {
            guard let bytes = Self.readAll(from: STDIN_FILENO, sizeHint: 0) else {
                throw CLIError("standard input: cannot read (\(Self.reason(errno)))")
            }
            return bytes
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT { throw CLIError("\(path): no such file") }
            throw CLIError("\(path): cannot read the file (\(Self.reason(error)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw CLIError("\(path): cannot read the file (\(Self.reason(errno)))")
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw CLIError("\(path): is a directory")
        }
        guard let bytes = Self.readAll(from: descriptor, sizeHint: Int(status.st_size)) else {
            throw CLIError("\(path): cannot read the file (\(Self.reason(errno)))")
        }
        return bytes
    }

    /// The input's bytes, checked to be UTF-8; invalid UTF-8 is an error that names the first bad byte's offset.
    func readUTF8() throws(CLIError) -> [UInt8] {
        let bytes = try readBytes()
        if let offset = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
            throw CLIError("\(displayName): not valid UTF-8 (first invalid byte at offset \(offset))")
        }
        return bytes
    }

    /// Calls `body` with the input's bytes, checked to be UTF-8 as ``readUTF8()`` does: a large
    /// regular file is mapped (``MappedFile``) rather than copied into an array.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(CLIError) -> Result {
        if let path, path != "-" {
            let descriptor = open(path, O_RDONLY)
            if descriptor >= 0 {
                defer { close(descriptor) }
                var status = stat()
                if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                   let mapped = MappedFile(descriptor: descriptor, byteCount: Int(status.st_size)) {
                    if let offset = UTF8Validation.firstInvalidOffset(in: mapped.bytes) {
                        throw CLIError("\(displayName): not valid UTF-8 (first invalid byte at offset \(offset))")
                    }
                    return body(mapped.bytes)
                }
            }
            // Not mapped (small, not a regular file, or an error that reading reports properly).
        }
        let bytes = try readUTF8()
        return bytes.withUnsafeBufferPointer(body)
    }

    /// The input as text; invalid UTF-8 is an error that names the first bad byte's offset.
    func readText() throws(CLIError) -> String {
        String(decoding: try readUTF8(), as: UTF8.self)
    }

    /// Every byte up to the end of `descriptor`, or nil on a read error (then `errno` says why).
    ///
    /// A regular file is read straight into an array of its size (plus one byte, to see the end
    /// without another allocation); anything longer (a pipe, a file that grew) continues in chunks.
    private static func readAll(from descriptor: Int32, sizeHint: Int) -> [UInt8]? {
        var failed = false
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Swift.max(sizeHint, 0) + 1) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            // A large file is read into huge pages where Linux allows it (fewer page faults).
            HugePageAdvice.advise(base, byteCount: buffer.count)
            while initialized < buffer.count {
                let got = read(descriptor, base + initialized, buffer.count - initialized)
                if got > 0 {
                    initialized += got
                } else if got == 0 {
                    reachedEnd = true
                    return
                } else if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while !failed, !reachedEnd {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: chunk[0..<got])
            } else if got == 0 {
                reachedEnd = true
            } else if errno != EINTR {
                failed = true
            }
        }
        return failed ? nil : bytes
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// A user-facing failure: printed as `attributed: <message>` on standard error, exit status 1.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

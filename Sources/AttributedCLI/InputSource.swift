import Foundation

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

    /// The raw bytes of the input.
    func readData() throws(CLIError) -> Data {
        guard let path, path != "-" else {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("\(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw CLIError("\(path): is a directory")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("\(path): cannot read the file (\(Self.reason(error)))")
        }
    }

    /// The input as text; invalid UTF-8 is an error that names the first bad byte's offset.
    func readText() throws(CLIError) -> String {
        let data = try readData()
        if let text = String(data: data, encoding: .utf8) {
            return text
        }
        let offset = Self.firstInvalidUTF8Offset(in: data) ?? 0
        throw CLIError("\(displayName): not valid UTF-8 (first invalid byte at offset \(offset))")
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let message = String(validatingCString: strerror(Int32(underlying.code))) {
            return message.lowercased()
        }
        return nsError.localizedDescription
    }

    /// The offset of the first byte where UTF-8 decoding fails.
    static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        // Track how many bytes each decoded scalar took, to report where decoding broke.
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}

/// A user-facing failure: printed as `attributed: <message>` on standard error, exit status 1.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

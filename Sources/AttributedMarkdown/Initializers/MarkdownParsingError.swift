import Foundation

/// Why Markdown could not be turned into an `AttributedString`, and where.
///
/// Thrown by the Markdown initializers when an extended attribute (`^[text](key: value)`)
/// cannot be decoded and the failure policy is `.throwError`. (Data that is not UTF-8 throws
/// Foundation's `CocoaError(.fileReadCorruptFile)`, code 259, as on Apple platforms.) The message
/// names the Markdown source line and column (1-based, columns in
/// UTF-8 bytes), so that an author can find the mistake.
public struct MarkdownParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Reason: Hashable, Sendable {
        /// An extended attribute's text is not a JSON5 object body (e.g. `^[x](a: )`); the
        /// position is the start of the attribute text.
        case malformedExtendedAttributes
        /// The value of `key` does not decode as the scope's attribute of that name (e.g. a
        /// number where a string is expected); the position is where the key is written.
        case invalidExtendedAttributeValue(key: String)
    }

    public var reason: Reason
    /// What went wrong, in words.
    public var detail: String
    /// The 1-based source line of the failure.
    public var line: Int
    /// The 1-based source column (in UTF-8 bytes) of the failure.
    public var column: Int

    public init(reason: Reason, detail: String, line: Int, column: Int) {
        self.reason = reason
        self.detail = detail
        self.line = line
        self.column = column
    }

    /// `Invalid extended attributes at line 1, column 6: …`.
    public var description: String {
        let what: String
        switch reason {
        case .malformedExtendedAttributes: what = "Malformed extended attributes"
        case .invalidExtendedAttributeValue: what = "Invalid extended attribute value"
        }
        return "\(what) at line \(line), column \(column): \(detail)"
    }
}

extension MarkdownParsingError: LocalizedError {
    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}

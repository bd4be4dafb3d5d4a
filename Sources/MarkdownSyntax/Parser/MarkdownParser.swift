/// A CommonMark 0.31.2 parser with the GitHub Flavored Markdown extensions (cmark-gfm
/// 0.29.0.gfm.13 behaviour) and Apple's extended-attribute syntax, written in Swift.
///
/// Parsing is linear in the input and never fails: every byte sequence is a Markdown document.
/// Invalid UTF-8 is repaired (each bad sequence becomes U+FFFD) and U+0000 is replaced by U+FFFD
/// before parsing, as cmark does; node ranges are offsets into that repaired text, which is
/// the original whenever the input is valid UTF-8 without NUL bytes.
///
/// ```swift
/// let document = MarkdownParser(options: .init(extensions: .gfm)).parse("| a |\n| - |\n| *b* |")
/// ```
public struct MarkdownParser: Sendable {
    /// What the parser recognises.
    public var options: ParseOptions

    /// A parser for the given syntax; the default is plain CommonMark.
    public init(options: ParseOptions = .init()) {
        self.options = options
    }

    /// Parses a Markdown text. Never fails: any text is a Markdown document.
    public func parse(_ source: String) -> MarkdownDocument {
        var source = source
        return source.withUTF8 { buffer in parse(validUTF8: buffer) }
    }

    /// Parses Markdown from UTF-8 bytes; invalid sequences are replaced by U+FFFD.
    public func parse(_ bytes: [UInt8]) -> MarkdownDocument {
        let valid = bytes.withUnsafeBufferPointer { InputSanitizer.isValidUTF8($0) }
        if valid { return bytes.withUnsafeBufferPointer { parse(validUTF8: $0) } }
        var repaired = String(decoding: bytes, as: UTF8.self)
        return repaired.withUTF8 { parse(validUTF8: $0) }
    }

    private func parse(validUTF8 input: UnsafeBufferPointer<UInt8>) -> MarkdownDocument {
        if input.contains(0) {
            let cleaned = InputSanitizer.replacingNUL(input)
            return cleaned.withUnsafeBufferPointer { DocumentBuilder(input: $0, options: options).build() }
        }
        return DocumentBuilder(input: input, options: options).build()
    }
}

#if !canImport(Darwin)
import Foundation

// Apple's Markdown initializers of `NSAttributedString` (Foundation, macOS 12 / iOS 15): the same
// parse as `AttributedString(markdown:options:baseURL:)`, converted with Foundation's attribute keys
// (`NSInlinePresentationIntent` as an `NSNumber`, `NSPresentationIntent`, links as `NSURL`, …).
extension NSAttributedString {
    /// Creates an attributed string from Markdown text, as `AttributedString(markdown:options:baseURL:)`
    /// parses it, with Foundation's attribute keys.
    ///
    /// - Throws: the parse's error (`CocoaError`), as `AttributedString(markdown:)` throws it.
    public convenience init(
        markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
        try self.init(AttributedString(markdown: markdown, options: options, baseURL: baseURL), including: AttributeScopes.FoundationAttributes.self)
    }

    /// Creates an attributed string from UTF-8 Markdown data.
    ///
    /// - Throws: `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not UTF-8, or
    ///   the parse's error.
    public convenience init(
        markdown: Data, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
        try self.init(AttributedString(markdown: markdown, options: options, baseURL: baseURL), including: AttributeScopes.FoundationAttributes.self)
    }

    /// Creates an attributed string from the Markdown file at `url`; relative links resolve against
    /// `baseURL`, or against the file's own URL when `baseURL` is nil (as Apple's initializer does).
    ///
    /// - Throws: the error reading the file, or the parse's error.
    public convenience init(
        contentsOf url: URL, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
        try self.init(AttributedString(contentsOf: url, options: options, baseURL: baseURL), including: AttributeScopes.FoundationAttributes.self)
    }
}
#endif

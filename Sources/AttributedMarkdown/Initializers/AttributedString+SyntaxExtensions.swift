import Foundation
import MarkdownSyntax

// Markdown initializers that choose the GFM extensions to interpret, on every platform.
//
// Apple's initializers always interpret tables and strikethrough and nothing else, and Apple's
// `MarkdownParsingOptions` cannot grow a new option. These take the extensions as a separate,
// required `syntaxExtensions:` argument, which no Apple initializer has, so they can never
// collide with Apple's API; everything else behaves as Apple's initializers do.

extension AttributedString {
    /// Creates an attributed string from Markdown text, interpreting the given GFM extensions
    /// (e.g. `.all` for autolinks, task lists and footnotes as well).
    ///
    /// Task-list checkboxes, footnotes and other things Apple's attributes cannot express go to
    /// the keys of `AttributeScopes/MarkdownAttributes`.
    ///
    /// - Throws: ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    public init(
        markdown: String,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        try self.init(
            markdown: markdown, including: AttributeScopes.MarkdownAttributes.self,
            options: options, baseURL: baseURL, syntaxExtensions: syntaxExtensions)
    }

    /// Creates an attributed string from Markdown text, interpreting the given GFM extensions,
    /// whose extended attributes may set the keys of the scope named by `scope`.
    public init<S: AttributeScope>(
        markdown: String,
        including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        try self.init(markdown: markdown, including: S.self, options: options, baseURL: baseURL, syntaxExtensions: syntaxExtensions)
    }

    /// Creates an attributed string from Markdown text, interpreting the given GFM extensions,
    /// whose extended attributes may set the keys of `scope`.
    public init<S: AttributeScope>(
        markdown: String,
        including scope: S.Type,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        self = try MarkdownConversion.attributedString(
            markdown: markdown, scope: scope, options: options, baseURL: baseURL, extensions: syntaxExtensions)
    }

    /// Creates an attributed string from UTF-8 Markdown data, interpreting the given GFM
    /// extensions: the data's text, read as the `String` form of this initializer reads it.
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` (NSCocoaErrorDomain 259) when the data is not
    ///   UTF-8; ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    public init(
        markdown: Data,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        try self.init(markdown: MarkdownConversion.text(fromUTF8: markdown), options: options, baseURL: baseURL,
                      syntaxExtensions: syntaxExtensions)
    }

    /// Creates an attributed string from UTF-8 Markdown data, interpreting the given GFM
    /// extensions, whose extended attributes may set the keys of `scope`.
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` (NSCocoaErrorDomain 259) when the data is not
    ///   UTF-8; ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    public init<S: AttributeScope>(
        markdown: Data,
        including scope: S.Type,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        try self.init(
            markdown: MarkdownConversion.text(fromUTF8: markdown), including: scope,
            options: options, baseURL: baseURL, syntaxExtensions: syntaxExtensions)
    }
}

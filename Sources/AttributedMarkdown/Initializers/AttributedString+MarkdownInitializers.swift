#if !canImport(Darwin)
import Foundation
import MarkdownSyntax

// Apple's Markdown initializers, for platforms whose Foundation lacks them. Labels, order and
// defaults are Apple's, so code written for Apple platforms compiles unchanged. Like Apple's,
// they interpret CommonMark plus GFM tables and strikethrough; the other GFM extensions are
// available through the `syntaxExtensions:` initializers.

extension AttributedString {
    /// Creates an attributed string from Markdown text, as Apple's Foundation does.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown text.
    ///   - options: What to interpret and how to handle failures.
    ///   - baseURL: Link and image destinations become URLs relative to it.
    /// - Throws: ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self = try MarkdownConversion.attributedString(
            markdown: markdown, scope: AttributeScopes.FoundationAttributes.self,
            options: options, baseURL: baseURL, extensions: MarkdownConversion.appleExtensions)
    }

    /// Creates an attributed string from Markdown text whose extended attributes
    /// (`^[text](key: value)`) may set the keys of the scope named by `scope`.
    public init<S: AttributeScope>(
        markdown: String,
        including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdown: markdown, including: S.self, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from Markdown text whose extended attributes may set the
    /// keys of `scope`.
    public init<S: AttributeScope>(
        markdown: String,
        including scope: S.Type,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        self = try MarkdownConversion.attributedString(
            markdown: markdown, scope: scope, options: options, baseURL: baseURL,
            extensions: MarkdownConversion.appleExtensions)
    }

    /// Creates an attributed string from UTF-8 Markdown data.
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` (NSCocoaErrorDomain 259, as Apple's
    ///   initializer throws) when the data is not UTF-8, its debug description naming the line and
    ///   column of the first invalid byte; ``MarkdownParsingError`` when an extended attribute
    ///   cannot be decoded and the failure policy is `.throwError`.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: MarkdownConversion.text(fromUTF8: markdown), options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from UTF-8 Markdown data whose extended attributes may set
    /// the keys of the scope named by `scope`.
    public init<S: AttributeScope>(
        markdown: Data,
        including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdown: MarkdownConversion.text(fromUTF8: markdown), including: S.self, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from UTF-8 Markdown data whose extended attributes may set
    /// the keys of `scope`.
    public init<S: AttributeScope>(
        markdown: Data,
        including scope: S.Type,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdown: MarkdownConversion.text(fromUTF8: markdown), including: scope, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from the Markdown file at `url`.
    ///
    /// - Parameter baseURL: Destinations are made relative to it; when nil, relative to `url`
    ///   itself, so that `[next](next.md)` points next to the file.
    /// - Throws: The error of reading the file, or those of ``init(markdown:options:baseURL:)-(Data,_,_)``.
    public init(contentsOf url: URL, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(contentsOf: url, including: AttributeScopes.FoundationAttributes.self, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from the Markdown file at `url`, whose extended attributes
    /// may set the keys of the scope named by `scope`.
    public init<S: AttributeScope>(
        contentsOf url: URL,
        including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(contentsOf: url, including: S.self, options: options, baseURL: baseURL)
    }

    /// Creates an attributed string from the Markdown file at `url`, whose extended attributes
    /// may set the keys of `scope`.
    public init<S: AttributeScope>(
        contentsOf url: URL,
        including scope: S.Type,
        options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        let data = try Data(contentsOf: url)
        try self.init(markdown: data, including: scope, options: options, baseURL: baseURL ?? url)
    }
}
#endif

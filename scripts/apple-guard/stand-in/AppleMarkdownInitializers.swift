import Foundation

// Apple's Markdown initializers of `AttributedString` (macOS 12 / iOS 15), signatures only, as
// Apple's SDK declares them. The stand-in module is only type-checked against, never run.

extension AttributedString {
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init<S: AttributeScope>(markdown: String, including scope: S.Type, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init<S: AttributeScope>(markdown: Data, including scope: KeyPath<AttributeScopes, S.Type>, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init<S: AttributeScope>(markdown: Data, including scope: S.Type, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init(contentsOf url: URL, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init<S: AttributeScope>(contentsOf url: URL, including scope: KeyPath<AttributeScopes, S.Type>, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
    public init<S: AttributeScope>(contentsOf url: URL, including scope: S.Type, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { self.init() }
}

// `AttributedString` and `AttributeContainer` are `CodableWithConfiguration` on Apple platforms
// (macOS 12); swift-foundation compiles that only in Apple's own build.
extension AttributedString: @retroactive EncodableWithConfiguration, @retroactive DecodableWithConfiguration {
    public func encode(to encoder: any Encoder, configuration: AttributeScopeCodableConfiguration) throws {}
    public init(from decoder: any Decoder, configuration: AttributeScopeCodableConfiguration) throws { self.init() }
}

extension AttributeContainer: @retroactive EncodableWithConfiguration, @retroactive DecodableWithConfiguration {
    public func encode(to encoder: any Encoder, configuration: AttributeScopeCodableConfiguration) throws {}
    public init(from decoder: any Decoder, configuration: AttributeScopeCodableConfiguration) throws { self.init() }
}

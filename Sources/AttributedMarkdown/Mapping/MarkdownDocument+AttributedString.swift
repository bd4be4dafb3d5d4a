import Foundation
import MarkdownSyntax

extension MarkdownDocument {
    /// This document as the `AttributedString` Apple's `AttributedString(markdown:)` makes of
    /// the same source, with attribute keys from `scope` available to extended attributes.
    ///
    /// Use it to parse once and map many times, or to map a tree parsed with options Apple's
    /// initializers cannot express (any `MarkdownExtensions`). `options.interpretedSyntax`
    /// only decides whether `presentationIntent` is applied: how the source was parsed is fixed
    /// by the `ParseOptions` the document was parsed with.
    ///
    /// The document does not keep its source text, so with `appliesSourcePositionAttributes` a
    /// run ending in a multi-byte character gets the column of that character's *last* byte as
    /// its end column; the `AttributedString(markdown:)` initializers know the source and give
    /// the column of its first byte, as Apple does.
    ///
    /// - Parameters:
    ///   - options: Apple's options: extended attributes, failure policy, language code and
    ///     source positions.
    ///   - baseURL: Link and image destinations are made relative to it.
    ///   - scope: The scope whose `MarkdownDecodableAttributedStringKey`s extended attributes
    ///     may set.
    /// - Throws: ``MarkdownParsingError`` when an extended attribute cannot be decoded and
    ///   `options.failurePolicy` is `.throwError`.
    public func attributedString<S: AttributeScope>(
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        including scope: S.Type
    ) throws -> AttributedString {
        let configuration = MappingConfiguration(options: options, baseURL: baseURL, scope: scope)
        return try AttributedStringBuilder.attributedString(from: self, configuration: configuration)
    }

    /// This document as an `AttributedString`, extended attributes limited to
    /// `AttributeScopes/MarkdownAttributes` (which includes Foundation's).
    ///
    /// See the `including:` forms for the parameters and errors.
    public func attributedString(
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws -> AttributedString {
        try attributedString(options: options, baseURL: baseURL, including: AttributeScopes.MarkdownAttributes.self)
    }

    /// This document as an `AttributedString`, with the scope named by key path
    /// (`including: \.myApp`).
    public func attributedString<S: AttributeScope>(
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributedString {
        try attributedString(options: options, baseURL: baseURL, including: S.self)
    }
}

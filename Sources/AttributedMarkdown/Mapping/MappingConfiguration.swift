import Foundation
import MarkdownSyntax

/// Everything the mapping needs besides the tree: Apple's parsing options, the base URL, and
/// the Markdown-decodable keys of the scope passed with `including:`.
struct MappingConfiguration: Sendable {
    /// False in the inline-only modes, where Apple applies no `presentationIntent`.
    var appliesPresentationIntents: Bool
    var allowsExtendedAttributes: Bool
    /// True for the `.throwError` failure policy. Kept as a `Bool` rather than Apple's
    /// `FailurePolicy`, so that the configuration is `Sendable` whatever the SDK declares (an
    /// ``IncrementalAttributedDocument`` keeps it between edits).
    var throwsOnDecodingFailure: Bool
    var languageCode: String?
    var appliesSourcePositions: Bool
    var baseURL: URL?
    /// Decodes extended attributes with the scope's keys.
    var attributeDecoder: ExtendedAttributeDecoder

    init<S: AttributeScope>(options: AttributedString.MarkdownParsingOptions, baseURL: URL?, scope: S.Type) {
        appliesPresentationIntents = options.interpretedSyntax == .full
        allowsExtendedAttributes = options.allowsExtendedAttributes
        throwsOnDecodingFailure = options.failurePolicy == .throwError
        languageCode = options.languageCode
        appliesSourcePositions = options.appliesSourcePositionAttributes
        self.baseURL = baseURL
        #if canImport(Darwin)
        attributeDecoder = ExtendedAttributeDecoder(scope: scope)
        #else
        attributeDecoder = ExtendedAttributeDecoder(
            keys: options.allowsExtendedAttributes ? AttributeScopeKeys.markdownKeys(in: scope) : [:])
        #endif
    }
}

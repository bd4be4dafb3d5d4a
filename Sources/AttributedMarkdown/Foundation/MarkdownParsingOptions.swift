#if !canImport(Darwin)
import Foundation

extension AttributedString {
    /// Options for `AttributedString(markdown:options:baseURL:)`.
    ///
    /// Apple's type of the same name, for platforms whose Foundation lacks it.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax the parser interprets.
        public enum InterpretedSyntax: Int, Hashable, Sendable {
            /// Block and inline syntax; runs get `presentationIntent`.
            case full = 0
            /// Inline syntax only; no `presentationIntent`; whitespace collapses as in a paragraph.
            case inlineOnly = 1
            /// Inline syntax only; every whitespace character is kept as written.
            case inlineOnlyPreservingWhitespace = 2
        }

        /// What happens when part of the input cannot be interpreted (a malformed extended attribute).
        public enum FailurePolicy: Int, Hashable, Sendable {
            /// The initializer throws.
            case throwError = 0
            /// The text is kept without the attribute that failed.
            case returnPartiallyParsedIfPossible = 1
        }

        /// Decode `^[text](key: value)` into the attributes of the scope passed with `including:`.
        /// When false, only CommonMark (plus GFM tables and strikethrough) is interpreted.
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        /// When set, applied as `languageIdentifier` to every run that has no language of its own.
        public var languageCode: String?
        /// When true, every run gets a `markdownSourcePosition`.
        public var appliesSourcePositionAttributes: Bool

        public init(
            allowsExtendedAttributes: Bool = false,
            interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError,
            languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }
}
#endif

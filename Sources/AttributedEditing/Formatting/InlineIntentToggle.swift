import Foundation
#if !canImport(Darwin)
import AttributedMarkdown
#endif

/// Toggles one option of `inlinePresentationIntent` (strong emphasis, emphasis,
/// strikethrough, code), leaving the run's other options alone.
///
/// Bold, italic and strikethrough are intents rather than fonts so that edited text exports to
/// Markdown (`**`, `*`, `~~`) exactly like text parsed from it.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct InlineIntentToggle: FormattingCommand, Hashable {
    /// The option toggled.
    public var intent: InlinePresentationIntent

    /// A toggle of `intent` (one option, or several toggled together).
    public init(_ intent: InlinePresentationIntent) {
        self.intent = intent
    }

    public var attributeName: String { AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.name }

    public func isApplied(to attributes: AttributeContainer) -> Bool {
        attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self]?.isSuperset(of: intent) ?? false
    }

    public func apply(to attributes: inout AttributeContainer, adding: Bool) {
        var value = attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
        if adding { value.formUnion(intent) } else { value.subtract(intent) }
        attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = value.isEmpty ? nil : value
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension FormattingCommand where Self == InlineIntentToggle {
    /// Bold: `InlinePresentationIntent.stronglyEmphasized` (`**text**`).
    public static var bold: InlineIntentToggle { InlineIntentToggle(.stronglyEmphasized) }
    /// Italic: `InlinePresentationIntent.emphasized` (`*text*`).
    public static var italic: InlineIntentToggle { InlineIntentToggle(.emphasized) }
    /// Strikethrough: `InlinePresentationIntent.strikethrough` (`~~text~~`).
    public static var strikethrough: InlineIntentToggle { InlineIntentToggle(.strikethrough) }
    /// Inline code: `InlinePresentationIntent.code` (a Markdown code span).
    public static var code: InlineIntentToggle { InlineIntentToggle(.code) }
}

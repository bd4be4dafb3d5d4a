#if !canImport(Darwin)
import Foundation

// Apple's Foundation names these keys (NSAttributedString.h: `NS_SWIFT_NAME(inlinePresentationIntent)`
// and so on); swift-corelibs-foundation does not. Each raw value is the `name` of the matching
// `AttributedString` key, as on Apple platforms, so both worlds address the same attribute.
extension NSAttributedString.Key {
    /// `NSInlinePresentationIntent`: an `NSNumber` wrapping an ``InlinePresentationIntent`` raw value.
    public static let inlinePresentationIntent = NSAttributedString.Key(
        AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.name)
    /// `NSPresentationIntent`: the ``PresentationIntent`` of the blocks a run belongs to (Apple stores
    /// an `NSPresentationIntent` object; there is no such class here, so the Swift value is stored).
    public static let presentationIntentAttributeName = NSAttributedString.Key(
        AttributeScopes.FoundationAttributes.PresentationIntentAttribute.name)
    /// `NSAlternateDescription`: an `NSString`, a link's title.
    public static let alternateDescription = NSAttributedString.Key(
        AttributeScopes.FoundationAttributes.AlternateDescriptionAttribute.name)
    /// `NSImageURL`: an `NSURL`, an image's source.
    public static let imageURL = NSAttributedString.Key(AttributeScopes.FoundationAttributes.ImageURLAttribute.name)
    /// The language identifier attribute: an `NSString` such as `en`.
    public static let languageIdentifier = NSAttributedString.Key(
        AttributeScopes.FoundationAttributes.LanguageIdentifierAttribute.name)
    /// `NSMarkdownSourcePosition`: where a run came from in the Markdown source (the Swift
    /// `AttributedString.MarkdownSourcePosition` value).
    public static let markdownSourcePosition = NSAttributedString.Key(
        AttributeScopes.FoundationAttributes.MarkdownSourcePositionAttribute.name)
}
#endif

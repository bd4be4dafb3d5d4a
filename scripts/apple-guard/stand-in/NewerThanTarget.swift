import Foundation

// Pass 1 only (code outside `if #available(… 26 …)`): members that Apple platforms have only from
// the 26 releases (`@available(FoundationPreview 6.2, *)`), while swift-foundation on Linux has
// them unconditionally. Declaring them again here makes every use ambiguous, so that any use
// outside an availability check fails to type-check ("ambiguous use of 'utf8'", or Swift's
// "failed to produce diagnostic" on a chained expression).

extension AttributedString {
    public var utf8: AttributedString.UTF8View { fatalError() }
}

extension AttributedSubstring {
    public var utf8: AttributedString.UTF8View { fatalError() }
}

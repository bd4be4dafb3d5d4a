import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributeContainer {
    /// These attributes without the keys whose `inheritedByAddedText` is `false`: what text
    /// added next to a run carrying them receives.
    ///
    /// An `AttributeContainer` cannot list its keys, so the filtering is left to Foundation
    /// itself: a character is appended to a one-character string carrying these attributes, and
    /// the appended character's attributes are read back. That applies Foundation's own rule to
    /// every key, including keys from scopes this module has never heard of.
    var inheritedByAddedText: AttributeContainer {
        var probe = AttributedString("a", attributes: self)
        probe.characters.append("a")
        return probe.runs.last?.attributes ?? AttributeContainer()
    }
}

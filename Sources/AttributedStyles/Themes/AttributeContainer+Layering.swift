import Foundation

extension AttributeContainer {
    /// This container over `general`: every key of `self` wins, keys only in `general` are kept,
    /// and when both have a font, the fonts combine property by property
    /// (``FontDescriptor/filling(from:)``), the way CSS cascades font properties.
    public func layered(over general: AttributeContainer) -> AttributeContainer {
        var result = general
        result.merge(self, mergePolicy: .keepNew)
        if let specificFont = self.styleFont, let generalFont = general.styleFont {
            result.styleFont = specificFont.filling(from: generalFont)
        }
        return result
    }
}

import Foundation

/// Keys the tests format with, modelled on the WWDC25 recipe editor.

/// An ingredient, as in WWDC25's recipe editor: typing next to it does not extend it
/// (`inheritedByAddedText == false`) and editing its text ends it (`.textChanged`).
enum IngredientAttribute: AttributedStringKey {
    typealias Value = String
    static let name = "TestIngredient"
    static var inheritedByAddedText: Bool { false }
    static var invalidationConditions: Set<AttributedString.AttributeInvalidationCondition>? { [.textChanged] }
}

/// A text color, by name.
enum TextColorAttribute: AttributedStringKey {
    typealias Value = String
    static let name = "TestTextColor"
}

/// Paragraph alignment: uniform across a paragraph (`runBoundaries == .paragraph`).
enum TestAlignmentAttribute: AttributedStringKey {
    enum Value: String, Hashable, Sendable { case left, center, right }
    static let name = "TestAlignment"
    static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
}

/// Underline, by style name.
enum TestUnderlineAttribute: AttributedStringKey {
    typealias Value = String
    static let name = "TestUnderline"
}

/// A font size in points.
enum TestFontSizeAttribute: AttributedStringKey {
    typealias Value = Double
    static let name = "TestFontSize"
}

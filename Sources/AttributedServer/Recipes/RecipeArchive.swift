import AttributedMarkdown
import Foundation

/// The recipe text as stored and exported: an `AttributedString` in Apple's Codable JSON with
/// the ``AttributeScopes/RecipeAttributes`` scope, keys sorted so that equal texts give equal
/// bytes. An Apple app decodes it with `@CodableConfiguration(from: \.recipe)` given the same
/// scope.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeArchive {
    static func encode(_ text: AttributedString) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(text, including: \.recipe), as: UTF8.self)
    }

    static func decode(_ archive: String) throws -> AttributedString {
        try JSONDecoder().decode(AttributedString.self, from: Data(archive.utf8), including: \.recipe)
    }
}

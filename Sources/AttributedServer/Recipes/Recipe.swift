import Foundation
import GRDB

/// A stored recipe: a title and its text, an `AttributedString` archived as JSON in Apple's
/// Codable shape with the ``AttributeScopes/RecipeAttributes`` scope (ingredients included).
///
/// `revision` counts accepted changes; a write carrying an older revision than the stored one
/// is ignored, so concurrent saves can never put an older text back.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct Recipe: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "recipes"

    /// Row id, assigned by SQLite on insert.
    var id: Int64?
    /// The title shown in the list.
    var title: String
    /// The text as JSON (`AttributedStringCoding`, scope `\.recipe`).
    var archive: String
    /// Accepted changes so far.
    var revision: Int
    /// When the recipe was created.
    var createdAt: Date
    /// When its text last changed.
    var updatedAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, title, archive, revision
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

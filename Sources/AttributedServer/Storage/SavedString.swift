import Foundation
import GRDB

/// One entry of the library: the Markdown a user wrote, the theme they picked, and the
/// `AttributedString` it produced, archived with `Codable` in Apple's JSON shape.
///
/// The archive is what the library page renders. Keeping it (and not only the Markdown) means a
/// saved entry looks the same after a restart even if parsing rules change later, and it is the
/// JSON an Apple app would decode with `@CodableConfiguration(from: \.customAttributes)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedString: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "savedString"

    /// Row id, assigned by SQLite on insert.
    var id: Int64?
    /// The Markdown source as typed in the editor.
    var markdown: String
    /// The `name` of the theme the entry is displayed with.
    var theme: String
    /// The `AttributedString` as JSON in Apple's Codable shape.
    var archive: String
    /// When the entry was first saved.
    var createdAt: Date
    /// When the entry was last saved.
    var updatedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

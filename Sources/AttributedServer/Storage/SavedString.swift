import Foundation
import GRDB

/// One entry of the library: the Markdown a user wrote, the theme they picked, and the
/// `AttributedString` it produced, archived with `Codable` in Apple's JSON shape.
///
/// The archive is what the library page renders. Keeping it (and not only the Markdown) means a
/// saved entry looks the same after a restart even if parsing rules change later, and it is the
/// JSON an Apple app would decode with `@CodableConfiguration(from: \.customAttributes)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedString: Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "savedString"

    /// Row id, assigned by SQLite on insert.
    var id: Int64?
    /// The Markdown source as typed in the editor, every scalar kept (see ``StoredText``).
    var markdown: String
    /// The `name` of the theme the entry is displayed with.
    var theme: String
    /// The `AttributedString` as JSON in Apple's Codable shape.
    var archive: String
    /// When the entry was first saved.
    var createdAt: Date
    /// When the entry was last saved.
    var updatedAt: Date
    /// Counts the saves: 1 when created, one more for every update. The API shows it as the
    /// entry's `ETag`, and a write sent with an older one is refused (see ``EntityTag``).
    var version: Int64 = 1

    enum Columns {
        static let id = Column("id"), markdown = Column("markdown"), theme = Column("theme"), archive = Column("archive")
        static let createdAt = Column("createdAt"), updatedAt = Column("updatedAt"), version = Column("version")
    }

    init(id: Int64?, markdown: String, theme: String, archive: String, createdAt: Date, updatedAt: Date, version: Int64 = 1) {
        self.id = id
        self.markdown = markdown
        self.theme = theme
        self.archive = archive
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.version = version
    }

    init(row: Row) throws {
        id = row["id"]
        markdown = try StoredText.string(row, "markdown")
        theme = try StoredText.string(row, "theme")
        archive = row["archive"]
        createdAt = row["createdAt"]
        updatedAt = row["updatedAt"]
        version = row["version"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["markdown"] = StoredText.databaseValue(markdown)
        container["theme"] = StoredText.databaseValue(theme)
        container["archive"] = archive
        container["createdAt"] = createdAt
        container["updatedAt"] = updatedAt
        container["version"] = version
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

import Foundation
import GRDB

/// How a ``Recipe`` row is read and written: as its `Codable` shape would, except that the
/// title goes through ``StoredText``, so a title with U+0000 is stored and read back whole.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Recipe {
    init(row: Row) throws {
        self.init(
            id: row[CodingKeys.id.rawValue],
            title: try StoredText.string(row, CodingKeys.title.rawValue),
            archive: row[CodingKeys.archive.rawValue],
            revision: row[CodingKeys.revision.rawValue],
            createdAt: row[CodingKeys.createdAt.rawValue],
            updatedAt: row[CodingKeys.updatedAt.rawValue]
        )
    }

    func encode(to container: inout PersistenceContainer) throws {
        container[CodingKeys.id.rawValue] = id
        container[CodingKeys.title.rawValue] = StoredText.databaseValue(title)
        container[CodingKeys.archive.rawValue] = archive
        container[CodingKeys.revision.rawValue] = revision
        container[CodingKeys.createdAt.rawValue] = createdAt
        container[CodingKeys.updatedAt.rawValue] = updatedAt
    }
}

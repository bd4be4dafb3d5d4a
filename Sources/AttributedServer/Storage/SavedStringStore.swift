import Foundation
import GRDB

/// The saved-strings library, stored in SQLite through GRDB.
///
/// A file database is opened as a `DatabasePool`, which puts SQLite in WAL mode: readers (the
/// library page) never wait for a writer, and a process killed in the middle of a save leaves
/// either the whole row or nothing. Every write runs in its own transaction (GRDB's `write`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedStringStore: Sendable {
    /// The database; the recipe store shares it (one file, one WAL, one writer queue).
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try StorageMigrations.migrator.migrate(writer)
    }

    /// Opens (creating if needed) the database file at `path` and brings its schema up to date.
    static func open(path: String) throws -> SavedStringStore {
        var configuration = Configuration()
        // Several browser tabs may save at once; wait for the lock rather than failing.
        configuration.busyMode = .timeout(5)
        return try SavedStringStore(writer: DatabasePool(path: path, configuration: configuration))
    }

    /// A private in-memory database, for tests and throwaway servers.
    static func inMemory() throws -> SavedStringStore {
        try SavedStringStore(writer: DatabaseQueue())
    }

    /// Every entry, newest first (ties broken by id so the order is stable).
    func all() async throws -> [SavedString] {
        try await writer.read { db in try Self.newestFirst.fetchAll(db) }
    }

    /// One page of entries, newest first: at most `limit` of those listed after the entry with
    /// id `cursor` (from the start without one), only those whose text matches `search` (see
    /// ``LibrarySearch``) when it is given. `hasMore` tells whether another page follows.
    func page(after cursor: Int64?, limit: Int, search: LibrarySearch? = nil) async throws -> (entries: [SavedString], hasMore: Bool) {
        try await writer.read { db in
            var request = Self.newestFirst
            if let cursor {
                // After the cursor in (createdAt, id) order; by id alone if it has been deleted since.
                if let last = try SavedString.fetchOne(db, key: cursor) {
                    request = request.filter(
                        SavedString.Columns.createdAt < last.createdAt
                            || (SavedString.Columns.createdAt == last.createdAt && SavedString.Columns.id < cursor))
                } else {
                    request = request.filter(SavedString.Columns.id < cursor)
                }
            }
            if let search {
                request = request.filter(sql: LibrarySearch.matchingIDsCondition, arguments: [search.pattern])
            }
            let entries = try request.limit(limit + 1).fetchAll(db)
            return (Array(entries.prefix(limit)), entries.count > limit)
        }
    }

    private static var newestFirst: QueryInterfaceRequest<SavedString> {
        SavedString.order(SavedString.Columns.createdAt.desc, SavedString.Columns.id.desc)
    }

    /// The entry with `id`, or `nil`.
    func find(id: Int64) async throws -> SavedString? {
        try await writer.read { db in try SavedString.fetchOne(db, key: id) }
    }

    /// Inserts a new entry (version 1) and returns it with its id.
    func insert(markdown: String, theme: String, archive: String, at date: Date = Date()) async throws -> SavedString {
        try await writer.write { db in
            var entry = SavedString(id: nil, markdown: markdown, theme: theme, archive: archive, createdAt: date, updatedAt: date)
            try entry.insert(db)
            try LibrarySearch.index(entry, in: db)
            return entry
        }
    }

    /// What a conditional write found.
    enum WriteOutcome: Sendable, Equatable {
        /// Written; the entry as it is now (for a delete, as it was).
        case written(SavedString)
        /// No entry with this id.
        case missing
        /// The entry is at another version than the one the write was made for: nothing written.
        case stale(current: SavedString)
    }

    /// Replaces the content of entry `id` and counts a new version, if its version is one of
    /// `acceptedVersions` (any version when `nil`). Checked and written in one transaction.
    func update(
        id: Int64, markdown: String, theme: String, archive: String, acceptedVersions: Set<Int64>? = nil, at date: Date = Date()
    ) async throws -> WriteOutcome {
        try await writer.write { db in
            guard var entry = try SavedString.fetchOne(db, key: id) else { return .missing }
            if let acceptedVersions, !acceptedVersions.contains(entry.version) { return .stale(current: entry) }
            entry.markdown = markdown
            entry.theme = theme
            entry.archive = archive
            entry.updatedAt = date
            entry.version += 1
            try entry.update(db)
            try LibrarySearch.index(entry, in: db)
            return .written(entry)
        }
    }

    /// Deletes entry `id` if its version is one of `acceptedVersions` (any version when `nil`).
    func delete(id: Int64, acceptedVersions: Set<Int64>? = nil) async throws -> WriteOutcome {
        try await writer.write { db in
            guard let entry = try SavedString.fetchOne(db, key: id) else { return .missing }
            if let acceptedVersions, !acceptedVersions.contains(entry.version) { return .stale(current: entry) }
            try entry.delete(db)
            try LibrarySearch.remove(id: id, in: db)
            return .written(entry)
        }
    }

    /// SQLite's own consistency check (`PRAGMA integrity_check`): `["ok"]` for a sound file.
    func integrityCheck() async throws -> [String] {
        try await writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }
}

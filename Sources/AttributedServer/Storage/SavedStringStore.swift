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
        try await writer.read { db in
            try SavedString
                .order(Column("createdAt").desc, Column("id").desc)
                .fetchAll(db)
        }
    }

    /// The entry with `id`, or `nil`.
    func find(id: Int64) async throws -> SavedString? {
        try await writer.read { db in try SavedString.fetchOne(db, key: id) }
    }

    /// Inserts a new entry and returns it with its id.
    func insert(markdown: String, theme: String, archive: String, at date: Date = Date()) async throws -> SavedString {
        try await writer.write { db in
            var entry = SavedString(id: nil, markdown: markdown, theme: theme, archive: archive, createdAt: date, updatedAt: date)
            try entry.insert(db)
            return entry
        }
    }

    /// Replaces the content of entry `id`; `nil` when there is no such entry.
    func update(id: Int64, markdown: String, theme: String, archive: String, at date: Date = Date()) async throws -> SavedString? {
        try await writer.write { db in
            guard var entry = try SavedString.fetchOne(db, key: id) else { return nil }
            entry.markdown = markdown
            entry.theme = theme
            entry.archive = archive
            entry.updatedAt = date
            try entry.update(db)
            return entry
        }
    }

    /// Deletes entry `id`; `false` when there was no such entry.
    func delete(id: Int64) async throws -> Bool {
        try await writer.write { db in try SavedString.deleteOne(db, key: id) }
    }

    /// SQLite's own consistency check (`PRAGMA integrity_check`): `["ok"]` for a sound file.
    func integrityCheck() async throws -> [String] {
        try await writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }
}

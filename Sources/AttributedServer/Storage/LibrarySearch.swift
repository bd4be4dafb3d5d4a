import Foundation
import GRDB

/// The library's full-text search: an SQLite FTS5 table over the entries' Markdown, kept up to
/// date in the same transaction as every write to `savedString`.
///
/// A query matches the entries that contain every word of it, each as a word prefix, in any
/// case and without regard to diacritics (`unicode61 remove_diacritics 2`): `café tab` finds
/// “Cafe tables”. Words are letters and digits; everything else only separates them, so a query
/// can never be read as FTS5 syntax.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct LibrarySearch: Sendable, Equatable {
    /// The FTS5 table.
    static let tableName = "savedStringSearch"

    /// The words searched for, as typed.
    let words: [String]

    /// A search for the words of `query`; `nil` when it has none.
    init?(_ query: String) {
        let words = query
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .prefix(16)
            .map(String.init)
        guard !words.isEmpty else { return nil }
        self.words = words
    }

    /// The FTS5 query: every word as a quoted prefix (`"café"* "tab"*`).
    var pattern: String {
        words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
    }

    /// The `WHERE` condition on `savedString` for entries matching the pattern argument.
    static let matchingIDsCondition = "id IN (SELECT rowid FROM \(tableName) WHERE \(tableName) MATCH ?)"

    /// Creates the table and indexes the entries already stored (a migration step).
    static func create(in db: Database) throws {
        try db.execute(sql: "CREATE VIRTUAL TABLE \(tableName) USING fts5(markdown, tokenize = 'unicode61 remove_diacritics 2')")
        try db.execute(sql: "INSERT INTO \(tableName)(rowid, markdown) SELECT id, markdown FROM \(SavedString.databaseTableName)")
    }

    /// Indexes (again) the text of `entry`.
    static func index(_ entry: SavedString, in db: Database) throws {
        guard let id = entry.id else { return }
        try remove(id: id, in: db)
        // The index needs words only: a NUL (which would end SQLite's text) separates them like a space.
        let text = entry.markdown.replacingOccurrences(of: "\u{0}", with: " ")
        try db.execute(sql: "INSERT INTO \(tableName)(rowid, markdown) VALUES (?, ?)", arguments: [id, text])
    }

    /// Takes entry `id` out of the index.
    static func remove(id: Int64, in db: Database) throws {
        try db.execute(sql: "DELETE FROM \(tableName) WHERE rowid = ?", arguments: [id])
    }
}

import Foundation
import GRDB

/// How a text column keeps every Unicode scalar, U+0000 included.
///
/// SQLite's text functions, and GRDB's `String` binding and reading, treat text as C strings:
/// a NUL ends it, so `"before\u{0}after"` would be stored or read back as `"before"`. Text without
/// NUL is stored as SQLite text, as before; text with NUL is stored as its UTF-8 bytes in a blob
/// (SQLite keeps a blob whole in a text column). Reading accepts both.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum StoredText {
    /// The database value that stores `text` without losing a scalar.
    static func databaseValue(_ text: String) -> DatabaseValue {
        text.utf8.contains(0) ? Data(text.utf8).databaseValue : text.databaseValue
    }

    /// The text stored in `value`: SQLite text, or UTF-8 bytes in a blob. `nil` for NULL or a number.
    static func string(from value: DatabaseValue) -> String? {
        switch value.storage {
        case .string(let text): text
        case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }

    /// The text column `column` of `row`; a column holding neither text nor a blob (only a
    /// hand-edited database has one) throws `SQLITE_MISMATCH`.
    static func string(_ row: Row, _ column: String) throws -> String {
        guard let text = string(from: row[column]) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "column \(column) holds no text")
        }
        return text
    }
}

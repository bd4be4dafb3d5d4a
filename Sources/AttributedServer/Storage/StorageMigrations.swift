import GRDB

/// The database schema, as a sequence of migrations.
///
/// Migrations only ever get appended: a database created by an older build is upgraded in
/// place when the server opens it, and each migration runs in its own transaction, so a crash
/// half-way leaves the previous schema intact.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum StorageMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: savedString") { db in
            try db.create(table: SavedString.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("markdown", .text).notNull()
                table.column("theme", .text).notNull()
                // Apple-shaped JSON; SQLite's json_valid() guards against a half-built archive.
                table.column("archive", .text).notNull().check(sql: "json_valid(archive)")
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(index: "savedString_on_createdAt", on: SavedString.databaseTableName, columns: ["createdAt"])
        }
        migrator.registerMigration("v2: recipes") { db in
            try db.create(table: Recipe.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("title", .text).notNull()
                // The AttributedString in Apple's Codable JSON, with the recipe scope.
                table.column("archive", .text).notNull().check(sql: "json_valid(archive)")
                table.column("revision", .integer).notNull().defaults(to: 0)
                table.column("created_at", .datetime).notNull()
                table.column("updated_at", .datetime).notNull()
            }
            try db.create(index: "recipes_on_created_at", on: Recipe.databaseTableName, columns: ["created_at"])
        }
        migrator.registerMigration("v3: savedString version and search") { db in
            // Every entry starts at version 1; each update counts one more (the API's ETag).
            try db.alter(table: SavedString.databaseTableName) { table in
                table.add(column: "version", .integer).notNull().defaults(to: 1)
            }
            try LibrarySearch.create(in: db)
        }
        return migrator
    }
}

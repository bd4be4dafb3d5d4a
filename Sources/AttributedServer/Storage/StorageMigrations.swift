import GRDB

/// The database schema, as a sequence of migrations.
///
/// Migrations only ever get appended: a database created by an older build is upgraded in
/// place when the server opens it, and each migration runs in its own transaction, so a crash
/// half-way leaves the previous schema intact.
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
        return migrator
    }
}

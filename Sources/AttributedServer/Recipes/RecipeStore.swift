import Foundation
import GRDB

/// The `recipes` table, in the same SQLite database as the saved-strings library.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeStore: Sendable {
    let writer: any DatabaseWriter

    /// Every recipe, newest first (ties broken by id so the order is stable).
    func all() async throws -> [Recipe] {
        try await writer.read { db in
            try Recipe.order(Recipe.CodingKeys.createdAt.desc, Recipe.CodingKeys.id.desc).fetchAll(db)
        }
    }

    /// The recipe with `id`, or `nil`.
    func find(id: Int64) async throws -> Recipe? {
        try await writer.read { db in try Recipe.fetchOne(db, key: id) }
    }

    /// Inserts a recipe and returns it with its id.
    func insert(title: String, archive: String, at date: Date = Date()) async throws -> Recipe {
        try await writer.write { db in
            var recipe = Recipe(id: nil, title: title, archive: archive, revision: 0, createdAt: date, updatedAt: date)
            try recipe.insert(db)
            return recipe
        }
    }

    /// Stores `archive` as revision `revision` of recipe `id`, unless a later revision is
    /// already stored. `false` when the recipe no longer exists.
    func save(id: Int64, archive: String, revision: Int, at date: Date = Date()) async throws -> Bool {
        try await writer.write { db in
            guard var recipe = try Recipe.fetchOne(db, key: id) else { return false }
            guard revision > recipe.revision else { return true }
            recipe.archive = archive
            recipe.revision = revision
            recipe.updatedAt = date
            try recipe.update(db)
            return true
        }
    }

    /// Deletes recipe `id`; `false` when there was no such recipe.
    func delete(id: Int64) async throws -> Bool {
        try await writer.write { db in try Recipe.deleteOne(db, key: id) }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Decodable mirror of the recipe editor state the API returns.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeStateReply: Decodable {
    struct Range: Decodable, Equatable {
        var start: Int
        var end: Int
    }
    struct Ingredient: Decodable, Equatable {
        var name: String
        var occurrences: Int
    }
    struct Command: Decodable, Equatable {
        var enabled: Bool
        var state: String?
    }
    var id: Int64
    var title: String
    var revision: Int
    var createdAt: Date
    var updatedAt: Date
    var html: String
    var text: String
    var length: Int
    var selection: [Range]
    var suggestion: String?
    var ingredients: [Ingredient]
    var commands: [String: Command]
    var changed: Bool

    /// The texts of the surface's ingredient spans, in order.
    var markedIngredients: [String] { spans(matching: #"<span class="ingredient" data-ingredient="[^"]*"[^>]*>([^<]*)</span>"#) }

    /// The texts of the surface's spans colored green (`StyleColor.green`, light appearance).
    var greenTexts: [String] { spans(matching: #"<span[^>]*style="[^"]*color: #34c759[^"]*"[^>]*>([^<]*)</span>"#) }

    private func spans(matching pattern: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(html.startIndex ..< html.endIndex, in: html)
        return regex.matches(in: html, range: range).compactMap { match in
            Swift.Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeListReply: Decodable {
    struct Recipe: Decodable, Equatable {
        var id: Int64
        var title: String
    }
    var recipes: [Recipe]
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension TestClientProtocol {
    /// Creates a recipe and returns its state.
    func createRecipe(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> RecipeStateReply {
        let response = try await send(.post, "/api/recipes", json: #"{"title": \#(jsonString(title))}"#)
        #expect(response.status == .created, sourceLocation: sourceLocation)
        return try #require(response.decoded(RecipeStateReply.self), sourceLocation: sourceLocation)
    }

    /// Sends one operation (a JSON object) and returns the raw response.
    @discardableResult
    func operate(_ id: Int64, _ json: String) async throws -> TestResponse {
        try await send(.post, "/api/recipes/\(id)/operations", json: json)
    }

    /// Sends one operation that must succeed and returns the new state.
    @discardableResult
    func apply(_ id: Int64, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> RecipeStateReply {
        let response = try await operate(id, json)
        #expect(response.status == .ok, "\(json) → \(response.text)", sourceLocation: sourceLocation)
        return try #require(response.decoded(RecipeStateReply.self), sourceLocation: sourceLocation)
    }

    /// Types `text` at the current selection.
    @discardableResult
    func type(_ text: String, into id: Int64) async throws -> RecipeStateReply {
        try await apply(id, #"{"op": "insertText", "text": \#(jsonString(text))}"#)
    }

    /// Selects UTF-16 offsets `start..<end`.
    @discardableResult
    func select(_ start: Int, _ end: Int, in id: Int64) async throws -> RecipeStateReply {
        try await apply(id, #"{"op": "select", "selection": [{"start": \#(start), "end": \#(end)}]}"#)
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension RecipeSession {
    /// A session of recipe 1 holding `text` at revision 0, as if just loaded from the database.
    static func holding(_ text: String, title: String = "Recipe") throws -> RecipeSession {
        try RecipeSession(Recipe(
            id: 1, title: title, archive: try RecipeArchive.encode(AttributedString(text)), revision: 0,
            createdAt: Date(), updatedAt: Date()))
    }
}

/// `text` as a JSON string literal.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
func jsonString(_ text: String) -> String {
    String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
}

/// A database file in the temporary directory, removed with its WAL files by `cleanUp`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct TemporaryDatabase {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-\(UUID().uuidString).sqlite").path

    func cleanUp() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}

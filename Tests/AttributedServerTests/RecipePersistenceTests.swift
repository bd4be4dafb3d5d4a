import AttributedMarkdown
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Every accepted change is stored: a new server over the same file shows the recipe as it was.
@Suite("Recipe API: persistence and export")
struct RecipePersistenceTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRecipeSurvivesANewServerAndDatabaseOpen() async throws {
        let database = TemporaryDatabase()
        defer { database.cleanUp() }
        let before = try await withTestServer(store: try SavedStringStore.open(path: database.path)) { client in
            let id = try await client.createRecipe("Shortbread").id
            try await client.type(RecipeAPITests.walkthroughText, into: id)
            try await client.select(27, 33, in: id)
            try await client.apply(id, #"{"op": "addIngredient"}"#)
            try await client.select(0, 4, in: id)
            return try await client.apply(id, #"{"op": "formatBold"}"#)
        }
        try await withTestServer(store: try SavedStringStore.open(path: database.path)) { client in
            let list = try #require(try await client.send(.get, "/api/recipes").decoded(RecipeListReply.self))
            #expect(list.recipes == [.init(id: before.id, title: "Shortbread")])
            let after = try #require(try await client.send(.get, "/api/recipes/\(before.id)").decoded(RecipeStateReply.self))
            #expect(after.text == before.text)
            #expect(after.html == before.html)
            #expect(after.ingredients == [.init(name: "butter", occurrences: 2)])
            #expect(after.html.hasPrefix("<p><strong>Melt</strong> the <span class=\"ingredient\""))
            #expect(after.revision == before.revision)
            // The reopened recipe keeps working: editing inside an ingredient still ends it.
            try await client.select(11, 11, in: before.id)
            let edited = try await client.type("X", into: before.id)
            #expect(edited.ingredients == [.init(name: "butter", occurrences: 1)])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theStoredTextIsAppleShapedJSONWithTheIngredientScope() async throws {
        let database = TemporaryDatabase()
        defer { database.cleanUp() }
        let store = try SavedStringStore.open(path: database.path)
        let id = try await withTestServer(store: store) { client in
            let id = try await client.createRecipe("Fudge").id
            try await client.type("Melt butter", into: id)
            try await client.apply(id, #"{"op": "addIngredient", "name": "butter"}"#)
            return id
        }
        let recipe = try #require(try await RecipeStore(writer: store.writer).find(id: id))
        #expect(recipe.archive == #"["Melt ",{},"butter",{"AMForegroundColor":"green","RecipeIngredient":"butter"}]"#)
        #expect(recipe.revision == 2)
        let text = try RecipeArchive.decode(recipe.archive)
        #expect(text.runs.count == 2)
        #expect(text.runs.last?[IngredientAttribute.self] == "butter")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func exportsUseTheRenderers() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Grandma's Shortbread!").id
            try await client.type("Melt the butter.\n\nBake", into: id)
            try await client.apply(id, #"{"op": "addIngredient", "name": "butter"}"#)
            try await client.select(0, 4, in: id)
            try await client.apply(id, #"{"op": "formatBold"}"#)

            let markdown = try await client.send(.get, "/api/recipes/\(id)/export/markdown")
            #expect(markdown.status == .ok)
            #expect(markdown.headers[.contentType] == "text/markdown; charset=utf-8")
            #expect(markdown.headers[.contentDisposition] == #"attachment; filename="Grandma-s-Shortbread.md""#)
            #expect(markdown.text == "**Melt** the butter.\n\nBake\n")

            let html = try await client.send(.get, "/api/recipes/\(id)/export/html")
            #expect(html.headers[.contentDisposition] == #"attachment; filename="Grandma-s-Shortbread.html""#)
            #expect(html.text.hasPrefix("<!DOCTYPE html>"))
            #expect(html.text.contains("<title>Grandma&#39;s Shortbread!</title>") || html.text.contains("<title>Grandma's Shortbread!</title>"))
            #expect(html.text.contains("color: #34c759"))
            #expect(html.text.contains("Melt</strong>"))

            let rtf = try await client.send(.get, "/api/recipes/\(id)/export/rtf")
            #expect(rtf.headers[.contentType] == "application/rtf")
            #expect(rtf.text.hasPrefix(#"{\rtf1"#))
            #expect(rtf.text.contains(#"\red52\green199\blue89"#))

            let json = try await client.send(.get, "/api/recipes/\(id)/export/json")
            #expect(json.headers[.contentDisposition] == #"attachment; filename="Grandma-s-Shortbread.json""#)
            let text = try JSONDecoder().decode(AttributedString.self, from: Data(buffer: json.body), including: \.recipe)
            #expect(String(text.characters[...]) == "Melt the butter.\n\nBake")
            #expect(text.runs[IngredientAttribute.self].compactMap { $0.0 } == ["butter"])
            #expect(text.runs.first?.inlinePresentationIntent == .stronglyEmphasized)

            let unknown = try await client.send(.get, "/api/recipes/\(id)/export/docx")
            #expect(unknown.status == .notFound)
            #expect(unknown.errorMessage?.contains("markdown, html, rtf, json") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func downloadNamesAreSafe() {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            typealias Routes = RecipeRoutes<BasicRequestContext>
            #expect(Routes.fileName(for: "Crème brûlée", id: 3) == "Cr-me-br-l-e")
            #expect(Routes.fileName(for: "../..\"", id: 3) == "recipe-3")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func leastRecentlyUsedSessionsCloseAndReopenFromStorage() async throws {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let store = try SavedStringStore.inMemory()
            let sessions = RecipeSessions(store: RecipeStore(writer: store.writer), capacity: 2)
            let ids = try await [sessions.create(title: "A").id, sessions.create(title: "B").id, sessions.create(title: "C").id]
            #expect(await sessions.openSessionCount == 2)
            let typed = try await sessions.apply(RecipeOperationRequest(op: "insertText", text: "Stir"), to: ids[0])
            #expect(typed.text == "Stir")
            #expect(await sessions.openSessionCount == 2)
            _ = try await sessions.state(of: ids[1])
            _ = try await sessions.state(of: ids[2])
            // "A" was closed; reopened from storage, its text is there, its undo history is not.
            let reopened = try await sessions.state(of: ids[0])
            #expect(reopened.text == "Stir")
            #expect(reopened.commands["undo"]?.enabled == false)
        }
    }
}

@Suite("Recipe API: concurrency")
struct RecipeConcurrencyTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func concurrentOperationsApplyOneAfterAnotherAndAreAllStored() async throws {
        let database = TemporaryDatabase()
        defer { database.cleanUp() }
        let store = try SavedStringStore.open(path: database.path)
        let id = try await withTestServer(store: store) { client in
            let id = try await client.createRecipe("Race").id
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0 ..< 20 {
                    group.addTask { Int(try await client.operate(id, #"{"op": "insertText", "text": "x"}"#).status.code) }
                }
                for try await status in group { #expect(status == 200) }
            }
            let state = try #require(try await client.send(.get, "/api/recipes/\(id)").decoded(RecipeStateReply.self))
            #expect(state.text == String(repeating: "x", count: 20))
            #expect(state.revision == 20)
            return id
        }
        let stored = try #require(try await RecipeStore(writer: store.writer).find(id: id))
        #expect(stored.revision == 20)
        #expect(try RecipeArchive.decode(stored.archive) == AttributedString(String(repeating: "x", count: 20)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anOlderRevisionNeverOverwritesANewerOne() async throws {
        let store = RecipeStore(writer: try SavedStringStore.inMemory().writer)
        let recipe = try await store.insert(title: "T", archive: #""""#)
        let id = try #require(recipe.id)
        #expect(try await store.save(id: id, archive: #""new""#, revision: 2))
        #expect(try await store.save(id: id, archive: #""old""#, revision: 1))
        #expect(try await store.find(id: id)?.archive == #""new""#)
        #expect(try await store.save(id: 99, archive: #""x""#, revision: 1) == false)
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

@Suite("Recipe editor page")
struct RecipePageTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func thePageIsServedForTheListAndForEachRecipe() async throws {
        try await withTestServer { client in
            let list = try await client.send(.get, "/recipes")
            #expect(list.status == .ok)
            #expect(list.headers[.contentType] == "text/html; charset=utf-8")
            #expect(list.text.contains(#"<div id="recipe-editor" class="recipe-surface" contenteditable="true""#))
            #expect(list.text.contains(#"<script src="/assets/recipes.js" defer></script>"#))
            let id = try await client.createRecipe("Flan").id
            #expect(try await client.send(.get, "/recipes/\(id)").text == list.text)
            #expect(try await client.send(.get, "/recipes/x").status == .notFound)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func assetsAreServed() async throws {
        try await withTestServer { client in
            let script = try await client.send(.get, "/assets/recipes.js")
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("beforeinput"))
            #expect(try await client.send(.get, "/assets/recipes.css").headers[.contentType] == "text/css; charset=utf-8")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func everyPageLinksToTheRecipes() async throws {
        try await withTestServer { client in
            for path in ["/", "/new", "/recipes"] {
                let page = try await client.send(.get, path).text
                #expect(page.contains(#"href="/recipes""#), "\(path)")
            }
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

@Suite("/api/strings")
struct SavedStringsAPITests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func createShowUpdateDelete() async throws {
        try await withTestServer { client in
            let created = try await client.send(.post, "/api/strings", json: #"{"markdown": "first", "theme": "plain"}"#)
            #expect(created.status == .created)
            let entry = try #require(created.decoded(SavedReply.self))
            #expect(created.headers[.location] == "/api/strings/\(entry.id)")
            #expect(entry.markdown == "first")
            #expect(entry.theme == "plain")
            #expect(entry.html == #"<p class="plain">first</p>"#)

            let shown = try await client.send(.get, "/api/strings/\(entry.id)")
            #expect(shown.status == .ok)
            #expect(shown.decoded(SavedReply.self) == entry)

            let updated = try await client.send(.put, "/api/strings/\(entry.id)", json: #"{"markdown": "second", "theme": "loud"}"#)
            #expect(updated.status == .ok)
            let changed = try #require(updated.decoded(SavedReply.self))
            #expect(changed.id == entry.id)
            #expect(changed.html == #"<p class="loud">second</p>"#)
            #expect(changed.createdAt == entry.createdAt)

            let deleted = try await client.send(.delete, "/api/strings/\(entry.id)")
            #expect(deleted.status == .noContent)
            #expect(try await client.send(.get, "/api/strings/\(entry.id)").status == .notFound)
            #expect(try await client.send(.delete, "/api/strings/\(entry.id)").status == .notFound)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func listIsNewestFirst() async throws {
        try await withTestServer { client in
            #expect(try await client.send(.get, "/api/strings").decoded(SavedListReply.self)?.strings.isEmpty == true)
            for name in ["one", "two", "three"] {
                try await client.send(.post, "/api/strings", json: #"{"markdown": "\#(name)", "theme": "plain"}"#)
            }
            let list = try await client.send(.get, "/api/strings").decoded(SavedListReply.self)
            #expect(list?.strings.map(\.markdown) == ["three", "two", "one"])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func archiveIsTheStoredJSON() async throws {
        try await withTestServer { client in
            let entry = try #require(try await client.send(.post, "/api/strings", json: #"{"markdown": "a/b", "theme": "plain"}"#).decoded(SavedReply.self))
            let archive = try await client.send(.get, "/api/strings/\(entry.id)/archive")
            #expect(archive.status == .ok)
            #expect(archive.text == #"["a\/b"]"#)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownThemeIsNotSaved() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "neon"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try await client.send(.get, "/api/strings").decoded(SavedListReply.self)?.strings.isEmpty == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["", "   \n\t "])
    func blankMarkdownIsNotSaved(markdown: String) async throws {
        try await withTestServer { client in
            let json = String(decoding: try JSONEncoder().encode(["markdown": markdown, "theme": "plain"]), as: UTF8.self)
            let response = try await client.send(.post, "/api/strings", json: json)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage == "Field “markdown” must not be empty.")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func refusedUpdateKeepsTheEntry() async throws {
        try await withTestServer { client in
            let entry = try #require(try await client.send(.post, "/api/strings", json: #"{"markdown": "keep", "theme": "plain"}"#).decoded(SavedReply.self))
            let response = try await client.send(.put, "/api/strings/\(entry.id)", json: #"{"markdown": "^[broken", "theme": "plain"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try await client.send(.get, "/api/strings/\(entry.id)").decoded(SavedReply.self)?.markdown == "keep")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["abc", "0", "-1", "1.5", "99999999999999999999", "%20"])
    func badIdIs400(id: String) async throws {
        try await withTestServer { client in
            for method in [HTTPRequest.Method.get, .delete] {
                let response = try await client.send(method, "/api/strings/\(id)")
                #expect(response.status == .badRequest)
                #expect(response.errorMessage?.contains("not a valid id") == true)
            }
            let put = try await client.send(.put, "/api/strings/\(id)", json: #"{"markdown": "a", "theme": "plain"}"#)
            #expect(put.status == .badRequest)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func missingIdIs404() async throws {
        try await withTestServer { client in
            for method in [HTTPRequest.Method.get, .delete] {
                let response = try await client.send(method, "/api/strings/12345")
                #expect(response.status == .notFound)
                #expect(response.errorMessage == "Saved string 12345 not found.")
            }
            let put = try await client.send(.put, "/api/strings/12345", json: #"{"markdown": "a", "theme": "plain"}"#)
            #expect(put.status == .notFound)
            #expect(try await client.send(.get, "/api/strings/12345/archive").status == .notFound)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func themesAreListed() async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/api/themes")
            #expect(response.status == .ok)
            #expect(response.decoded(ThemesReply.self)?.themes == [.init(name: "plain", displayName: "Plain"), .init(name: "loud", displayName: "Loud")])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func entryWithAnUnreadableArchiveStillLists() async throws {
        let store = try SavedStringStore.inMemory()
        _ = try await store.insert(markdown: "x", theme: "plain", archive: #"{"not": "an array"}"#)
        try await withTestServer(store: store) { client in
            let list = try await client.send(.get, "/api/strings").decoded(SavedListReply.self)
            #expect(list?.strings.count == 1)
            #expect(list?.strings.first?.html.contains("render-error") == true)
            let page = try await client.send(.get, "/")
            #expect(page.status == .ok)
            // The card is built from the Markdown, so it still shows and can be opened or deleted.
            #expect(page.text.contains(#"<a href="/strings/1">x</a></h2>"#))
        }
    }
}

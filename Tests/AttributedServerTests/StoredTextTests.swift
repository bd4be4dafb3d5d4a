import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Nothing acknowledged is altered: what a save answers with is what every later read returns,
/// every Unicode scalar included, or the save is refused with a 4xx and nothing is stored.
@Suite("Saved text is kept scalar for scalar")
struct StoredTextTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let edgeTexts = [
        "before\u{0}after **bold**",
        "\u{0}",
        "a\u{0}\u{0}b\u{0}",
        "\u{FEFF}byte order mark first",
        "crlf\r\nand lone cr\rend",
        "noncharacters \u{FFFE} \u{FFFF} \u{10FFFF}",
        "e\u{301} and \u{1F469}\u{200D}\u{1F4BB} and \u{202E}rtl",
        "controls \u{1}\u{7F}\u{85}",
        "trailing spaces and tab  \t",
    ]

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func json(_ fields: [String: String]) throws -> String {
        String(decoding: try JSONEncoder().encode(fields), as: UTF8.self)
    }

    @Test(arguments: edgeTexts)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func postedAndPutTextReadsBackUnchanged(text: String) async throws {
        try await withTestServer { client async throws in
            let created = try await client.send(.post, "/api/strings", json: try json(["markdown": text, "theme": "plain"]))
            #expect(created.status == .created)
            let entry = try #require(created.decoded(SavedReply.self))
            #expect(entry.markdown.unicodeScalars.elementsEqual(text.unicodeScalars))
            let shown = try #require(try await client.send(.get, "/api/strings/\(entry.id)").decoded(SavedReply.self))
            #expect(shown.markdown.unicodeScalars.elementsEqual(text.unicodeScalars))
            let listed = try #require(try await client.send(.get, "/api/strings").decoded(SavedListReply.self))
            #expect(listed.strings.first?.markdown.unicodeScalars.elementsEqual(text.unicodeScalars) == true)

            let changed = "x" + text + "\u{0}y"
            let put = try await client.send(.put, "/api/strings/\(entry.id)", json: try json(["markdown": changed, "theme": "plain"]))
            #expect(put.status == .ok)
            let reread = try #require(try await client.send(.get, "/api/strings/\(entry.id)").decoded(SavedReply.self))
            #expect(reread.markdown.unicodeScalars.elementsEqual(changed.unicodeScalars))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func nulSurvivesReopeningTheFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("attributed-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let id: Int64
        do {
            let store = try SavedStringStore.open(path: path)
            id = try #require(try await store.insert(markdown: "one\u{0}two", theme: "the\u{0}me", archive: "[]").id)
        }
        let entry = try #require(try await SavedStringStore.open(path: path).find(id: id))
        #expect(entry.markdown == "one\u{0}two")
        #expect(entry.theme == "the\u{0}me")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func wordsAfterANulAreFound() async throws {
        let store = try SavedStringStore.inMemory()
        let entry = try await store.insert(markdown: "first\u{0}hidden word", theme: "plain", archive: "[]")
        let found = try await store.page(after: nil, limit: 10, search: LibrarySearch("hidden"))
        #expect(found.entries.map(\.id) == [entry.id])
    }

    /// A lone surrogate escape is not a Unicode scalar: refused before anything is stored.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func loneSurrogateIsRefused() async throws {
        try await withTestServer { client async throws in
            let response = try await client.send(.post, "/api/strings", json: #"{"markdown": "a\ud800b", "theme": "plain"}"#)
            #expect((400..<500).contains(response.status.code))
            #expect(try await client.send(.get, "/api/strings").decoded(SavedListReply.self)?.strings.isEmpty == true)
        }
    }
}

@Suite("Recipe titles are kept scalar for scalar")
struct RecipeTitleStorageTests {
    @Test(arguments: ["Soup\u{0} for two", "\u{FEFF}Bread \u{1F35E}", "e\u{301}clair"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func titleReadsBackUnchangedOrIsRefused(title: String) async throws {
        try await withTestServer { client async throws in
            let body = String(decoding: try JSONEncoder().encode(["title": title]), as: UTF8.self)
            let created = try await client.send(.post, "/api/recipes", json: body)
            let list = try await client.send(.get, "/api/recipes")
            struct Listed: Decodable { struct Item: Decodable { var title: String }; var recipes: [Item] }
            let titles = try #require(list.decoded(Listed.self)).recipes.map(\.title)
            if created.status == .created {
                #expect(titles.count == 1)
                #expect(titles.first?.unicodeScalars.elementsEqual(title.unicodeScalars) == true)
            } else {
                #expect((400..<500).contains(created.status.code))
                #expect(titles.isEmpty)
            }
        }
    }
}

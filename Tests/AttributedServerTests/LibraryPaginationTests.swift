import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// `/` and `GET /api/strings`: newest first, 50 a page, the next page named by a cursor in
/// `<a rel="next">` and a `Link` header, and a full-text search.
@Suite("Library pagination and search")
struct LibraryPaginationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func filledStore(_ count: Int) async throws -> SavedStringStore {
        let store = try SavedStringStore.inMemory()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 1...count {
            let word = index % 10 == 0 ? "tenth" : "plain"
            _ = try await store.insert(markdown: "# Entry \(index)\n\(word) café text", theme: "plain", archive: "[]",
                                       at: start.addingTimeInterval(Double(index)))
        }
        return store
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func apiPagesCoverEveryEntryOnceNewestFirst() async throws {
        try await withTestServer(store: try await filledStore(120)) { client async throws in
            var seen: [String] = []
            var address: String? = "/api/strings"
            var pages = 0
            while let current = address {
                let response = try await client.send(.get, current)
                #expect(response.status == .ok)
                let list = try #require(response.decoded(PageReply.self))
                #expect(list.strings.count <= 50)
                seen += list.strings.map { String($0.markdown.prefix(while: { $0 != "\n" })) }
                if let next = list.next {
                    #expect(response.headers[HTTPFields.Element.Name("Link")!] == "<\(next)>; rel=\"next\"")
                }
                address = list.next
                pages += 1
            }
            #expect(pages == 3)
            #expect(seen == (1...120).reversed().map { "# Entry \($0)" })
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func libraryPageShowsFiftyCardsAndALinkToTheNext() async throws {
        try await withTestServer(store: try await filledStore(60)) { client async throws in
            let first = try await client.send(.get, "/")
            let html = first.text
            #expect(html.components(separatedBy: "<li class=\"entry\"").count - 1 == 50)
            #expect(html.contains(#"<a rel="next" href="/?after=11">"#))
            #expect(first.headers[HTTPFields.Element.Name("Link")!] == "</?after=11>; rel=\"next\"")
            let second = try await client.send(.get, "/?after=11").text
            #expect(second.components(separatedBy: "<li class=\"entry\"").count - 1 == 10)
            #expect(second.contains(">Entry 10</a></h2>"))
            #expect(!second.contains("rel=\"next\""))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func searchFindsWordsAndPrefixesIgnoringCaseAndAccents() async throws {
        try await withTestServer(store: try await filledStore(30)) { client async throws in
            let list = try #require(try await client.send(.get, "/api/strings?q=TENT%20cafe").decoded(PageReply.self))
            #expect(list.strings.map { $0.markdown.hasPrefix("# Entry 30") || $0.markdown.hasPrefix("# Entry 20") || $0.markdown.hasPrefix("# Entry 10") } == [true, true, true])
            let page = try await client.send(.get, "/?q=%22%29%20OR%20*").text
            #expect(page.contains("No saved string matches"))
            #expect(try await client.send(.get, "/api/strings?q=NEAR(").status == .ok)
        }
    }

    @Test(arguments: ["after=0", "after=+5", "after=abc", "limit=0", "limit=201", "limit=1.5"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func badPageParametersAre400(query: String) async throws {
        try await withTestServer { client async throws in
            let response = try await client.send(.get, "/api/strings?\(query)")
            #expect(response.status == .badRequest)
            #expect(response.errorMessage?.contains(String(query.prefix(while: { $0 != "=" }))) == true)
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
private struct PageReply: Decodable {
    var strings: [SavedReply]
    var next: String?
}

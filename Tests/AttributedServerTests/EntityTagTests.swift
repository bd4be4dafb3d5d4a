import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Optimistic concurrency: every response carrying an entry has its `ETag`; `PUT` and `DELETE`
/// with a stale `If-Match` change nothing and answer 412 with the current entry.
@Suite("ETag and If-Match")
struct EntityTagTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func put(_ client: some TestClientProtocol, _ id: Int64, _ markdown: String, ifMatch: String?) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let ifMatch { headers[.ifMatch] = ifMatch }
        return try await client.execute(
            uri: "/api/strings/\(id)", method: .put, headers: headers,
            body: ByteBuffer(string: #"{"markdown": "\#(markdown)", "theme": "plain"}"#))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func everyEntryResponseCarriesItsVersionAsETag() async throws {
        try await withTestServer { client async throws in
            let created = try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#)
            let id = try #require(created.decoded(SavedReply.self)?.id)
            #expect(created.headers[.eTag] == "\"\(id)-1\"")
            #expect(try await client.send(.get, "/api/strings/\(id)").headers[.eTag] == "\"\(id)-1\"")
            let updated = try await put(client, id, "b", ifMatch: "\"\(id)-1\"")
            #expect(updated.status == .ok)
            #expect(updated.headers[.eTag] == "\"\(id)-2\"")
            #expect(try await client.send(.get, "/api/strings/\(id)").headers[.eTag] == "\"\(id)-2\"")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func staleSaveIsRefusedWith412AndTheCurrentEntry() async throws {
        try await withTestServer { client async throws in
            let id = try #require(try await client.send(.post, "/api/strings", json: #"{"markdown": "base", "theme": "plain"}"#).decoded(SavedReply.self)?.id)
            // Tab A saves first, at version 1.
            #expect(try await put(client, id, "tab A", ifMatch: "\"\(id)-1\"").status == .ok)
            // Tab B still holds version 1.
            let stale = try await put(client, id, "tab B", ifMatch: "\"\(id)-1\"")
            #expect(stale.status == .preconditionFailed)
            #expect(stale.headers[.eTag] == "\"\(id)-2\"")
            #expect(stale.decoded(SavedReply.self)?.markdown == "tab A")
            #expect(try await client.send(.get, "/api/strings/\(id)").decoded(SavedReply.self)?.markdown == "tab A")
            // With the current tag, B's text is saved on purpose ("keep mine").
            #expect(try await put(client, id, "tab B", ifMatch: "\"\(id)-2\"").status == .ok)
            #expect(try await client.send(.get, "/api/strings/\(id)").decoded(SavedReply.self)?.markdown == "tab B")
        }
    }

    @Test(arguments: ["W/\"1-1\"", "\"2-1\"", "\"1-0\"", "\"1-+1\"", "garbage", "\"1-1"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func tagsThatDoNotNameTheCurrentVersionAre412(tag: String) async throws {
        try await withTestServer { client async throws in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#)
            #expect(try await put(client, 1, "b", ifMatch: tag).status == .preconditionFailed)
            #expect(try await client.send(.get, "/api/strings/1").decoded(SavedReply.self)?.markdown == "a")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func starAndListsMatch() async throws {
        try await withTestServer { client async throws in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#)
            #expect(try await put(client, 1, "b", ifMatch: "*").status == .ok)
            #expect(try await put(client, 1, "c", ifMatch: "\"1-1\", \"1-2\"").status == .ok)
            #expect(try await put(client, 1, "d", ifMatch: nil).status == .ok)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func deleteHonoursIfMatch() async throws {
        try await withTestServer { client async throws in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#)
            _ = try await put(client, 1, "b", ifMatch: nil)
            let stale = try await client.execute(uri: "/api/strings/1", method: .delete, headers: [.ifMatch: "\"1-1\""])
            #expect(stale.status == .preconditionFailed)
            #expect(stale.decoded(SavedReply.self)?.markdown == "b")
            #expect(try await client.send(.get, "/api/strings/1").status == .ok)
            let current = try await client.execute(uri: "/api/strings/1", method: .delete, headers: [.ifMatch: "\"1-2\""])
            #expect(current.status == .noContent)
            #expect(try await client.send(.get, "/api/strings/1").status == .notFound)
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// HEAD on every GET route, 405 with Allow on known paths, canonical ids, 422 naming the field.
@Suite("HTTP methods, ids and field errors")
struct HTTPConformanceTests {
    @Test(arguments: ["/", "/new", "/api/strings", "/api/themes", "/assets/app.css", "/api/strings/1", "/strings/1"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func headAnswersLikeGetWithoutTheBody(path: String) async throws {
        try await withTestServer { client async throws in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#)
            let get = try await client.send(.get, path)
            let head = try await client.send(.head, path)
            #expect(head.status == get.status)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
        }
    }

    @Test(arguments: [
        (HTTPRequest.Method.post, "/", "GET, HEAD"),
        (.delete, "/api/strings", "GET, HEAD, POST"),
        (.patch, "/api/strings/1", "DELETE, GET, HEAD, PUT"),
        (.get, "/api/render", "POST"),
        (.put, "/assets/app.css", "GET, HEAD"),
    ])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func wrongMethodOnAKnownPathIs405WithAllow(method: HTTPRequest.Method, path: String, allow: String) async throws {
        try await withTestServer { client async throws in
            let response = try await client.send(method, path)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == allow)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownPathIsStill404() async throws {
        try await withTestServer { client async throws in
            #expect(try await client.send(.post, "/nowhere").status == .notFound)
            #expect(try await client.send(.get, "/api/strings/5").status == .notFound)
        }
    }

    @Test(arguments: ["+1", "01", "1.0", "%2B1"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func onlyCanonicalIdsAddressAnEntry(id: String) async throws {
        try await withTestServer { client async throws in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#)
            #expect(try await client.send(.get, "/api/strings/1").status == .ok)
            #expect(try await client.send(.get, "/api/strings/\(id)").status == .badRequest)
            #expect(try await client.send(.get, "/strings/\(id)").status == .notFound)
        }
    }

    @Test(arguments: ["1e300", "1.5", "99999999999999999999", "-1e19"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func wrongNumbersAre422NamingTheField(number: String) async throws {
        try await withTestServer { client async throws in
            let render = try await client.send(.post, "/api/render", json: #"{"markdown": "a", "theme": "plain", "sequence": \#(number)}"#)
            #expect(render.status == .unprocessableContent)
            #expect(render.errorMessage?.contains("“sequence”") == true)
            let edit = try await client.send(.post, "/api/preview/edit", json: #"{"session": "s", "revision": \#(number), "start": 0, "end": 0, "text": ""}"#)
            #expect(edit.status == .unprocessableContent)
            #expect(edit.errorMessage?.contains("“revision”") == true)
        }
    }
}

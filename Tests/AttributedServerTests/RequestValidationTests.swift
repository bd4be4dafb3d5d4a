import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Every way a client can send a bad body gets a 4xx with a JSON `error`, never a 500.
@Suite("Request validation")
struct RequestValidationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["/api/render", "/api/strings"])
    func malformedJSONIs400(uri: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, uri, json: #"{"markdown": "a", "theme": "#)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "The request body is not valid JSON.")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func emptyBodyIs400() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: "")
            #expect(response.status == .badRequest)
            #expect(response.errorMessage?.contains("empty") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        (#"{"theme": "plain"}"#, "Missing field “markdown”."),
        (#"{"markdown": "a"}"#, "Missing field “theme”."),
    ])
    func missingFieldIs422(json: String, message: String) async throws {
        try await withTestServer { client in
            for uri in ["/api/render", "/api/strings"] {
                let response = try await client.send(.post, uri, json: json)
                #expect(response.status == .unprocessableContent)
                #expect(response.errorMessage == message)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func wrongTypeIs422() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": 3, "theme": "plain"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage == "Field “markdown” must be a string.")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func nullIs422() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": null, "theme": "plain"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("markdown") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func nonObjectBodyIs422() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"["markdown"]"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage == "The request body must be a JSON object.")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func nonUTF8BodyIs400() async throws {
        try await withTestServer { client in
            var body = ByteBuffer(string: #"{"markdown": ""#)
            body.writeBytes([0xC3, 0x28, 0xFF])
            body.writeString(#"", "theme": "plain"}"#)
            let response = try await client.execute(
                uri: "/api/render", method: .post, headers: [.contentType: "application/json"], body: body
            )
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "The request body is not valid UTF-8.")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1"])
    func wrongContentTypeIs415(contentType: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": "a", "theme": "plain"}"#, contentType: contentType)
            #expect(response.status == .unsupportedMediaType)
            #expect(response.errorMessage?.isEmpty == false)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func missingContentTypeIs415() async throws {
        try await withTestServer { client in
            let response = try await client.execute(uri: "/api/strings", method: .post, body: ByteBuffer(string: "{}"))
            #expect(response.status == .unsupportedMediaType)
            #expect(response.errorMessage?.contains("Content-Type") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func jsonWithCharsetUTF8IsAccepted() async throws {
        try await withTestServer { client in
            let response = try await client.send(
                .post, "/api/render", json: #"{"markdown": "a", "theme": "plain"}"#, contentType: "Application/JSON; Charset=\"UTF-8\""
            )
            #expect(response.status == .ok)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func bodyOverTheLimitIs413() async throws {
        try await withTestServer(maxRequestBodySize: 64) { client in
            let markdown = String(repeating: "x", count: 100)
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": "\#(markdown)", "theme": "plain"}"#)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorMessage == "The request body is larger than the limit of 64 bytes.")
            let small = try await client.send(.post, "/api/render", json: #"{"markdown": "x", "theme": "plain"}"#)
            #expect(small.status == .ok)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func defaultLimitIsOneMebibyte() async throws {
        try await withTestServer { client in
            let markdown = String(repeating: "x", count: 1 << 20)
            let response = try await client.send(.post, "/api/strings", json: #"{"markdown": "\#(markdown)", "theme": "plain"}"#)
            #expect(response.status == .contentTooLarge)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func crossOriginPreflightIsNeverGranted() async throws {
        try await withTestServer { client in
            let response = try await client.execute(
                uri: "/api/strings", method: .options,
                headers: [.origin: "https://evil.example", .accessControlRequestMethod: "POST"]
            )
            #expect(response.status != .ok && response.status != .noContent)
            #expect(response.headers[.accessControlAllowOrigin] == nil)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownAPIPathIsJSON404() async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/api/nothing")
            #expect(response.status == .notFound)
            #expect(response.errorMessage?.hasPrefix("No endpoint GET /api/nothing.") == true)
            // A known path with a wrong method is a 405 (with Allow), not a 404.
            let wrongMethod = try await client.send(.patch, "/api/strings/1")
            #expect(wrongMethod.status == .methodNotAllowed)
            #expect(wrongMethod.errorMessage == "PATCH is not allowed on /api/strings/1; use DELETE or GET or HEAD or PUT.")
        }
    }
}

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        ([UInt8]("plain ascii".utf8), true),
        ([UInt8]("é 😀 日本".utf8), true),
        ([0xC3, 0x28], false),          // bad continuation
        ([0xED, 0xA0, 0x80], false),    // UTF-16 surrogate
        ([0xF0, 0x9F, 0x98], false),    // truncated
        ([0xC0, 0xAF], false),          // overlong
    ])
    func validation(bytes: [UInt8], valid: Bool) {
        #expect(JSONRequestBody.isValidUTF8(Data(bytes)) == valid)
    }
}

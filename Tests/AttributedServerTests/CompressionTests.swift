import CompressNIO
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// gzip answers (``CompressionMiddleware``): compressed when `Accept-Encoding` allows it, the
/// same bytes once decompressed, identity otherwise, never for tiny bodies or tagged entries,
/// and `HEAD` consistent with `GET`.
@Suite("gzip answers")
struct CompressionTests {
    /// A library with a page's worth of entries, so `/` and `/api/strings` are well above the threshold.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func fill(_ client: some TestClientProtocol) async throws {
        for index in 0..<60 {
            let response = try await client.send(
                .post, "/api/strings", json: ##"{"markdown": "# Entry \##(index)\n\nSome *text* of entry \##(index).", "theme": "plain"}"##)
            #expect(response.status == .created)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func get(_ client: some TestClientProtocol, _ path: String, acceptEncoding: String? = nil, method: HTTPRequest.Method = .get) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let acceptEncoding { headers[.acceptEncoding] = acceptEncoding }
        return try await client.execute(uri: path, method: method, headers: headers)
    }

    @Test(arguments: ["/", "/api/strings", "/new", "/assets/editor.js", "/assets/app.css"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func gzipWhenAcceptedDecompressingToTheSameBytes(path: String) async throws {
        try await withTestServer { client in
            try await Self.fill(client)
            let plain = try await Self.get(client, path)
            let packed = try await Self.get(client, path, acceptEncoding: "gzip, deflate, br")
            #expect(plain.status == .ok)
            #expect(packed.status == .ok)
            #expect(plain.body.readableBytes >= CompressionMiddleware<BasicRequestContext>.minimumSize)
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(packed.headers[.contentEncoding] == "gzip")
            #expect(packed.headers[.vary] == "Accept-Encoding")
            #expect(plain.headers[.vary] == "Accept-Encoding")
            #expect(packed.headers[.contentType] == plain.headers[.contentType])
            #expect(packed.headers[.contentLength] == String(packed.body.readableBytes))
            #expect(packed.body.readableBytes < plain.body.readableBytes)
            // gzip's magic number, then the original bytes once decompressed.
            #expect(Array(packed.body.readableBytesView.prefix(2)) == [0x1F, 0x8B])
            var compressed = packed.body
            let decompressed = try compressed.decompress(with: .gzip())
            #expect(decompressed == plain.body)
        }
    }

    @Test(arguments: [nil, "identity", "gzip;q=0", "br", "deflate", "*;q=0", "gzip;q=0, *", "gzip;q=nonsense"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func identityUnlessGzipIsAccepted(acceptEncoding: String?) async throws {
        try await withTestServer { client in
            try await Self.fill(client)
            let response = try await Self.get(client, "/", acceptEncoding: acceptEncoding)
            #expect(response.status == .ok)
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.text.hasPrefix("<!DOCTYPE html>") || response.text.hasPrefix("<!doctype html>"))
        }
    }

    @Test(arguments: ["gzip", "GZIP", "x-gzip", "*", "br;q=1, gzip;q=0.5", "deflate, gzip;q=0.001"])
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func gzipForEverySpellingThatAllowsIt(acceptEncoding: String) async throws {
        try await withTestServer { client in
            try await Self.fill(client)
            let response = try await Self.get(client, "/api/strings", acceptEncoding: acceptEncoding)
            #expect(response.headers[.contentEncoding] == "gzip")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func tinyBodiesGoAsTheyAre() async throws {
        try await withTestServer { client in
            let missing = try await Self.get(client, "/api/strings/41", acceptEncoding: "gzip")
            #expect(missing.status == .notFound)
            #expect(missing.body.readableBytes < CompressionMiddleware<BasicRequestContext>.minimumSize)
            #expect(missing.headers[.contentEncoding] == nil)
            #expect(missing.errorMessage == "Saved string 41 not found.")
            let empty = try await Self.get(client, "/api/strings", acceptEncoding: "gzip")
            #expect(empty.headers[.contentEncoding] == nil)
            #expect(empty.body.readableBytes < CompressionMiddleware<BasicRequestContext>.minimumSize)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func headCarriesTheGetsEncodingAndLength() async throws {
        try await withTestServer { client in
            try await Self.fill(client)
            let get = try await Self.get(client, "/", acceptEncoding: "gzip")
            let head = try await Self.get(client, "/", acceptEncoding: "gzip", method: .head)
            #expect(get.headers[.contentEncoding] == "gzip")
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentEncoding] == "gzip")
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.vary] == "Accept-Encoding")
            let plainHead = try await Self.get(client, "/", method: .head)
            #expect(plainHead.headers[.contentEncoding] == nil)
            #expect(plainHead.headers[.contentLength] == String(try await Self.get(client, "/").body.readableBytes))
        }
    }

    /// A saved string's `ETag` is a strong validator of the bytes sent: its answer is not
    /// compressed, however large, and its tag still works with `If-Match`.
    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func taggedEntriesGoAsTheyAre() async throws {
        try await withTestServer { client in
            let markdown = String(repeating: "Some **bold** text. ", count: 500)
            let created = try await client.send(.post, "/api/strings", json: #"{"markdown": "\#(markdown)", "theme": "plain"}"#)
            #expect(created.status == .created)
            #expect(created.body.readableBytes > 8 * 1024)
            #expect(created.headers[.contentEncoding] == nil)
            let shown = try await Self.get(client, "/api/strings/1", acceptEncoding: "gzip")
            #expect(shown.status == .ok)
            #expect(shown.headers[.eTag] == "\"1-1\"")
            #expect(shown.headers[.contentEncoding] == nil)
            #expect(shown.decoded(SavedReply.self)?.markdown == markdown)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func acceptEncodingWeights() {
        #expect(AcceptEncoding([]).allows("gzip") == false)
        #expect(AcceptEncoding(["gzip"]).allows("gzip"))
        #expect(AcceptEncoding(["deflate", "gzip;q=0"]).allows("gzip") == false)
        #expect(AcceptEncoding(["*;q=0.1"]).allows("gzip"))
        #expect(AcceptEncoding(["*", "gzip; q=0.000"]).allows("gzip") == false)
        #expect(AcceptEncoding(["br, X-GZIP;Q=0.8"]).allows("gzip"))
        #expect(AcceptEncoding(["gzip;q=2"]).allows("gzip"))
    }
}

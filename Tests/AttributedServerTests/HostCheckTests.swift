import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Only requests addressed to this server (its `Host`), and state changes from its own pages
/// (their `Origin`), reach a handler; every response carries the security headers.
@Suite("Host and Origin checks")
struct HostCheckTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func withLiveServer(
        allowedHosts: [String] = [],
        _ body: @escaping @Sendable (_ port: Int, _ send: @escaping @Sendable (HTTPRequest.Method, String, HTTPFields, String) async throws -> TestClient.Response) async throws -> Void
    ) async throws {
        let store = try SavedStringStore.inMemory()
        _ = try await store.insert(markdown: "secret", theme: "plain", archive: "[]")
        var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, databasePath: ":memory:")
        configuration.allowedHosts = allowedHosts
        let app = try WebServer.makeApplication(configuration, store: store, renderer: StubDocumentRenderer())
        try await app.test(.live) { client async throws in
            let port = try #require(client.port)
            let raw = TestClient(host: "127.0.0.1", port: port, configuration: .init())
            raw.connect()
            do {
                try await body(port) { method, path, headers, authority in
                    var headers = headers
                    headers[.contentType] = "application/json"
                    let json = method == .get || method == .delete ? nil : ByteBuffer(string: #"{"markdown": "changed", "theme": "plain"}"#)
                    return try await raw.execute(TestClient.Request(path, method: method, authority: authority, headers: headers, body: json))
                }
                try await raw.shutdown()
            } catch {
                try await raw.shutdown()
                throw error
            }
        }
        #expect(try await store.find(id: 1)?.markdown == "secret" || allowedHosts.isEmpty == false)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func foreignHostsAreRefusedBeforeAnyHandler() async throws {
        try await withLiveServer { port, send async throws in
            let requests: [(HTTPRequest.Method, String)] = [(.get, "/api/strings"), (.get, "/"), (.post, "/api/strings"), (.put, "/api/strings/1"), (.delete, "/api/strings/1"), (.get, "/api/strings/1")]
            for authority in ["evil.example:\(port)", "evil.example", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)", "127.0.0.1.evil.example:\(port)"] {
                for (method, path) in requests {
                    let response = try await send(method, path, [:], authority)
                    #expect(response.status == .misdirectedRequest, "\(method) \(path) as \(authority)")
                    #expect(!String(buffer: response.body ?? ByteBuffer()).contains("secret"))
                }
            }
            for authority in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
                #expect(try await send(.get, "/api/strings/1", [:], authority).status == .ok, "\(authority)")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func foreignOriginsMayNotChangeTheLibrary() async throws {
        try await withLiveServer { port, send async throws in
            let here = "localhost:\(port)"
            for origin in ["http://evil.example", "http://evil.example:\(port)", "null", "https://localhost:\(port)"] {
                #expect(try await send(.put, "/api/strings/1", [.origin: origin], here).status == .forbidden, "\(origin)")
                #expect(try await send(.delete, "/api/strings/1", [.origin: origin], here).status == .forbidden, "\(origin)")
                #expect(try await send(.post, "/api/strings", [.origin: origin], here).status == .forbidden, "\(origin)")
            }
            #expect(try await send(.put, "/api/strings/1", [HTTPFields.Element.Name("Sec-Fetch-Site")!: "cross-site"], here).status == .forbidden)
            // Reading with a foreign Origin stays possible (the browser keeps the answer from the page).
            #expect(try await send(.get, "/api/strings/1", [.origin: "http://evil.example"], here).status == .ok)
            #expect(try await send(.post, "/api/strings", [.origin: "http://\(here)"], here).status == .created)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func allowedHostNamesAreAccepted() async throws {
        try await withLiveServer(allowedHosts: ["Notes.Test"]) { port, send async throws in
            #expect(try await send(.get, "/", [:], "notes.test:\(port)").status == .ok)
            #expect(try await send(.put, "/api/strings/1", [.origin: "http://notes.test:\(port)"], "notes.test:\(port)").status == .ok)
            #expect(try await send(.get, "/", [:], "other.test:\(port)").status == .misdirectedRequest)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func securityHeadersForbidInlineScriptsRemoteImagesAndReferrers() async throws {
        try await withTestServer { client async throws in
            for path in ["/", "/new", "/api/themes", "/nowhere"] {
                let response = try await client.send(.get, path)
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("script-src 'self';"))
                #expect(!policy.contains("unsafe-eval") && !policy.contains("script-src 'self' 'unsafe-inline'"))
                #expect(policy.contains("connect-src 'self'"))
                #expect(policy.contains("img-src 'self' data:;"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[HTTPFields.Element.Name("Referrer-Policy")!] == "no-referrer")
            }
            let opted = try await client.execute(uri: "/new", method: .get, headers: [.cookie: "a=b; remote-images=on"])
            #expect(opted.headers[.contentSecurityPolicy]?.contains("img-src 'self' data: https: http:;") == true)
        }
    }
}

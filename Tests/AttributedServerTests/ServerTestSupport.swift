import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Runs `body` against the app's router (no sockets) with a fresh in-memory library.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
func withTestServer<Value: Sendable>(
    renderer: any DocumentRenderer = StubDocumentRenderer(),
    store: SavedStringStore? = nil,
    maxRequestBodySize: Int = WebServerConfiguration.defaultMaxRequestBodySize,
    _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let library = SavedStringLibrary(store: try store ?? SavedStringStore.inMemory(), renderer: renderer)
    let router = try WebServer.makeRouter(library: library, maxRequestBodySize: maxRequestBodySize)
    return try await Application(router: router).test(.router) { client in try await body(client) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension TestClientProtocol {
    /// Sends `json` (a JSON text) with `Content-Type: application/json`.
    @discardableResult
    func send(
        _ method: HTTPRequest.Method, _ uri: String, json: String, contentType: String = "application/json"
    ) async throws -> TestResponse {
        try await execute(uri: uri, method: method, headers: [.contentType: contentType], body: ByteBuffer(string: json))
    }

    @discardableResult
    func send(_ method: HTTPRequest.Method, _ uri: String) async throws -> TestResponse {
        try await execute(uri: uri, method: method)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension TestResponse {
    var text: String { String(buffer: body) }

    /// The body decoded as `T`; records an issue and returns nil when it is not.
    func decoded<T: Decodable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) -> T? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(T.self, from: Data(buffer: body))
        } catch {
            Issue.record("Body is not \(T.self): \(text) (\(error))", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The `error` message of a JSON error body, or nil when the body is not one.
    var errorMessage: String? {
        (try? JSONDecoder().decode([String: String].self, from: Data(buffer: body)))?["error"]
    }

    /// The machine-readable `reason` of an error body (503s), if any.
    var errorReason: String? {
        (try? JSONDecoder().decode([String: String].self, from: Data(buffer: body)))?["reason"]
    }
}

/// Decodable mirrors of the API's responses (the server's types are Encodable only).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RenderReply: Decodable {
    struct Run: Decodable { var text: String; var attributes: [String: String] }
    var html: String
    var characterCount: Int
    var runCount: Int
    var runs: [Run]
    var warnings: [String]
    var sequence: Int?
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedReply: Decodable, Equatable {
    var id: Int64
    var markdown: String
    var theme: String
    var html: String
    var createdAt: Date
    var updatedAt: Date
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SavedListReply: Decodable {
    var strings: [SavedReply]
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ThemesReply: Decodable {
    struct Theme: Decodable, Equatable { var name: String; var displayName: String }
    var themes: [Theme]
}

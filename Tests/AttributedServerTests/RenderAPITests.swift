import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

@Suite("POST /api/render")
struct RenderAPITests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func rendersMarkdownWithTheInspectorData() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": "Hi <you>", "theme": "loud"}"#)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let reply = response.decoded(RenderReply.self)
            #expect(reply?.html == #"<p class="loud">Hi &lt;you&gt;</p>"#)
            #expect(reply?.characterCount == 8)
            #expect(reply?.runCount == 1)
            #expect(reply?.runs.first?.text == "Hi <you>")
            #expect(reply?.runs.first?.attributes == ["syntax": "full"])
            #expect(reply?.sequence == nil)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func echoesTheSequenceNumber() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": "a", "theme": "plain", "sequence": 42}"#)
            #expect(response.decoded(RenderReply.self)?.sequence == 42)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func passesOptionsToTheRenderer() async throws {
        try await withTestServer { client in
            let json = #"{"markdown": "a", "theme": "plain", "options": {"interpretedSyntax": "inlineOnly"}}"#
            let response = try await client.send(.post, "/api/render", json: json)
            #expect(response.decoded(RenderReply.self)?.runs.first?.attributes == ["syntax": "inlineOnly"])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func emptyMarkdownRendersNothing() async throws {
        try await withTestServer { client in
            let reply = try await client.send(.post, "/api/render", json: #"{"markdown": "", "theme": "plain"}"#).decoded(RenderReply.self)
            #expect(reply?.characterCount == 0)
            #expect(reply?.runCount == 0)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func reportsWarnings() async throws {
        try await withTestServer { client in
            let reply = try await client.send(.post, "/api/render", json: #"{"markdown": "^[x](", "theme": "plain"}"#).decoded(RenderReply.self)
            #expect(reply?.warnings == ["extended attribute ignored"])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownThemeIs422() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": "a", "theme": "neon"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("Unknown theme “neon”") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func markdownTheRendererRefusesIs422() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": "^[broken", "theme": "plain"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("line 1, column 1") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownSyntaxOptionIs422() async throws {
        try await withTestServer { client in
            let json = #"{"markdown": "a", "theme": "plain", "options": {"interpretedSyntax": "fancy"}}"#
            let response = try await client.send(.post, "/api/render", json: json)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("options.interpretedSyntax") == true)
        }
    }
}

import AttributedMarkdown
import Foundation
import TutorialScope
import Testing
@testable import AttributedServer

/// The inspector describes the first ``RunInspector/shownRunLimit`` runs only, so a keystroke
/// in a long document does not describe thousands of runs; the totals stay true, and saving
/// still stores the whole string.
@Suite("The inspector's run limit and the saved archive")
struct RunLimitTests {
    /// One paragraph per line: every paragraph is one run (its own `PresentationIntent`).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let paragraphCount = RunInspector.shownRunLimit + 150
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let paragraphs = (0..<paragraphCount).map { "p\($0)" }
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let markdown = paragraphs.joined(separator: "\n\n")
    /// Apple's strings hold no separator between paragraphs.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let characterCount = paragraphs.joined().count

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func inspectorDescribesTheLimitAndCountsEveryRun() throws {
        let string = try AttributedString(markdown: "a *b* c **d** e", including: \.customAttributes)
        let inspection = RunInspector.inspect(string, including: AttributeScopes.CustomAttributes.self, limit: 2)
        #expect(inspection.runCount == 5)
        #expect(inspection.runs.map(\.text) == ["a ", "b"])
        #expect(RunInspector.inspect(string, including: AttributeScopes.CustomAttributes.self, limit: 0).runs.isEmpty)
        #expect(RunInspector.inspect(string, including: AttributeScopes.CustomAttributes.self, limit: 9).runs.count == 5)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func longDocumentRendersTheLimitsRunsAndTheTrueTotals() throws {
        let result = try MarkdownDocumentRenderer().render(markdown: Self.markdown, theme: "default", options: RenderOptions())
        #expect(result.runCount == Self.paragraphCount)
        #expect(result.characterCount == Self.characterCount)
        #expect(result.runs.map(\.text) == Array(Self.paragraphs.prefix(RunInspector.shownRunLimit)))
        #expect(result.runs.last?.attributes["NSPresentationIntent"] == "[paragraph (id \(RunInspector.shownRunLimit))]")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func sessionRenderOfALongDocumentHasTheSameLimit() async throws {
        let renderer = MarkdownDocumentRenderer()
        _ = try await renderer.render(markdown: Self.markdown, theme: "default", options: RenderOptions(), session: "long")
        let edited = Self.markdown + "x"
        let incremental = try await renderer.render(markdown: edited, theme: "default", options: RenderOptions(), session: "long")
        #expect(incremental.runs.count == RunInspector.shownRunLimit)
        #expect(incremental.runCount == Self.paragraphCount)
        #expect(incremental.characterCount == Self.characterCount + 1)
        #expect(incremental == (try renderer.render(markdown: edited, theme: "default", options: RenderOptions())))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func apiSendsTheLimitsRunsWithTheTotals() async throws {
        try await withTestServer(renderer: MarkdownDocumentRenderer()) { client in
            let escaped = try #require(String(data: JSONEncoder().encode(Self.markdown), encoding: .utf8))
            let response = try await client.send(.post, "/api/render", json: #"{"markdown": \#(escaped), "theme": "default"}"#)
            #expect(response.status == .ok)
            let reply = try #require(response.decoded(RenderReply.self))
            #expect(reply.runs.count == RunInspector.shownRunLimit)
            #expect(reply.runCount == Self.paragraphCount)
            #expect(reply.characterCount == Self.characterCount)
            #expect(!response.text.contains("archive"), "the preview never carries the archive")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func savingStoresTheWholeArchive() async throws {
        let renderer = MarkdownDocumentRenderer()
        try await withTestServer(renderer: renderer) { client in
            let escaped = try #require(String(data: JSONEncoder().encode(Self.markdown), encoding: .utf8))
            let created = try await client.send(.post, "/api/strings", json: #"{"markdown": \#(escaped), "theme": "default"}"#)
            #expect(created.status == .created)
            let saved = try #require(created.decoded(SavedReply.self))
            let archive = try await client.send(.get, "/api/strings/\(saved.id)/archive")
            #expect(archive.status == .ok)
            let expected = try renderer.archive(markdown: Self.markdown, theme: "default", options: RenderOptions())
            #expect(archive.text == expected.archive)
            #expect(saved.html == expected.html)
            let decoded = try JSONDecoder().decode(AttributedString.self, from: Data(buffer: archive.body), including: \.customAttributes)
            #expect(decoded.runs.count == Self.paragraphCount)
            #expect(String(decoded.characters) == Self.paragraphs.joined())
            let parsed = try AttributedString(markdown: Self.markdown, including: \.customAttributes)
            #expect(decoded == parsed)
        }
    }
}

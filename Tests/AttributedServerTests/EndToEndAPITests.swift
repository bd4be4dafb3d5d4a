import AttributedMarkdown
import AttributedStyles
import Foundation
import TutorialScope
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// The API with the real renderer and a database file: what a user does in the browser.
@Suite("End to end: API + real renderer + SQLite file")
struct EndToEndAPITests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func savedTutorialStringKeepsItsStylingAcrossARestart() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("attributed-e2e-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let markdown = "This is **Bold text** and this is _italic_\n\n" + MarkdownDocumentRendererTests.tutorialCustom
        let saved = try await withTestServer(renderer: MarkdownDocumentRenderer(), store: try SavedStringStore.open(path: path)) { client in
            let body = String(decoding: try JSONEncoder().encode(["markdown": markdown, "theme": "menlo"]), as: UTF8.self)
            let response = try await client.send(.post, "/api/strings", json: body)
            #expect(response.status == .created)
            return try #require(response.decoded(SavedReply.self))
        }
        // A new server process would open the same file: do the same with a fresh store.
        try await withTestServer(renderer: MarkdownDocumentRenderer(), store: try SavedStringStore.open(path: path)) { client in
            // The library card shows the title; the stored archive renders with its styling.
            let page = try await client.send(.get, "/").text
            #expect(page.contains(">This is Bold text and this is italic</a></h2>"))
            #expect(page.contains(#"<link rel="stylesheet" href="/assets/themes.css">"#))
            let entry = try await client.send(.get, "/api/strings/\(saved.id)").decoded(SavedReply.self)
            let html = try #require(entry?.html)
            #expect(html.contains(#"<div class="am-document" data-theme="menlo">"#))
            #expect(html.contains("<strong>Bold text</strong>"))
            #expect(html.contains(#"background-color: #ff3b30; text-decoration-line: underline; text-decoration-style: dashed"#))
            #expect(html.contains(">BOLDCAPS AND DANGER</span></strong>"))
            #expect(entry?.html == saved.html)
            #expect(entry?.markdown == markdown)

            let archive = try await client.send(.get, "/api/strings/\(saved.id)/archive")
            let decoded = try JSONDecoder().decode(AttributedString.self, from: Data(buffer: archive.body), including: \.customAttributes)
            #expect(decoded.runs.contains { $0.customStyle == .boldcaps && $0.customColor == .danger })
            #expect(decoded.runs.contains { $0.inlinePresentationIntent == .stronglyEmphasized })

            let css = try await client.send(.get, "/assets/themes.css")
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(css.text.contains(#".am-document[data-theme="menlo"]"#))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func renderEndpointReturnsTheTutorialsInspectorData() async throws {
        try await withTestServer(renderer: MarkdownDocumentRenderer()) { client in
            let json = #"{"markdown": "This is **Bold text** and this is _italic_", "theme": "default", "sequence": 7}"#
            let reply = try #require(try await client.send(.post, "/api/render", json: json).decoded(RenderReply.self))
            #expect(reply.characterCount == 36)
            #expect(reply.runCount == 4)
            #expect(reply.runs[1].text == "Bold text")
            #expect(reply.runs[1].attributes["NSInlinePresentationIntent"] == "NSInlinePresentationIntent(rawValue: 2)")
            #expect(reply.sequence == 7)
            let themes = try await client.send(.get, "/api/themes").decoded(ThemesReply.self)
            #expect(themes?.themes.map(\.name) == ["default", "dark", "menlo", "times", "important"])
        }
    }
}

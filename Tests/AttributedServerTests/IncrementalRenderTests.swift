import Foundation
import Hummingbird
import HummingbirdTesting
import MarkdownSyntax
import Testing
@testable import AttributedServer

/// Renders with an editor session update the session's previous document; they must give
/// exactly what a render without a session gives.
@Suite("Incremental renders of editor sessions")
struct IncrementalRenderTests {
    /// Successive versions of a document as an editor produces them: typing, a new paragraph, a
    /// list, a table, a footnote, a malformed extended attribute and its fix, a deletion.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let versions: [String] = {
        var versions = ["# Notes\n\nSome *text*.\n"]
        func next(_ transform: (String) -> String) { versions.append(transform(versions[versions.count - 1])) }
        next { $0.replacingOccurrences(of: "Some", with: "Some more") }
        next { $0 + "\nA second paragraph.\n" }
        next { $0.replacingOccurrences(of: "*text*.", with: "*text*.\n\n- one\n- two") }
        next { $0.replacingOccurrences(of: "- two", with: "- two\n\n- three") }
        next { $0 + "\n| a | b |\n|---|---|\n| c | d |\n" }
        next { $0.replacingOccurrences(of: "| c |", with: "| c ^[x](customStyle: 'boldcaps') |") }
        next { $0 + "\nBroken ^[y](customStyle: \n" }
        next { $0.replacingOccurrences(of: "customStyle: \n", with: "customStyle: 'boldcaps')\n") }
        next { $0 + "\nA note[^1].\n\n[^1]: The note.\n" }
        next { $0.replacingOccurrences(of: "The note", with: "The café note") }
        next { $0.replacingOccurrences(of: "A second paragraph.\n", with: "") }
        next { _ in "" }
        next { _ in "Again 🙂." }
        return versions
    }()

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A session's renders equal renders without a session")
    func sessionRendersEqualFullRenders() async throws {
        let renderer = MarkdownDocumentRenderer()
        for (index, markdown) in Self.versions.enumerated() {
            let options = RenderOptions()
            let incremental = try await renderer.render(markdown: markdown, theme: "default", options: options, session: "s1")
            let full = try renderer.render(markdown: markdown, theme: "default", options: options)
            #expect(incremental == full, "version \(index): \(markdown.debugDescription)")
        }
        #expect(await renderer.sessions.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Sessions with other options or keys are kept apart")
    func sessionsAreKeyedByOptions() async throws {
        let renderer = MarkdownDocumentRenderer()
        let inlineOnly = RenderOptions(interpretedSyntax: .inlineOnly)
        for markdown in Self.versions.prefix(6) {
            for (session, options) in [("a", RenderOptions()), ("a", inlineOnly), ("b", RenderOptions())] {
                let incremental = try await renderer.render(markdown: markdown, theme: "default", options: options, session: session)
                #expect(incremental == (try renderer.render(markdown: markdown, theme: "default", options: options)))
            }
        }
        #expect(await renderer.sessions.count == 3)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("The cache keeps the most recently used sessions only")
    func leastRecentlyUsedEviction() async throws {
        let cache = IncrementalDocumentCache(capacity: 2)
        let renderer = MarkdownDocumentRenderer(sessions: cache)
        for session in ["a", "b", "a", "c"] {
            _ = try await renderer.render(markdown: "x \(session)", theme: "default", options: RenderOptions(), session: session)
        }
        #expect(await cache.count == 2)
        let key = { (session: String) in RenderSessionKey(session: session, options: RenderOptions()) }
        #expect(await cache.take(key("b")) == nil, "b was the least recently used")
        #expect(await cache.take(key("a"))?.source == "x a")
        #expect(await cache.take(key("c"))?.source == "x c")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Documents larger than the limit are not kept")
    func oversizedDocumentsAreNotKept() async throws {
        let cache = IncrementalDocumentCache(capacity: 4, maximumSourceSize: 10)
        let renderer = MarkdownDocumentRenderer(sessions: cache)
        _ = try await renderer.render(markdown: "short", theme: "default", options: RenderOptions(), session: "a")
        _ = try await renderer.render(markdown: String(repeating: "long ", count: 5), theme: "default", options: RenderOptions(), session: "b")
        #expect(await cache.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("POST /api/render with a session answers as without one")
    func apiWithSession() async throws {
        try await withTestServer(renderer: MarkdownDocumentRenderer()) { client in
            for markdown in Self.versions {
                let escaped = try #require(String(data: JSONEncoder().encode(markdown), encoding: .utf8))
                let withSession = try await client.send(
                    .post, "/api/render", json: #"{"markdown": \#(escaped), "theme": "default", "session": "page-1"}"#)
                let without = try await client.send(.post, "/api/render", json: #"{"markdown": \#(escaped), "theme": "default"}"#)
                #expect(withSession.status == .ok)
                #expect(withSession.text == without.text, "\(markdown.debugDescription)")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("The edit between two sources is their differing middle, on scalar boundaries")
    func sourceDifference() {
        #expect(SourceDifference.edit(from: "abc", to: "abc") == nil)
        #expect(SourceDifference.edit(from: "abc", to: "abxc") == .insert("x", at: 2))
        #expect(SourceDifference.edit(from: "abc", to: "ac") == .delete(SourceRange(1, 2)))
        #expect(SourceDifference.edit(from: "", to: "new") == .insert("new", at: 0))
        #expect(SourceDifference.edit(from: "aaa", to: "aaaa") == .insert("a", at: 3))
        // "é" (C3 A9) to "è" (C3 A8): the common first byte is not a boundary.
        #expect(SourceDifference.edit(from: "xéy", to: "xèy") == SourceEdit(range: SourceRange(1, 3), replacement: "è"))
        // "🙂" (F0 9F 99 82) to "🙃" (F0 9F 99 83): the common suffix "y" only.
        #expect(SourceDifference.edit(from: "🙂y", to: "🙃y") == SourceEdit(range: SourceRange(0, 4), replacement: "🙃"))
        // Common prefix and suffix overlap in a repeated text: the edit stays inside both.
        #expect(SourceDifference.edit(from: "abab", to: "ab") == .delete(SourceRange(2, 4)))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Applying the derived edit gives the new source", arguments: 0..<40)
    func derivedEditsApply(seed: Int) throws {
        var generator = SeededRenderGenerator(seed: UInt64(seed))
        let alphabet = ["a", "b", "é", "🙂", "\u{301}", "\n", " "]
        func randomText() -> String {
            (0..<Int.random(in: 0..<12, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }.joined()
        }
        let old = randomText()
        let new = randomText()
        guard let edit = SourceDifference.edit(from: old, to: new) else {
            #expect(old == new)
            return
        }
        var document = IncrementalDocument(source: old)
        try document.apply(edit)
        #expect(document.source == new)
    }
}

/// SplitMix64, for reproducible random texts.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SeededRenderGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

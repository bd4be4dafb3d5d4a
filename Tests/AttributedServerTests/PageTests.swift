import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

@Suite("HTML pages and assets")
struct PageTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func themeStylesheetIsServed() async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/assets/themes.css")
            #expect(response.status == .ok)
            #expect(response.text == StubDocumentRenderer().stylesheet)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func emptyLibraryShowsTheEmptyState() async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains("No saved strings yet."))
            #expect(response.text.contains(#"<main id="main""#))
            #expect(response.text.contains(#"aria-label="New string""#))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func libraryShowsEntriesAsTitledCardsNewestFirst() async throws {
        try await withTestServer { client in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "older <b>\nsecond line", "theme": "plain"}"#)
            try await client.send(.post, "/api/strings", json: #"{"markdown": "intro\n# The *title*\nbody", "theme": "loud"}"#)
            let page = try await client.send(.get, "/").text
            // Cards show a title (first heading, else first line) and an excerpt, not the render.
            let newer = try #require(page.range(of: #"<a href="/strings/2">The title</a></h2>"#))
            let older = try #require(page.range(of: #"<a href="/strings/1">older &lt;b&gt;</a></h2>"#))
            #expect(newer.lowerBound < older.lowerBound)
            #expect(page.contains(#"<p class="entry-excerpt">intro body</p>"#))
            #expect(page.contains(#"<p class="entry-excerpt">second line</p>"#))
            #expect(!page.contains(#"<p class="loud">"#))
            #expect(page.contains(#"<span class="theme-badge">Loud</span>"#))
            #expect(page.contains(#"aria-label="Delete “older &lt;b&gt;”""#))
            #expect(!page.contains("No saved strings yet."))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func editorPagesServeTheEditor() async throws {
        try await withTestServer { client in
            let new = try await client.send(.get, "/new")
            #expect(new.status == .ok)
            // The Markdown source is edited in the page's own source editor (a labelled multi-line text box).
            #expect(new.text.contains(#"<div id="markdown" class="source-editor" role="textbox" aria-multiline="true" aria-labelledby="markdown-label""#))
            #expect(new.text.contains(#"id="markdown-label""#))
            let entry = try #require(try await client.send(.post, "/api/strings", json: #"{"markdown": "a", "theme": "plain"}"#).decoded(SavedReply.self))
            #expect(try await client.send(.get, "/strings/\(entry.id)").text == new.text)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["/strings/999", "/strings/abc", "/nowhere"])
    func unknownPagesAreHTML404s(path: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, path)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains("<h1>404 Not Found</h1>"))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: StaticAssets.manifest.map(\.name))
    func assetsAreServedWithTheirType(name: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/assets/\(name)")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == StaticAssets.manifest.first { $0.name == name }?.contentType)
            #expect(response.body.readableBytes > 100)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [("/new", "Editor", "/assets/editor.js"), ("/recipes", "Recipes", "/assets/recipes.js")])
    func staticPagesAreWholeDocumentsBehindTheSharedHead(path: String, title: String, script: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, path)
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let html = response.text
            #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
            #expect(html.contains("<title>\(title) – AttributedMarkdown</title>"))
            #expect(html.contains("<script src=\"\(script)\" defer></script>\n</head>\n<body"))
            #expect(html.components(separatedBy: "<head>").count == 2)
            #expect(html.hasSuffix("</html>\n"))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownAssetIs404() async throws {
        try await withTestServer { client in
            let unknown = try await client.send(.get, "/assets/secret.txt")
            #expect(unknown.status == .notFound)
            let traversal = try await client.send(.get, "/assets/..%2FPackage.swift")
            #expect(traversal.status == .notFound)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func responsesCarryTheSecurityHeaders() async throws {
        try await withTestServer { client in
            for path in ["/", "/api/themes", "/nowhere"] {
                let response = try await client.send(.get, path)
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func summaryTitleIsTheFirstHeadingOrLineCut() {
        #expect(EntrySummary(markdown: "  Title  \nbody").title == "Title")
        #expect(EntrySummary(markdown: "Intro **text**\n\n## [Real](https://x.test) _title_ ##\nmore").title == "Real title")
        #expect(EntrySummary(markdown: "Intro **text**\n\n## [Real](https://x.test) _title_ ##\nmore").excerpt == "Intro text more")
        #expect(EntrySummary(markdown: String(repeating: "a", count: 100)).title == String(repeating: "a", count: 79) + "…")
        #expect(EntrySummary(markdown: "").title == "Untitled")
        #expect(EntrySummary(markdown: "t\n" + String(repeating: "word ", count: 1000)).excerpt.count == EntrySummary.excerptLength)
    }
}

@Suite("Library page formatting")
struct LibraryPageFormattingTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func datesAreShownInUTC() {
        #expect(LibraryPage.displayDate(Date(timeIntervalSince1970: 1_700_000_000)) == "2023-11-14 22:13 UTC")
    }
}

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
    @Test func libraryShowsEntriesWithTheirThemeNewestFirst() async throws {
        try await withTestServer { client in
            try await client.send(.post, "/api/strings", json: #"{"markdown": "older <b>", "theme": "plain"}"#)
            try await client.send(.post, "/api/strings", json: #"{"markdown": "newer", "theme": "loud"}"#)
            let page = try await client.send(.get, "/").text
            let newer = try #require(page.range(of: #"<p class="loud">newer</p>"#))
            let older = try #require(page.range(of: #"<p class="plain">older &lt;b&gt;</p>"#))
            #expect(newer.lowerBound < older.lowerBound)
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
    @Test func summaryIsTheFirstLineCut() {
        #expect(LibraryPage.summary(of: "  Title  \nbody") == "Title")
        #expect(LibraryPage.summary(of: String(repeating: "a", count: 80)) == String(repeating: "a", count: 59) + "…")
        #expect(LibraryPage.summary(of: "") == "")
    }
}

@Suite("Library page formatting")
struct LibraryPageFormattingTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func datesAreShownInUTC() {
        #expect(LibraryPage.displayDate(Date(timeIntervalSince1970: 1_700_000_000)) == "2023-11-14 22:13 UTC")
    }
}

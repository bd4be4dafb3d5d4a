import Foundation
import GRDB
import Testing
@testable import AttributedServer

@Suite("SQLite storage")
struct StorageTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("attributed-\(UUID().uuidString).sqlite").path
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func entriesSurviveReopeningTheFile() async throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let id: Int64
        do {
            let store = try SavedStringStore.open(path: path)
            id = try #require(try await store.insert(markdown: "**hi**", theme: "menlo", archive: #"["hi", {}]"#).id)
        }
        let reopened = try SavedStringStore.open(path: path)
        let entry = try #require(try await reopened.find(id: id))
        #expect(entry.markdown == "**hi**")
        #expect(entry.theme == "menlo")
        #expect(entry.archive == #"["hi", {}]"#)
        #expect(try await reopened.integrityCheck() == ["ok"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func fileDatabaseUsesWAL() async throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        _ = try SavedStringStore.open(path: path)
        let queue = try DatabaseQueue(path: path)
        let mode = try await queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func invalidArchiveIsRejectedByTheSchema() async throws {
        let store = try SavedStringStore.inMemory()
        await #expect(throws: DatabaseError.self) {
            _ = try await store.insert(markdown: "a", theme: "plain", archive: #"["half"#)
        }
        #expect(try await store.all().isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func updateAndDeleteReportMissingRows() async throws {
        let store = try SavedStringStore.inMemory()
        #expect(try await store.update(id: 7, markdown: "a", theme: "plain", archive: "[]") == .missing)
        #expect(try await store.delete(id: 7) == .missing)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func orderIsNewestFirstWithIdBreakingTies() async throws {
        let store = try SavedStringStore.inMemory()
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try await store.insert(markdown: "a", theme: "t", archive: "[]", at: date)
        _ = try await store.insert(markdown: "b", theme: "t", archive: "[]", at: date)
        _ = try await store.insert(markdown: "c", theme: "t", archive: "[]", at: date.addingTimeInterval(-10))
        #expect(try await store.all().map(\.markdown) == ["b", "a", "c"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func openingAnUnusableFileThrowsAClearError() {
        let configuration = WebServerConfiguration(databasePath: "/nonexistent-dir/x/attributed.sqlite")
        #expect(throws: WebServerError.self) { _ = try WebServer.openStore(configuration) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func invalidConfigurationIsRefused() throws {
        let store = try SavedStringStore.inMemory()
        #expect(throws: WebServerError.invalidConfiguration("port 70000 is outside 0…65535")) {
            _ = try WebServer.makeApplication(WebServerConfiguration(port: 70000), store: store, renderer: StubDocumentRenderer())
        }
        #expect(throws: WebServerError.self) {
            _ = try WebServer.makeApplication(WebServerConfiguration(maxRequestBodySize: 0), store: store, renderer: StubDocumentRenderer())
        }
    }
}

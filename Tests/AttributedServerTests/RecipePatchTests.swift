import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// The recipe editor answers an operation with the paragraphs it changed when the page names
/// the revision it shows, and the patched surface is the full surface.
@Suite("Recipe API: paragraph patches")
struct RecipePatchTests {
    /// The parts of an operation's answer the patch tests read.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    struct PatchReply: Decodable {
        struct Patch: Decodable {
            var base: Int
            var start: Int
            var removed: Int
            var paragraphs: [String]
            var count: Int
        }
        var revision: Int
        var html: String?
        var patch: Patch?
        var text: String?
    }

    /// Sends `operation` (a JSON object) with `"revision": revision` added.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func patched(
        _ client: some TestClientProtocol, _ id: Int64, _ operation: String, revision: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> PatchReply {
        let json = String(operation.dropLast()) + #", "revision": \#(revision)}"#
        let response = try await client.operate(id, json)
        #expect(response.status == .ok, "\(json) → \(response.text)", sourceLocation: sourceLocation)
        return try #require(response.decoded(PatchReply.self), sourceLocation: sourceLocation)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func oneCharacterEditAnswersWithOneParagraph() async throws {
        try await withTestServer { client in
            let recipe = try await client.createRecipe("Soup")
            let paragraphs = (1...12).map { "Step \($0): stir the pot and taste it again, slowly, for a while." }
            try await client.apply(recipe.id, #"{"op": "insertFromPaste", "text": \#(jsonString(paragraphs.joined(separator: "\n")))}"#)
            let state = try await client.select(5, 5, in: recipe.id)
            // Offset of the end of the third paragraph.
            let end = paragraphs.prefix(3).reduce(0) { $0 + $1.utf16.count + 1 } - 1
            try await client.select(end, end, in: recipe.id)
            let reply = try await Self.patched(client, recipe.id, #"{"op": "insertText", "text": "!"}"#, revision: state.revision)
            #expect(reply.html == nil)
            #expect(reply.text == nil)
            let patch = try #require(reply.patch)
            #expect(patch.base == state.revision)
            #expect(reply.revision == state.revision + 1)
            #expect(patch.start == 2)
            #expect(patch.removed == 1)
            #expect(patch.paragraphs == ["<p>\(paragraphs[2])!</p>"])
            #expect(patch.count == 12)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func staleRevisionAnswersWithTheWholeSurface() async throws {
        try await withTestServer { client in
            let recipe = try await client.createRecipe("Tea")
            let typed = try await client.type("Steep", into: recipe.id)
            // A second tab types meanwhile: the first tab's revision is stale.
            try await client.type("ed", into: recipe.id)
            let reply = try await Self.patched(client, recipe.id, #"{"op": "insertText", "text": "!"}"#, revision: typed.revision)
            #expect(reply.patch == nil)
            #expect(reply.html == "<p>Steeped!</p>")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func patchedSurfaceEqualsTheFullSurfaceAfterASequence() async throws {
        try await withTestServer { client in
            let recipe = try await client.createRecipe("Cake")
            #expect(recipe.html == "<p><br></p>")
            var surface = ["<p><br></p>"]
            var revision = recipe.revision
            let operations = [
                #"{"op": "insertText", "text": "Beat the butter"}"#,
                #"{"op": "insertParagraph"}"#,
                #"{"op": "insertParagraph"}"#,
                #"{"op": "insertFromPaste", "text": "Add sugar\nFold in the flour\nBake"}"#,
                #"{"op": "select", "selection": [{"start": 9, "end": 15}]}"#,
                #"{"op": "addIngredient"}"#,
                #"{"op": "formatBold", "selection": [{"start": 0, "end": 4}]}"#,
                #"{"op": "insertText", "text": "X", "selection": [{"start": 16, "end": 16}]}"#,
                #"{"op": "deleteContentBackward"}"#,
                #"{"op": "deleteContentBackward"}"#,
                #"{"op": "historyUndo"}"#,
                #"{"op": "historyRedo"}"#,
                #"{"op": "deleteByCut", "selection": [{"start": 3, "end": 30}]}"#,
                #"{"op": "historyUndo"}"#,
                #"{"op": "formatItalic", "selection": [{"start": 20, "end": 40}]}"#,
                #"{"op": "insertParagraph", "selection": [{"start": 25, "end": 25}]}"#,
            ]
            for operation in operations {
                let reply = try await Self.patched(client, recipe.id, operation, revision: revision)
                let patch = try #require(reply.patch, "\(operation)")
                #expect(patch.base == revision)
                surface = try #require(RecipeSurfacePatch(base: patch.base, start: patch.start, removed: patch.removed, paragraphs: patch.paragraphs, count: patch.count).applied(to: surface))
                #expect(surface.count == patch.count)
                revision = reply.revision
                let full = try #require(try await client.send(.get, "/api/recipes/\(recipe.id)").decoded(RecipeStateReply.self))
                #expect(surface.joined() == full.html, "after \(operation)")
                #expect(full.revision == revision)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func patchBetweenSurfaces() {
        let old = ["<p>a</p>", "<p>b</p>", "<p>c</p>"]
        let same = RecipeSurfacePatch(base: 1, from: old, to: old)
        #expect(same.removed == 0 && same.paragraphs.isEmpty && same.applied(to: old) == old)
        let joined = ["<p>ab</p>", "<p>c</p>"]
        let patch = RecipeSurfacePatch(base: 1, from: old, to: joined)
        #expect(patch.start == 0 && patch.removed == 2 && patch.paragraphs == ["<p>ab</p>"])
        #expect(patch.applied(to: old) == joined)
        let repeated = ["<p>a</p>", "<p>a</p>"]
        #expect(RecipeSurfacePatch(base: 1, from: ["<p>a</p>"], to: repeated).applied(to: ["<p>a</p>"]) == repeated)
        #expect(patch.applied(to: ["<p>a</p>"]) == nil)
    }
}

/// The server renders only the paragraphs an operation changed (``RecipeSurfaceUpdate``): after
/// any sequence of operations, the kept surface is the full render of the text.
@Suite("Recipe surface: paragraph-wise rendering")
struct RecipeSurfaceUpdateTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let pieces = ["butter", "salt", " and ", "\n", "\n\n", "Stir", "é🙂", "x", "flour, sugar\nbake"]

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func randomOperations(seed: UInt64, count: Int) throws {
        var generator = SeededRenderGenerator(seed: seed)
        let start = "Beat the butter with the sugar\nAdd salt\n\nFold in the flour and the butter\nBake"
        var session = try RecipeSession.holding(start, title: "Cake")
        for step in 0..<count {
            let length = session.editor.text.utf16.count
            let lower = Int.random(in: 0...length, using: &generator)
            let upper = Swift.min(length, lower + Int.random(in: 0..<14, using: &generator))
            let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
            let operations: [(RecipeOperation, [UTF16Range]?)] = [
                (.type(piece), [UTF16Range(lower..<lower)]),
                (.type(piece), nil),
                (.paste(piece), [UTF16Range(lower..<upper)]),
                (.replace(piece), [UTF16Range(lower..<upper)]),
                (.newParagraph, [UTF16Range(lower..<lower)]),
                (.deleteBackward(.character), nil),
                (.deleteBackward(.word), [UTF16Range(lower..<lower)]),
                (.deleteForward(.character), [UTF16Range(lower..<upper)]),
                (.deleteSelection, [UTF16Range(lower..<upper)]),
                (.toggle(.bold), [UTF16Range(lower..<upper)]),
                (.toggle(.italic), [UTF16Range(lower..<upper)]),
                (.toggle(.underline), [UTF16Range(lower..<upper)]),
                (.addIngredient(["butter", "salt", "flour"][lower % 3]), nil),
                (.undo, nil),
                (.redo, nil),
            ]
            let (operation, selection) = operations[Int.random(in: 0..<operations.count, using: &generator)]
            do {
                _ = try session.apply(operation, selecting: selection)
            } catch is APIError {
                continue
            }
            let full = RecipeSurfaceHTML().paragraphs(of: session.editor.text)
            #expect(session.surface == full, "seed \(seed) step \(step): \(operation) \(String(describing: selection))")
            if session.surface != full { return }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("After random operations the kept surface is the full render", arguments: 0..<8)
    func randomOperationsKeepTheFullSurface(seed: Int) throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
        try randomOperations(seed: UInt64(seed), count: 150)
    }
}

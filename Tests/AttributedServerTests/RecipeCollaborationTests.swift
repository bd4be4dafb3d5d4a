import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Two clients on one recipe, through the API: each operation names its client, its selection
/// and the revision it was made at; the server rebases stale operations, keeps a caret and an
/// undo history per client and refuses what it cannot rebase with 409.
@Suite("Recipe API: two clients")
struct RecipeCollaborationTests {
    /// Sends `op` for `client`, made at `revision` with the caret or selection `selection`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func operation(
        _ op: String, client: String, revision: Int? = nil, selection: (Int, Int)? = nil, text: String? = nil
    ) -> String {
        var fields = [#""op": "\#(op)""#, #""client": "\#(client)""#]
        if let revision { fields.append(#""revision": \#(revision)"#) }
        if let selection { fields.append(#""selection": [{"start": \#(selection.0), "end": \#(selection.1)}]"#) }
        if let text { fields.append(#""text": \#(jsonString(text))"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The part of an operation's answer `step` reads.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    struct OperationAnswer: Decodable { var changed: Bool }

    /// Sends `json` (an operation of `client`), which must succeed, and returns the whole state
    /// as that client now sees it (an answer to an operation made at the current revision
    /// carries only a patch).
    @discardableResult
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func step(
        _ client: some TestClientProtocol, _ id: Int64, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> RecipeStateReply {
        let response = try await client.operate(id, json)
        #expect(response.status == .ok, "\(json) → \(response.text)", sourceLocation: sourceLocation)
        let answer = try #require(response.decoded(OperationAnswer.self), sourceLocation: sourceLocation)
        let name = json.firstMatch(of: /"client": "([^"]*)"/).map { String($0.1) } ?? ""
        var state = try #require(
            try await client.send(.get, "/api/recipes/\(id)?client=\(name)").decoded(RecipeStateReply.self), sourceLocation: sourceLocation)
        state.changed = answer.changed
        return state
    }

    /// A recipe holding `text`, typed by a third client; returns its id and revision.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func recipe(_ client: some TestClientProtocol, holding text: String) async throws -> (id: Int64, revision: Int) {
        let id = try await client.createRecipe("Shared").id
        let state = try await Self.step(client, id, operation("insertFromPaste", client: "setup", text: text))
        #expect(state.text == text)
        return (id, state.revision)
    }

    @Test("A stale insertion lands where its client saw it (the issue's A012345678B9)")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func staleInsertionIsRebased() async throws {
        try await withTestServer { client in
            let (id, base) = try await Self.recipe(client, holding: "0123456789")
            let a = try await Self.step(client, id, Self.operation("insertText", client: "a", revision: base, selection: (0, 0), text: "A"))
            #expect(a.text == "A0123456789")
            // B, one revision behind, types at the end of the text it saw.
            let b = try await Self.step(client, id, Self.operation("insertText", client: "b", revision: base, selection: (10, 10), text: "B"))
            #expect(b.text == "A0123456789B")
            #expect(b.selection == [.init(start: 12, end: 12)])
            #expect(b.revision == base + 2)
            // Each client's caret is its own, carried over the other's changes.
            let stateA = try #require(try await client.send(.get, "/api/recipes/\(id)?client=a").decoded(RecipeStateReply.self))
            #expect(stateA.selection == [.init(start: 1, end: 1)])
            let typedA = try await Self.step(client, id, Self.operation("insertText", client: "a", text: "a"))
            #expect(typedA.text == "Aa0123456789B")
            let typedB = try await Self.step(client, id, Self.operation("insertText", client: "b", text: "b"))
            #expect(typedB.text == "Aa0123456789Bb")
        }
    }

    @Test("Each client undoes its own operations, transformed over the other's")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func undoIsPerClient() async throws {
        try await withTestServer { client in
            let (id, base) = try await Self.recipe(client, holding: "0123456789")
            try await Self.step(client, id, Self.operation("insertText", client: "a", revision: base, selection: (0, 0), text: "A"))
            try await Self.step(client, id, Self.operation("insertText", client: "b", revision: base, selection: (10, 10), text: "B"))
            try await Self.step(client, id, Self.operation("insertText", client: "a", text: "x"))
            // B's undo takes back B's letter only; A's stay.
            var state = try await Self.step(client, id, Self.operation("historyUndo", client: "b"))
            #expect(state.text == "Ax0123456789")
            #expect(state.commands["undo"]?.enabled == false)
            #expect(state.commands["redo"]?.enabled == true)
            // A's typing is one step: its undo takes back "Ax", wherever it now is.
            try await Self.step(client, id, Self.operation("insertText", client: "c", revision: state.revision, selection: (3, 3), text: "yy"))
            state = try await Self.step(client, id, Self.operation("historyUndo", client: "a"))
            #expect(state.text == "0yy123456789")
            // B redoes its letter at the end of the text.
            state = try await Self.step(client, id, Self.operation("historyRedo", client: "b"))
            #expect(state.text == "0yy123456789B")
            // A's redo puts "Ax" back before the 0.
            state = try await Self.step(client, id, Self.operation("historyRedo", client: "a"))
            #expect(state.text == "Ax0yy123456789B")
        }
    }

    @Test("Undo never removes another client's text typed inside the step")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func undoKeepsTextTypedInsideTheStep() async throws {
        try await withTestServer { client in
            let (id, _) = try await Self.recipe(client, holding: "[]")
            var state = try await Self.step(client, id, Self.operation("insertText", client: "a", selection: (1, 1), text: "abc"))
            try await Self.step(client, id, Self.operation("insertText", client: "a", text: "def"))
            // B types in the middle of A's typing.
            state = try await Self.step(client, id, Self.operation("insertText", client: "b", revision: state.revision, selection: (3, 3), text: "B"))
            #expect(state.text == "[abBcdef]")
            state = try await Self.step(client, id, Self.operation("historyUndo", client: "a"))
            #expect(state.text == "[B]")
        }
    }

    @Test("Undoing formatting survives edits elsewhere and is dropped after edits inside")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func formattingUndoWithAnotherClient() async throws {
        try await withTestServer { client in
            let (id, base) = try await Self.recipe(client, holding: "Beat the eggs")
            try await Self.step(client, id, Self.operation("formatBold", client: "a", revision: base, selection: (9, 13)))
            var state = try await Self.step(client, id, Self.operation("insertText", client: "b", revision: base, selection: (0, 0), text: "Then "))
            #expect(state.html == "<p>Then Beat the <strong>eggs</strong></p>")
            state = try await Self.step(client, id, Self.operation("historyUndo", client: "a"))
            #expect(state.html == "<p>Then Beat the eggs</p>")
            state = try await Self.step(client, id, Self.operation("historyRedo", client: "a"))
            #expect(state.html == "<p>Then Beat the <strong>eggs</strong></p>")
            // B types inside the bold word: A's formatting step can no longer be undone exactly.
            state = try await Self.step(client, id, Self.operation("insertText", client: "b", revision: state.revision, selection: (16, 16), text: "g"))
            #expect(state.text == "Then Beat the egggs")
            state = try await Self.step(client, id, Self.operation("historyUndo", client: "a"))
            #expect(state.text == "Then Beat the egggs")
            #expect(!state.changed)
        }
    }

    @Test("A stale deletion deletes what its client saw, or nothing when it is gone")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func staleDeletions() async throws {
        try await withTestServer { client in
            let (id, base) = try await Self.recipe(client, holding: "abcdef")
            // A deletes the "c" before its caret at 3; B, not knowing, deletes it too, then "d".
            try await Self.step(client, id, Self.operation("deleteContentBackward", client: "a", revision: base, selection: (3, 3)))
            var state = try await Self.step(client, id, Self.operation("deleteContentBackward", client: "b", revision: base, selection: (3, 3)))
            #expect(state.text == "abdef")
            #expect(!state.changed)
            state = try await Self.step(client, id, Self.operation("deleteContentForward", client: "b", revision: base, selection: (3, 3)))
            #expect(state.text == "abef")
            // A stale deletion of a selection spares what another client typed inside it.
            let now = state.revision
            try await Self.step(client, id, Self.operation("insertText", client: "a", revision: now, selection: (2, 2), text: "X"))
            state = try await Self.step(client, id, Self.operation("deleteByCut", client: "b", revision: now, selection: (1, 3)))
            #expect(state.text == "aXf")
        }
    }

    @Test("Revisions the server cannot rebase from are 409; bad client ids 422")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func unrebasableRevisionsAre409() async throws {
        try await withTestServer { client in
            let (id, base) = try await Self.recipe(client, holding: "abc")
            let future = try await client.operate(id, Self.operation("insertText", client: "a", revision: base + 5, selection: (0, 0), text: "x"))
            #expect(future.status == .conflict)
            #expect(future.errorMessage?.contains("revision") == true)
            let negative = try await client.operate(id, Self.operation("insertText", client: "a", revision: -1, selection: (0, 0), text: "x"))
            #expect(negative.status == .conflict)
            // A selection checked against the text of its own revision.
            let outside = try await client.operate(id, Self.operation("select", client: "a", revision: 0, selection: (0, 4)))
            #expect(outside.status == .unprocessableContent)
            for bad in ["", "a b", "<script>", String(repeating: "x", count: 65)] {
                let response = try await client.operate(id, #"{"op": "insertText", "text": "x", "client": \#(jsonString(bad))}"#)
                #expect(response.status == .unprocessableContent, "\(bad)")
                #expect(response.errorMessage?.contains("client") == true)
            }
            let state = try #require(try await client.send(.get, "/api/recipes/\(id)").decoded(RecipeStateReply.self))
            #expect(state.text == "abc")
            #expect(state.revision == base)
            #expect(try await client.send(.get, "/api/recipes/\(id)?client=%3Cx%3E").status == .unprocessableContent)
        }
    }

    @Test("An operation sent again with the same sequence is applied once")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func resentOperationIsAppliedOnce() async throws {
        try await withTestServer { client in
            let (id, base) = try await Self.recipe(client, holding: "")
            let json = #"{"op": "insertText", "text": "x", "client": "a", "sequence": 7, "revision": \#(base), "selection": [{"start": 0, "end": 0}]}"#
            let first = try await Self.step(client, id, json)
            let again = try await Self.step(client, id, json)
            #expect(first.text == "x")
            #expect(again.text == "x")
            #expect(!again.changed)
            let next = try await Self.step(client, id, #"{"op": "insertText", "text": "y", "client": "a", "sequence": 8}"#)
            #expect(next.text == "xy")
        }
    }
}

/// The push channel: every accepted change is announced to the pages listening to the recipe.
@Suite("Recipe sessions: change events")
struct RecipeEventTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func listenersHearEveryChangeWithItsClient() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
        let store = try SavedStringStore.inMemory()
        let sessions = RecipeSessions(store: RecipeStore(writer: store.writer))
        let id = try await sessions.create(title: "Soup").id
        let events = try await sessions.events(of: id)
        #expect(await sessions.listenerCount(of: id) == 1)
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .revision(0, client: nil))
        _ = try await sessions.apply(RecipeOperationRequest(op: "insertText", text: "a", client: "tab-1"), to: id)
        _ = try await sessions.apply(RecipeOperationRequest(op: "select", selection: [UTF16Range(start: 0, end: 0)], client: "tab-2"), to: id)
        _ = try await sessions.apply(RecipeOperationRequest(op: "insertText", text: "b", client: "tab-2"), to: id)
        #expect(await iterator.next() == .revision(1, client: "tab-1"))
        // A selection is no change: the next event is tab-2's letter.
        #expect(await iterator.next() == .revision(2, client: "tab-2"))
        #expect(RecipeEvent.revision(2, client: "tab-2").serverSentEvent == "event: revision\ndata: {\"revision\":2,\"client\":\"tab-2\"}\n\n")
        // Deleting the recipe ends the stream.
        _ = try await sessions.delete(id)
        #expect(await iterator.next() == nil)
        #expect(await sessions.listenerCount(of: id) == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func eventsOfAMissingRecipeAre404() async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/api/recipes/99/events")
            #expect(response.status == .notFound)
        }
    }
}

import Foundation
import Testing
@testable import AttributedServer

/// The recipe's operational transform (``RecipeChange``, ``RecipeChangeLog``,
/// ``RecipeSession``): operations from two clients made at random stale revisions converge,
/// and every character stays where its author typed it relative to its neighbours.
@Suite("Recipe transform: concurrent clients")
struct RecipeTransformTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func changeRules() {
        // An insertion at 3 of two units.
        let insertion = RecipeChange(start: 3, removed: "", inserted: 2, client: "a")
        #expect(insertion.transform(2) == 2)
        #expect(insertion.transform(3) == 3) // a caret at the insertion stays before it
        #expect(insertion.transform(4) == 6)
        #expect(insertion.transform(range: 1 ..< 5) == [1 ..< 3, 5 ..< 7])
        #expect(insertion.transform(range: 3 ..< 5) == [5 ..< 7])
        #expect(insertion.transform(range: 1 ..< 3) == [1 ..< 3])
        // "cde" at 2 replaced by one unit.
        let replacement = RecipeChange(start: 2, removed: "cde", inserted: 1, client: "b")
        #expect(replacement.transform(2) == 2)
        #expect(replacement.transform(3) == 3)
        #expect(replacement.transform(6) == 4)
        #expect(replacement.transform(range: 0 ..< 4) == [0 ..< 2])
        #expect(replacement.transform(range: 3 ..< 4) == [])
        #expect(replacement.transform(range: 4 ..< 7) == [3 ..< 5])
        #expect(replacement.touchesInside(4 ..< 7))
        #expect(!replacement.touchesInside(5 ..< 7))
        var text = Array("abX".utf16)
        replacement.undone(on: &text)
        #expect(String(decoding: text, as: UTF16.self) == "abcde")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theLogKeepsABoundedNumberOfBytes() {
        var log = RecipeChangeLog(revision: 0)
        let megabyte = String(repeating: "x", count: 1 << 20)
        for _ in 0 ..< 6 { log.append(RecipeChange(start: 0, removed: megabyte, inserted: 0, client: "a")) }
        #expect(log.revision == 6)
        #expect(log.byteCount == RecipeLimits.changeLogBytes)
        #expect(log.changes(since: 1) == nil)
        #expect(log.changes(since: 2)?.count == 4)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func diffsArePlacedWhereTheEditWasMade() {
        let old = Array("aa".utf16), new = Array("aaa".utf16)
        #expect(RecipeChange(from: old, to: new, startingAtOrBefore: 1, client: "") == RecipeChange(start: 1, removed: "", inserted: 1, client: ""))
        #expect(RecipeChange(from: old, to: new, startingAtOrBefore: 5, client: "") == RecipeChange(start: 2, removed: "", inserted: 1, client: ""))
        // Never between the halves of a surrogate pair: 😀 → 😃 share their first unit.
        let change = RecipeChange(from: Array("x😀".utf16), to: Array("x😃".utf16), startingAtOrBefore: 9, client: "")
        #expect(change == RecipeChange(start: 1, removed: "😀", inserted: 2, client: ""))
    }

    /// What one client knows: the text and revision of the last state it received.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    struct View {
        var revision: Int
        var text: [UInt16]
    }

    /// Two clients send insertions, deletions, replacements and formatting made on views up to
    /// several revisions old. Every character is unique, so the test can check that what
    /// survives is exactly what was typed minus what was meant to be deleted, and that each
    /// typed character sits between the neighbours it was typed between.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func concurrentClients(seed: UInt64, steps: Int) throws {
        var generator = SeededRenderGenerator(seed: seed)
        let start = "abcdefghij"
        var session = try RecipeSession.holding(start)
        func current() -> View { View(revision: session.revision, text: Array(String(session.editor.text.characters[...]).utf16)) }
        var views = ["a": current(), "b": current()]
        var next: UInt16 = 0x4E00 // unique one-unit characters
        var alive = Set(start.utf16)
        /// (left neighbour, character, right neighbour) as typed; nil at the text's ends.
        var placements: [(UInt16?, UInt16, UInt16?)] = []
        for step in 0 ..< steps {
            let client = Bool.random(using: &generator) ? "a" : "b"
            guard let view = views[client] else { return }
            let caret = Int.random(in: 0 ... view.text.count, using: &generator)
            let upper = Swift.min(view.text.count, caret + Int.random(in: 1 ... 3, using: &generator))
            let choice = Int.random(in: 0 ..< 10, using: &generator)
            var operation: RecipeOperation
            var selection = caret ..< caret
            var deleted: ArraySlice<UInt16> = []
            var typed: UInt16?
            switch choice {
            case 0 ..< 5:
                typed = next
                operation = .type(String(decoding: [next], as: UTF16.self))
            case 5:
                selection = caret ..< upper
                deleted = view.text[caret ..< upper]
                typed = next
                operation = .replace(String(decoding: [next], as: UTF16.self))
            case 6:
                deleted = caret > 0 ? view.text[(caret - 1) ..< caret] : []
                operation = .deleteBackward(.character)
            case 7:
                deleted = caret < view.text.count ? view.text[caret ..< caret + 1] : []
                operation = .deleteForward(.character)
            case 8:
                selection = caret ..< upper
                deleted = view.text[caret ..< upper]
                operation = .deleteSelection
            default:
                selection = caret ..< upper
                operation = .toggle(.bold)
            }
            if let typed {
                next += 1
                let left = selection.lowerBound > 0 ? view.text[selection.lowerBound - 1] : nil
                let right = selection.upperBound < view.text.count ? view.text[selection.upperBound] : nil
                placements.append((left, typed, right))
            }
            let before = Set(current().text)
            do {
                _ = try session.apply(operation, selecting: [UTF16Range(selection)], at: view.revision, by: client)
            } catch let error as APIError {
                Issue.record("seed \(seed) step \(step): \(operation) at \(view.revision) failed: \(error)")
                return
            }
            let after = current()
            // Only what the operation meant to delete went, and only its character came.
            let meant = Set(deleted).intersection(before)
            alive.subtract(meant)
            if let typed { alive.insert(typed) }
            #expect(Set(after.text) == alive, "seed \(seed) step \(step): \(operation) \(selection) at \(view.revision) by \(client)")
            if Set(after.text) != alive { return }
            // The client gets the answer, or (sometimes) keeps working on its old view.
            if Int.random(in: 0 ..< 3, using: &generator) > 0 { views[client] = after }
        }
        let final = current().text
        let position = Dictionary(uniqueKeysWithValues: final.enumerated().map { ($0.element, $0.offset) })
        for (left, character, right) in placements {
            guard let here = position[character] else { continue }
            if let left, let there = position[left] { #expect(there < here, "seed \(seed): \(character) after \(left)") }
            if let right, let there = position[right] { #expect(here < there, "seed \(seed): \(character) before \(right)") }
        }
        // The untouched starting letters keep their order.
        let survivors = final.filter { start.utf16.contains($0) }
        #expect(survivors == start.utf16.filter { survivors.contains($0) })
    }

    @Test("Random operations of two clients at stale revisions keep every character in place", arguments: 0 ..< 12)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func randomConcurrentOperations(seed: Int) throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
        try concurrentClients(seed: UInt64(seed), steps: 200)
    }

    /// An undo takes back only its own client's characters, and brings back only the ones that
    /// client deleted.
    @Test("Random undo and redo of two clients touch only their own work", arguments: 0 ..< 6)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func randomUndo(seed: Int) throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
        var generator = SeededRenderGenerator(seed: UInt64(seed) + 100)
        var session = try RecipeSession.holding("abcdefghij")
        func text() -> [UInt16] { Array(String(session.editor.text.characters[...]).utf16) }
        var typedBy: [String: Set<UInt16>] = ["a": [], "b": []]
        var deletedBy: [String: Set<UInt16>] = ["a": [], "b": []]
        var next: UInt16 = 0x4E00
        for step in 0 ..< 200 {
            let client = Bool.random(using: &generator) ? "a" : "b"
            let before = text()
            let caret = Int.random(in: 0 ... before.count, using: &generator)
            let choice = Int.random(in: 0 ..< 8, using: &generator)
            let operation: RecipeOperation = switch choice {
            case 0 ..< 3: .type(String(decoding: [next], as: UTF16.self))
            case 3: .deleteBackward(.character)
            case 4: .newParagraph
            case 5: .toggle(.italic)
            case 6: .undo
            default: .redo
            }
            let selection: [UTF16Range]? = choice >= 6 ? nil : [UTF16Range(start: caret, end: choice == 5 ? Swift.min(before.count, caret + 2) : caret)]
            if choice < 3 { typedBy[client, default: []].insert(next); next += 1 }
            if choice == 4 { continue } // newlines are not unique; keep the check exact
            _ = try? session.apply(operation, selecting: selection, by: client)
            let after = text()
            let gone = Set(before).subtracting(after), came = Set(after).subtracting(before)
            if choice == 3 { deletedBy[client, default: []].formUnion(gone) }
            if choice >= 6 {
                let own = typedBy[client] ?? []
                let other = client == "a" ? "b" : "a"
                #expect(gone.isSubset(of: own.union(deletedBy[client] ?? [])), "seed \(seed) step \(step): \(client)'s \(operation) removed \(gone)")
                #expect(came.isSubset(of: own.union(deletedBy[client] ?? [])), "seed \(seed) step \(step): \(client)'s \(operation) added \(came)")
                #expect(gone.isDisjoint(with: (typedBy[other] ?? []).subtracting(deletedBy[client] ?? [])))
            }
        }
    }
}

import Foundation

/// `POST /api/recipes/{id}/operations` request: one editing operation.
///
/// `op` is a browser `InputEvent.inputType` (`insertText`, `deleteWordBackward`,
/// `historyUndo`, `formatBold`…) or one of the page's own operations (`select`,
/// `addIngredient`); see ``RecipeOperation``. `text` carries typed, pasted or replacement text,
/// `name` an ingredient's name, and `selection` the UTF-16 ranges to select *before* the
/// operation runs (the replaced word of `insertReplacementText`, the ranges of `select`).
/// `revision` is the revision of the surface the page shows, the one its `selection` was made
/// at: the session carries an older one over the changes accepted since (see
/// ``RecipeSession``), and when it is the recipe's current revision, the answer carries only
/// the changed paragraphs (`patch`), else the whole surface (`html`).
///
/// `client` names the page (letters, digits, `-` and `_`): each client has its own selection
/// and undo history. Without it, the operation is the anonymous client's. `sequence`, counting
/// up per client, makes sending an operation again (after a lost answer) harmless: one whose
/// sequence is not above the last one applied is not applied again.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeOperationRequest: Decodable, Sendable {
    var op: String
    var text: String?
    var name: String?
    var selection: [UTF16Range]?
    var revision: Int?
    var client: String?
    var sequence: Int?

    /// `client`, checked: 422 for an id that is empty, too long or not made of ASCII letters,
    /// digits, `-` and `_`; the anonymous client `""` when there is none.
    static func clientID(_ client: String?) throws -> String {
        guard let client else { return "" }
        guard !client.isEmpty, client.utf8.count <= RecipeLimits.maximumClientIDLength,
              client.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                  || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            throw APIError(
                .unprocessableContent,
                "Field “client” must be 1 to \(RecipeLimits.maximumClientIDLength) ASCII letters, digits, “-” or “_”."
            )
        }
        return client
    }
}

/// A range of UTF-16 offsets, as the page measures the DOM selection: `start` ≤ `end`, both
/// within the text.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct UTF16Range: Codable, Sendable, Equatable {
    var start: Int
    var end: Int

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }
}

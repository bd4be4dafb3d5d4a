import Foundation

/// `POST /api/recipes/{id}/operations` request: one editing operation.
///
/// `op` is a browser `InputEvent.inputType` (`insertText`, `deleteWordBackward`,
/// `historyUndo`, `formatBold`…) or one of the page's own operations (`select`,
/// `addIngredient`); see ``RecipeOperation``. `text` carries typed, pasted or replacement text,
/// `name` an ingredient's name, and `selection` the UTF-16 ranges to select *before* the
/// operation runs (the replaced word of `insertReplacementText`, the ranges of `select`).
/// `revision` is the revision of the surface the page shows: when it is the recipe's current
/// revision, the answer carries only the changed paragraphs (`patch`), else the whole surface
/// (`html`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeOperationRequest: Decodable, Sendable {
    var op: String
    var text: String?
    var name: String?
    var selection: [UTF16Range]?
    var revision: Int?
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

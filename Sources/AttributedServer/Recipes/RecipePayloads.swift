import AttributedEditing
import Foundation

/// `POST /api/recipes` request: `{"title": …}`. A recipe starts with an empty text.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeCreateRequest: Decodable, Sendable {
    var title: String
}

/// A recipe in the list: no text, so the list stays small whatever the recipes hold.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeSummary: Encodable, Sendable, Equatable {
    var id: Int64
    var title: String
    var createdAt: Date
    var updatedAt: Date
}

/// `GET /api/recipes` response, newest first.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeList: Encodable, Sendable, Equatable {
    var recipes: [RecipeSummary]
}

/// Whether a toolbar command can run and, for a toggle, whether the selection has it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeCommandState: Encodable, Sendable, Equatable {
    var enabled: Bool
    /// `on`, `off` or `mixed`; absent for undo and redo.
    var state: String?
}

/// The editor as the page shows it after every operation: the rendered text, the selection to
/// restore, the inspector and the toolbar.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeStateResponse: Encodable, Sendable, Equatable {
    var id: Int64
    var title: String
    /// Accepted text changes so far.
    var revision: Int
    var createdAt: Date
    var updatedAt: Date
    /// The whole editing surface (see ``RecipeSurfaceHTML``); absent when `patch` is given.
    var html: String?
    /// The paragraphs the operation changed, when the request named the revision before it.
    var patch: RecipeSurfacePatch?
    /// The plain text; absent with `patch` (the answer stays as small as the change).
    var text: String?
    /// The text's length in UTF-16 code units: the largest valid offset.
    var length: Int
    /// The selection as UTF-16 ranges; one empty range for an insertion point.
    var selection: [UTF16Range]
    /// The selected text, when it can be added as an ingredient.
    var suggestion: String?
    var ingredients: [IngredientSummary]
    /// `bold`, `italic`, `underline`, `undo`, `redo`.
    var commands: [String: RecipeCommandState]
    /// Whether the operation changed the text.
    var changed: Bool

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    /// The state of `session` for `client` (its selection and undo history: the session must
    /// be focused on it, see ``RecipeSession/focus(on:)``); with `previous` (the surface of
    /// revision `base`), the surface goes as a patch from it instead of whole.
    init(_ session: RecipeSession, client: String = "", changed: Bool, previous: (base: Int, surface: [String])? = nil) {
        let text = session.editor.text
        id = session.id
        title = session.title
        revision = session.revision
        createdAt = session.createdAt
        updatedAt = session.updatedAt
        if let previous {
            html = nil
            patch = RecipeSurfacePatch(base: previous.base, from: previous.surface, to: session.surface)
        } else {
            html = session.surface.joined()
            patch = nil
        }
        self.text = previous == nil ? String(text.characters[...]) : nil
        length = text.utf16.count
        selection = session.editor.selection.utf16Ranges(in: text).map(UTF16Range.init)
        suggestion = RecipeInspector.selectedText(in: session.editor)
        ingredients = RecipeInspector.ingredients(in: text)
        var commands: [String: RecipeCommandState] = [:]
        for format in RecipeFormat.allCases {
            let state = switch session.state(of: format) {
            case .on: "on"
            case .off: "off"
            case .mixed: "mixed"
            }
            commands[format.rawValue] = RecipeCommandState(enabled: session.canApply(format), state: state)
        }
        let history = session.history(of: client)
        commands["undo"] = RecipeCommandState(enabled: history.canUndo)
        commands["redo"] = RecipeCommandState(enabled: history.canRedo)
        self.commands = commands
        self.changed = changed
    }
}

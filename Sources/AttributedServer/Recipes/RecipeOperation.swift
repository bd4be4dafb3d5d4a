import AttributedEditing
import Foundation

/// A validated editing operation on a recipe: what ``RecipeOperationRequest`` asks for, checked
/// against the text it will apply to.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeOperation: Sendable, Equatable {
    /// Only the selection changes (a caret move or a mouse selection in the page).
    case select
    /// Typed text; consecutive typing is one undo step.
    case type(String)
    /// Text replacing the selection as a step of its own (a spelling correction).
    case replace(String)
    /// Pasted plain text, taking the typing attributes; a step of its own.
    case paste(String)
    /// A new paragraph (`insertParagraph`; `insertLineBreak` too: a recipe has no line
    /// breaks inside a paragraph).
    case newParagraph
    /// Deletes the selection, or the character or word before the insertion point.
    case deleteBackward(TextGranularity)
    /// Deletes the selection, or the character or word after the insertion point.
    case deleteForward(TextGranularity)
    /// Deletes the selection, if any (`deleteByCut`, `deleteContent`).
    case deleteSelection
    /// Undoes the last step.
    case undo
    /// Redoes the last undone step.
    case redo
    /// Toggles a formatting.
    case toggle(RecipeFormat)
    /// Adds an ingredient and marks every occurrence of its name; without a name, the
    /// selected text is the name.
    case addIngredient(String?)

    /// The operations by request name.
    static let names: [String] = [
        "select", "insertText", "insertReplacementText", "insertFromPaste",
        "insertParagraph", "insertLineBreak",
        "deleteContentBackward", "deleteContentForward", "deleteWordBackward", "deleteWordForward",
        "deleteByCut", "deleteContent",
        "historyUndo", "historyRedo", "formatBold", "formatItalic", "formatUnderline", "addIngredient",
    ]

    /// The operation `request` asks for, or a 422 naming what is wrong with it.
    init(_ request: RecipeOperationRequest) throws {
        func text() throws -> String {
            guard let text = request.text else {
                throw APIError(.unprocessableContent, "Operation “\(request.op)” needs a “text” field.")
            }
            guard text.utf16.count <= RecipeLimits.maximumTextLength else {
                throw APIError(.unprocessableContent, "Field “text” is longer than \(RecipeLimits.maximumTextLength) UTF-16 code units.")
            }
            return Self.normalizingNewlines(text)
        }
        switch request.op {
        case "select":
            guard request.selection != nil else {
                throw APIError(.unprocessableContent, "Operation “select” needs a “selection” field.")
            }
            self = .select
        case "insertText": self = .type(try text())
        case "insertReplacementText": self = .replace(try text())
        case "insertFromPaste": self = .paste(try text())
        case "insertParagraph", "insertLineBreak": self = .newParagraph
        case "deleteContentBackward": self = .deleteBackward(.character)
        case "deleteContentForward": self = .deleteForward(.character)
        case "deleteWordBackward": self = .deleteBackward(.word)
        case "deleteWordForward": self = .deleteForward(.word)
        case "deleteByCut", "deleteContent": self = .deleteSelection
        case "historyUndo": self = .undo
        case "historyRedo": self = .redo
        case "formatBold": self = .toggle(.bold)
        case "formatItalic": self = .toggle(.italic)
        case "formatUnderline": self = .toggle(.underline)
        case "addIngredient": self = .addIngredient(request.name)
        default:
            throw APIError(
                .unprocessableContent,
                "Unknown operation “\(request.op)”; expected one of \(Self.names.joined(separator: ", "))."
            )
        }
    }

    /// The text that the operation inserts, for the length check.
    var insertedText: String? {
        switch self {
        case .type(let text), .replace(let text), .paste(let text): text
        case .newParagraph: "\n"
        default: nil
        }
    }

    /// Whether the operation can change the text (and so must be stored).
    var editsText: Bool { self != .select }

    /// CR LF and lone CR become LF, the editor's paragraph separator, so that pasted Windows
    /// text does not leave invisible carriage returns behind; other control characters but tab
    /// are dropped (they cannot be seen or placed in the page).
    static func normalizingNewlines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                result.append("\n")
                previousWasCR = true
                continue
            }
            defer { previousWasCR = false }
            if scalar == "\n" {
                if !previousWasCR { result.append(scalar) }
            } else if scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F) {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

/// The formatting the recipe editor's toolbar toggles.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeFormat: String, Sendable, CaseIterable, Codable {
    case bold, italic, underline
}

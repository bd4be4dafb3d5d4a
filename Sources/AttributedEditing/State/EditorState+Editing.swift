import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension EditorState {
    /// Replaces the selection with `fragment` and puts the insertion point after it.
    ///
    /// A selection of several ranges is replaced as one edit: the fragment replaces the *first*
    /// range and the other ranges are deleted. (That is what a user typing over a bidirectional
    /// selection expects: the text they selected goes away, and what they type appears where
    /// the selection starts in storage order.) The fragment keeps its own attributes;
    /// Foundation's invalidation rules (`.textChanged`) apply to the runs the edit touches.
    ///
    /// - Returns: the range the fragment now occupies, widened to whole characters (empty when
    ///   the fragment was empty).
    @discardableResult
    public mutating func replaceSelection(with fragment: AttributedString) -> Range<AttributedString.Index> {
        let offsets = selection.storage.map { (text.utf8Offset(of: $0.lowerBound), text.utf8Offset(of: $0.upperBound)) }
        let first = offsets.first ?? (text.utf8Offset(of: text.endIndex), text.utf8Offset(of: text.endIndex))
        let start = first.0
        let fragmentLength = fragment.utf8.count
        transformText { text in
            // Later ranges first, so that the offsets of earlier ones stay exact.
            for bounds in offsets.dropFirst().reversed() {
                text.removeSubrange(text.index(atUTF8Offset: bounds.0) ..< text.index(atUTF8Offset: bounds.1))
            }
            text.replaceSubrange(text.index(atUTF8Offset: first.0) ..< text.index(atUTF8Offset: first.1), with: fragment)
        }
        // Tracking turned the first range into the fragment's range (or moved an insertion point
        // past it) and collapsed the deleted ones: the insertion point goes after the fragment.
        let caret = selection.storage.first?.upperBound ?? text.index(atUTF8Offset: start + fragmentLength)
        let typing = selection.typingAttributes
        selection = EditorSelection(insertionPoint: caret, typingAttributes: typing)
        // Rounded outward: the fragment may have merged with a neighbouring character.
        let lower = text.characterBoundary(atUTF8Offset: start)
        let upper = text.characterBoundary(atUTF8Offset: start + fragmentLength, roundingUp: true)
        return lower ..< Swift.max(lower, upper)
    }

    /// Types `string` at the selection: it replaces the selection and carries the typing
    /// attributes, minus the keys whose `inheritedByAddedText` is `false` (so typing right after
    /// an ingredient is not part of the ingredient).
    @discardableResult
    public mutating func insert(_ string: String) -> Range<AttributedString.Index> {
        let attributes = selection.typingAttributes.inheritedByAddedText
        return replaceSelection(with: AttributedString(string, attributes: attributes))
    }

    /// Starts a new paragraph at the selection: inserts `"\n"` with the typing attributes.
    /// Paragraph-bound attributes (`runBoundaries == .paragraph`) then cover each half, as
    /// Foundation enforces.
    @discardableResult
    public mutating func insertNewline() -> Range<AttributedString.Index> {
        insert("\n")
    }

    /// Deletes the selection or, at an insertion point, the character or word before it.
    /// A character is a grapheme cluster: 👍🏽, 👨‍👩‍👧 and 🇫🇷 each go in one step.
    ///
    /// - Returns: whether anything was deleted (nothing is at the start of the text).
    @discardableResult
    public mutating func deleteBackward(by granularity: TextGranularity = .character) -> Bool {
        guard let caret = selection.insertionPoint else {
            replaceSelection(with: AttributedString())
            refreshTypingAttributes()
            return true
        }
        guard caret > text.startIndex else { return false }
        let start = switch granularity {
        case .character: text.characters.index(before: caret)
        case .word: text.wordBoundary(before: caret)
        }
        delete(start ..< caret)
        return true
    }

    /// Deletes the selection or, at an insertion point, the character or word after it.
    ///
    /// - Returns: whether anything was deleted (nothing is at the end of the text).
    @discardableResult
    public mutating func deleteForward(by granularity: TextGranularity = .character) -> Bool {
        guard let caret = selection.insertionPoint else {
            replaceSelection(with: AttributedString())
            refreshTypingAttributes()
            return true
        }
        guard caret < text.endIndex else { return false }
        let end = switch granularity {
        case .character: text.characters.index(after: caret)
        case .word: text.wordBoundary(after: caret)
        }
        delete(caret ..< end)
        return true
    }

    /// Pastes `fragment` over the selection, keeping the fragment's attributes.
    @discardableResult
    public mutating func paste(_ fragment: AttributedString) -> Range<AttributedString.Index> {
        let range = replaceSelection(with: fragment)
        refreshTypingAttributes()
        return range
    }

    private mutating func delete(_ range: Range<AttributedString.Index>) {
        transformText { text in text.removeSubrange(range) }
        refreshTypingAttributes()
    }
}

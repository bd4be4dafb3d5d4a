import Foundation
@testable import AttributedEditing
#if !canImport(Darwin)
import AttributedMarkdown
import MarkdownTestSupport
#endif

/// The plain characters of `text`.
func plain(_ text: AttributedString) -> String {
    String(text.characters[...])
}

/// `text` cut into (characters, value of `key`) pieces, merging neighbours with equal values.
func pieces<Key: AttributedStringKey>(of text: AttributedString, _ key: Key.Type) -> [(String, Key.Value?)] where Key.Value: Sendable {
    var result: [(String, Key.Value?)] = []
    for run in text.runs {
        let piece = String(text[run.range].characters)
        let value = run.attributes[Key.self]
        if let last = result.last, last.1 == value {
            result[result.count - 1].0 += piece
        } else {
            result.append((piece, value))
        }
    }
    return result
}

/// The texts of `text`'s pieces whose `key` is `value`.
func textsWith<Key: AttributedStringKey>(_ key: Key.Type, equalTo value: Key.Value, in text: AttributedString) -> [String] where Key.Value: Sendable {
    pieces(of: text, key).filter { $0.1 == value }.map(\.0)
}

/// The selected texts, in storage order.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func selectedTexts(_ editor: RichTextEditor) -> [String] {
    editor.selection.ranges.ranges.map { plain(AttributedString(editor.text[$0])) }
}

/// Foundation's `NSInlinePresentationIntent` key (AttributedMarkdown provides it off Apple platforms).
typealias InlinePresentationIntentKey = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute

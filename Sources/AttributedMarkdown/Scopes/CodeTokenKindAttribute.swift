import Foundation
import MarkdownSyntax

extension AttributeScopes.MarkdownAttributes {
    /// `AMCodeTokenKind`: the highlighting class of a code block's run (keyword, string,
    /// comment…), which ``Foundation/AttributedString/highlightCodeBlocks()`` sets from the
    /// block's language, so that an app colours code with its own palette. Runs of plain code
    /// and code in languages the highlighter does not know have none. Apple's attributes are
    /// left unchanged.
    public enum CodeTokenKindAttribute: CodableAttributedStringKey {
        public typealias Value = CodeTokenKind
        public static let name = "AMCodeTokenKind"
    }
}

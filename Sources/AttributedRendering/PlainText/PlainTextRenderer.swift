import AttributedMarkdown
import Foundation

/// Renders an `AttributedString` as plain text: the string's characters laid out in blocks,
/// with no markup.
///
/// A Markdown-derived `AttributedString` has no characters between blocks, so its `characters`
/// run paragraphs together (`"TitleFirst paragraph."`). This renderer puts the layout back
/// with what plain text can show:
/// - a blank line between blocks, a single line break between the items of a tight list;
/// - list items with their marker (`•` for bullets, the number and `.`/`)` for ordered items,
///   `[ ]`/`[x]` after it for tasks) and continuation lines indented under the text;
/// - block quotes indented by 2 spaces and code blocks by 4;
/// - tables as columns aligned as the table says, separated by two spaces;
/// - a thematic break as a line of U+2015 HORIZONTAL BAR;
/// - footnote references as `[1]`, footnote definitions at the end as `[1] text`.
///
/// Every character of the string appears in the output, in order (links show their text,
/// images their alt text, raw HTML as written), except the U+FFFC placeholder that stands for
/// an empty link. The output ends with one newline unless it is empty.
public struct PlainTextRenderer: Sendable {
    /// A renderer.
    public init() {}

    /// The plain text of `string`.
    public func render(_ string: AttributedString) -> String {
        render(AttributedBlock.tree(of: string))
    }

    /// The plain text of the string whose runs `runs` are: exactly what
    /// `render(runs.attributedString)` returns, without making the string.
    public func render(_ runs: AttributedRunList) -> String {
        render(AttributedBlock.tree(ofRuns: runs))
    }

    /// The plain text of a block tree (from ``AttributedBlock/tree(of:)``).
    public func render(_ tree: AttributedBlock) -> String {
        var writer = PlainTextWriter()
        writer.writeDocument(tree)
        return writer.output
    }
}

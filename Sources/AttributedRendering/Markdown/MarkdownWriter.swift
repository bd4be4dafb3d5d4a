import AttributedMarkdown
import Foundation

/// Writes an `AttributedString` back as Markdown (CommonMark, plus GFM where the string needs
/// it: tables, `~~strikethrough~~`, task lists, footnotes).
///
/// Works for strings from `AttributedString(markdown:)` and for strings built by hand with
/// presentation intents, inline intents, links, images and our own attributes. The goal is a
/// faithful round trip: parsing the output gives back an equal `AttributedString` (up to intent
/// identities, which are renumbered). Text is escaped so it stays text (`\*`, `\#` at a line
/// start, `1\.`…), leading spaces become `&#32;`, code uses fences and spans longer than any
/// backtick run inside, and adjacent lists alternate their markers so they stay apart.
///
/// The style is fixed and plain: ATX headings (setext when a heading holds a line break),
/// `-` bullets unless the string names its markers, fenced code, `***` for thematic breaks,
/// `\` before a newline for hard breaks, `*`/`**` for emphasis.
public struct MarkdownWriter: Sendable {
    /// A writer.
    public init() {}

    /// The Markdown for `string`.
    public func markdown(from string: AttributedString) -> String {
        markdown(from: AttributedBlock.tree(of: string))
    }

    /// The Markdown for the string whose runs `runs` are: exactly what
    /// `markdown(from: runs.attributedString)` returns, without making the string.
    public func markdown(from runs: AttributedRunList) -> String {
        markdown(from: AttributedBlock.tree(ofRuns: runs))
    }

    /// The Markdown for a block tree (from ``AttributedBlock/tree(of:)``).
    public func markdown(from tree: AttributedBlock) -> String {
        var writer = MarkdownBlockWriter()
        writer.writeDocument(tree)
        return writer.output
    }
}

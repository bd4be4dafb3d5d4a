import Foundation

/// Replacements of runs, recorded while reading a string and made afterwards, back to front.
///
/// Recording positions as UTF-8 offsets and editing from the end means no edit moves text that
/// is still to be edited, and every edit uses fresh indices: length-changing replacements
/// (`ß` → `SS`) cannot corrupt later runs, whatever Foundation does with index validity.
package struct RunReplacements {
    private var edits: [(offsets: Range<Int>, replacement: AttributedString)] = []
    private var cursor: AttributedString.UTF8OffsetCursor

    /// Ready to record replacements in `text`, in increasing position order.
    package init(in text: AttributedString) {
        cursor = AttributedString.UTF8OffsetCursor(at: text.startIndex)
    }

    /// Records that `range` of `text` (after every range recorded so far) becomes `replacement`.
    ///
    /// A replacement that continues the previous one is joined to it, so neighbouring replaced
    /// runs become one edit: fewer mutations, and runs that end up with equal attributes are
    /// stored as one run (`AttributedString.==` compares stored runs, not just their values).
    package mutating func replace(_ range: Range<AttributedString.Index>, in text: AttributedString, with replacement: AttributedString) {
        let offsets = cursor.offsets(of: range, in: text)
        if let last = edits.indices.last, edits[last].offsets.upperBound == offsets.lowerBound {
            edits[last].offsets = edits[last].offsets.lowerBound..<offsets.upperBound
            edits[last].replacement.append(replacement)
        } else {
            edits.append((offsets, replacement))
        }
    }

    /// Makes the recorded replacements in `text`, the string they were recorded in.
    package func apply(to text: inout AttributedString) {
        for edit in edits.reversed() {
            text.replaceSubrange(text.range(utf8Offsets: edit.offsets), with: edit.replacement)
        }
    }
}

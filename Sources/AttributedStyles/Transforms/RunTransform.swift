import Foundation

/// A transform that rewrites an AttributedString one run at a time, and may change the run's
/// characters as well as its attributes.
///
/// Changing characters invalidates every index of an AttributedString, so mutating runs while
/// iterating them (as the tutorial's sample does) can corrupt or skip later runs when a
/// replacement has a different length (`ß` uppercases to `SS`). This type first reads all runs
/// and records the replacements with the runs' UTF-8 offsets, then replaces back to front, each
/// time from fresh indices: an edit never moves text that is still to be edited. Runs without
/// a replacement cost no mutation at all.
public struct RunTransform: AttributeTransform {
    /// Returns the replacement of one run (given as the substring it covers, so
    /// `run[CustomStyleAttributes.self]`-style lookups read that run's values), or `nil` to keep
    /// the run as it is.
    public let replacement: @Sendable (AttributedSubstring) -> AttributedString?

    /// A transform from a per-run rewrite.
    public init(_ replacement: @escaping @Sendable (AttributedSubstring) -> AttributedString?) {
        self.replacement = replacement
    }

    /// Replaces every run the closure rewrites; leaves `text` untouched when it rewrites none.
    public func apply(to text: inout AttributedString) {
        var replacements = RunReplacements(in: text)
        for run in text.runs {
            if let replaced = replacement(text[run.range]) {
                replacements.replace(run.range, in: text, with: replaced)
            }
        }
        replacements.apply(to: &text)
    }
}

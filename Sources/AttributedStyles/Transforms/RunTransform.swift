import Foundation

/// A transform that rewrites an AttributedString one run at a time, and may change the run's
/// characters as well as its attributes.
///
/// Changing characters invalidates every index of an AttributedString, so mutating runs while
/// iterating them (as the tutorial's sample does) can corrupt or skip later runs when a
/// replacement has a different length (`ß` uppercases to `SS`). This type never mutates what it
/// iterates: it reads the original runs and appends each run, or its replacement, to a new
/// string. That is linear in the number of runs and leaves the text untouched when no run is
/// replaced.
public struct RunTransform: AttributeTransform {
    /// Returns the replacement of one run (given as the substring it covers, so `run.customStyle`
    /// style lookups read that run's values), or `nil` to keep the run as it is.
    public let replacement: @Sendable (AttributedSubstring) -> AttributedString?

    /// A transform from a per-run rewrite.
    public init(_ replacement: @escaping @Sendable (AttributedSubstring) -> AttributedString?) {
        self.replacement = replacement
    }

    public func apply(to text: inout AttributedString) {
        var rewritten = AttributedString()
        var changed = false
        for run in text.runs {
            let original = text[run.range]
            if let replaced = replacement(original) {
                rewritten.append(replaced)
                changed = true
            } else {
                rewritten.append(original)
            }
        }
        if changed { text = rewritten }
    }
}

import Foundation

/// Equality of two attributed strings by their text and runs, for the checks that compare two
/// ways of making one string (an incremental update against a full mapping, the run list against
/// the initializer).
///
/// Foundation's `==` compares the text of each run as a `BigString` slice, and around a grapheme
/// cluster that spans a run boundary (`\r|\n`, `\u{FFFC}|\u{301}`, a table cell's last character
/// and the next cell's first, an emoji and the modifier that starts the next block) the result
/// depends on how the string was built, not only on its text and runs: a string can differ even
/// from a run-by-run copy of itself, and two such copies from each other. So when `==` says two
/// strings differ, their scalars and runs are compared directly: the same scalars, cut into runs
/// at the same places, with equal attributes.
package enum RunByRunEquality {
    package static func equal(_ a: AttributedString, _ b: AttributedString) -> Bool {
        a == b || sameScalarsAndRuns(a, b)
    }

    /// Whether `a` and `b` have the same Unicode scalars and the same runs (boundaries and
    /// attributes). Stricter than `==` in one respect: canonically equivalent texts in other
    /// scalars differ.
    package static func sameScalarsAndRuns(_ a: AttributedString, _ b: AttributedString) -> Bool {
        guard a.unicodeScalars.elementsEqual(b.unicodeScalars) else { return false }
        var runsA = a.runs.makeIterator()
        var runsB = b.runs.makeIterator()
        while true {
            switch (runsA.next(), runsB.next()) {
            case (nil, nil):
                return true
            case (let runA?, let runB?):
                guard runA.attributes == runB.attributes,
                      a.unicodeScalars[runA.range].count == b.unicodeScalars[runB.range].count
                else { return false }
            default:
                return false
            }
        }
    }
}

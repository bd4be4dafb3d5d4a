import Foundation

/// Equality of two attributed strings by their text and runs, for the checks that compare two
/// ways of making one string (an incremental update against a full mapping, the run list against
/// the initializer).
///
/// Foundation's `==` compares the text of each run as a `BigString` slice, and around a grapheme
/// cluster that spans a run boundary (`\r|\n`, `\u{FFFC}|\u{301}`, a table cell's last character
/// and the next cell's first) the result depends on how the string was built, not only on its text
/// and runs: a string can then differ even from a run-by-run copy of itself. When one side does,
/// the run-by-run copies of both are compared instead, which `==` treats consistently; when
/// neither does, `==`'s answer stands.
package enum RunByRunEquality {
    package static func equal(_ a: AttributedString, _ b: AttributedString) -> Bool {
        if a == b { return true }
        let rebuiltA = rebuilt(a)
        let rebuiltB = rebuilt(b)
        guard a != rebuiltA || b != rebuiltB else { return false }
        return rebuiltA == rebuiltB
    }

    /// `string` appended run by run into a new string.
    package static func rebuilt(_ string: AttributedString) -> AttributedString {
        var result = AttributedString()
        for run in string.runs { result.append(AttributedString(string[run.range])) }
        return result
    }
}

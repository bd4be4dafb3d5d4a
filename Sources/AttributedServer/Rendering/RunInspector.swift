import AttributedMarkdown
import Foundation

/// What the tutorial prints for a parsed string – its runs and each run's attributes – as data
/// for the editor's inspector.
///
/// Foundation cannot list the attributes a run holds, so the keys are looked up in a scope
/// (by reflection, `AttributeScopeKeys`); values are described as Foundation prints them
/// (`PresentationIntent` as `[paragraph (id 1)]`, an intent as
/// `NSInlinePresentationIntent(rawValue: 2)`, the tutorial's enums by case name).
///
/// Describing a run costs one string per attribute, so describing every run of a long document
/// on every keystroke would dominate the live preview; the inspector describes the first
/// ``shownRunLimit`` runs only – the ones the page lists – and counts the rest, and of a run
/// the first ``shownTextLimit`` characters.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RunInspector {
    /// How many runs a render describes: the editor page lists these and a line
    /// "… and N more runs" for the rest.
    static let shownRunLimit = 300

    /// How many characters of a run's text a render shows: a longer run (a pasted log in a code
    /// block) is shown this far, with the count of the rest, so that the answer to a keystroke
    /// does not carry the whole run and the page does not lay it out.
    static let shownTextLimit = 2_000

    /// The first `limit` runs of `string` described (each run's text up to `textLimit`
    /// characters), with the number of runs it has in all.
    static func inspect<S: AttributeScope>(
        _ string: AttributedString, including scope: S.Type, limit: Int = shownRunLimit, textLimit: Int = shownTextLimit
    ) -> RunInspection {
        let keys = AttributeScopeKeys.keys(in: scope).values
        let runs = string.runs
        let described = runs.prefix(max(0, limit)).map { run in
            var attributes: [String: String] = [:]
            for key in keys {
                if let value = describe(key, in: run) { attributes[key.name] = value }
            }
            let text = CharacterCount.text(of: string[run.range])
            // Characters never outnumber UTF-8 bytes: most runs are shown whole without a count.
            if text.utf8.count > textLimit {
                let count = text.count
                if count > textLimit {
                    return RunSummary(text: String(text.prefix(textLimit)), hiddenCharacterCount: count - textLimit, attributes: attributes)
                }
            }
            return RunSummary(text: text, attributes: attributes)
        }
        return RunInspection(runs: described, runCount: runs.count)
    }

    // Foundation's subscript wants a Sendable value, which a scope's keys cannot promise (the
    // same compiler warning as in AttributedMarkdown's reflection code); values are only read.
    private static func describe<Key: AttributedStringKey>(_ key: Key.Type, in run: AttributedString.Runs.Run) -> String? {
        run[Key.self].map { String(describing: $0) }
    }
}

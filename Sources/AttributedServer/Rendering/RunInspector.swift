import AttributedMarkdown
import Foundation

/// What the tutorial prints for a parsed string – its runs and each run's attributes – as data
/// for the editor's inspector.
///
/// Foundation cannot list the attributes a run holds, so the keys are looked up in a scope
/// (by reflection, `AttributeScopeKeys`); values are described as Foundation prints them
/// (`PresentationIntent` as `[paragraph (id 1)]`, an intent as
/// `NSInlinePresentationIntent(rawValue: 2)`, the tutorial's enums by case name).
enum RunInspector {
    static func runs<S: AttributeScope>(of string: AttributedString, including scope: S.Type) -> [RunSummary] {
        let keys = AttributeScopeKeys.keys(in: scope).values
        return string.runs.map { run in
            let container = run.attributes
            var attributes: [String: String] = [:]
            for key in keys {
                if let value = describe(key, in: container) { attributes[key.name] = value }
            }
            return RunSummary(text: String(string[run.range].characters), attributes: attributes)
        }
    }

    // Foundation's subscript wants a Sendable value, which a scope's keys cannot promise (the
    // same compiler warning as in AttributedMarkdown's reflection code); values are only read.
    private static func describe<Key: AttributedStringKey>(_ key: Key.Type, in container: AttributeContainer) -> String? {
        container[Key.self].map { String(describing: $0) }
    }
}

import Foundation

// Foundation prints a run as `text {\n\tKey = value\n}`, but on Linux the keys come out in hash
// order, which changes from one process to the next. These descriptions print the same text in
// a fixed order: `NSPresentationIntent` first (where Apple's printed runs show it), then every
// other key sorted by name. Foundation offers no way to list the keys a run holds, so the keys
// are looked up in a scope; keys outside it are left out. On Apple platforms, where a scope's
// keys cannot be listed (see `AttributeScopeKeys`), a run is described by Foundation itself:
// every attribute it holds, in Foundation's order.

extension AttributedString {
    /// Every run as Apple prints it, one after the other (separated by a line break, as
    /// Foundation separates them), keys in a stable order; keys outside `scope` are left out.
    public func appleDescription<S: AttributeScope>(including scope: S.Type) -> String {
        let keys = AppleRunDescription.orderedKeys(in: scope)
        return runs.map { AppleRunDescription.describe(self, run: $0, keys: keys) }.joined(separator: "\n")
    }

    /// Every run as Apple prints it, with the keys of `AttributeScopes/MarkdownAttributes`
    /// (Foundation's included).
    public var appleDescription: String {
        appleDescription(including: AttributeScopes.MarkdownAttributes.self)
    }

    /// One run of this string as Apple prints it, keys in a stable order:
    ///
    /// ```
    /// Bold text {
    /// 	NSPresentationIntent = [paragraph (id 1)]
    /// 	NSInlinePresentationIntent = NSInlinePresentationIntent(rawValue: 2)
    /// }
    /// ```
    public func appleDescription<S: AttributeScope>(of run: Runs.Run, including scope: S.Type) -> String {
        AppleRunDescription.describe(self, run: run, keys: AppleRunDescription.orderedKeys(in: scope))
    }

    /// One run of this string as Apple prints it, with the keys of
    /// `AttributeScopes/MarkdownAttributes` (Foundation's included).
    public func appleDescription(of run: Runs.Run) -> String {
        appleDescription(of: run, including: AttributeScopes.MarkdownAttributes.self)
    }
}

/// The printing behind `AttributedString.appleDescription`.
enum AppleRunDescription {
    /// The key printed first, as in Apple's printed runs.
    static let leadingKeyName = "NSPresentationIntent"

    /// The scope's keys in printing order.
    static func orderedKeys<S: AttributeScope>(in scope: S.Type) -> [any AttributedStringKey.Type] {
        AttributeScopeKeys.keys(in: scope)
            .sorted { lhs, rhs in
                if (lhs.key == leadingKeyName) != (rhs.key == leadingKeyName) { return lhs.key == leadingKeyName }
                return lhs.key < rhs.key
            }
            .map(\.value)
    }

    static func describe(_ string: AttributedString, run: AttributedString.Runs.Run, keys: [any AttributedStringKey.Type]) -> String {
        #if canImport(Darwin)
        return String(describing: AttributedString(string[run.range]))
        #else
        var text = String(string[run.range].characters) + " {\n"
        for key in keys {
            if let value = valueDescription(of: key, in: run) {
                text += "\t\(key.name) = \(value)\n"
            }
        }
        return text + "}"
        #endif
    }

    private static func valueDescription<Key: AttributedStringKey>(of key: Key.Type, in run: AttributedString.Runs.Run) -> String? {
        // Foundation's key protocol does not require a Sendable value, but the run's subscript
        // asks for one (a warning under Swift 6): a scope's keys cannot be constrained here.
        run[Key.self].map { String(describing: $0) }
    }
}

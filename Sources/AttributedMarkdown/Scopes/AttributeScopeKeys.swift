@_spi(Reflection) import Swift
import Foundation

/// The attribute keys of an attribute scope, found by reflecting the scope type.
///
/// Apple's Foundation builds this table with a private reflection module; swift-foundation on
/// other platforms leaves it empty (`AttributeScopeCodableConfiguration(attributesTable: [:])`),
/// which is why neither Codable nor extended Markdown attributes work there. The standard
/// library's `_forEachField` still enumerates a struct's stored properties, which is all a scope
/// is (swift-corelibs-foundation used the same approach up to Swift 5.10). Nested scopes (a
/// member such as `let foundation: FoundationAttributes`) are walked recursively. Results are
/// cached per scope type.
public enum AttributeScopeKeys {
    /// Every key in `scope` (nested scopes included), by the key's `name`.
    public static func keys<S: AttributeScope>(in scope: S.Type) -> [String: any AttributedStringKey.Type] {
        table(for: scope).keys
    }

    /// The keys of `scope` that Markdown's extended-attribute syntax can set, by `markdownName`.
    public static func markdownKeys<S: AttributeScope>(in scope: S.Type) -> [String: any MarkdownDecodableAttributedStringKey.Type] {
        table(for: scope).markdownKeys
    }

    private struct Table: @unchecked Sendable {
        // Key metatypes are immutable values; the cache only ever hands out copies.
        var keys: [String: any AttributedStringKey.Type] = [:]
        var markdownKeys: [String: any MarkdownDecodableAttributedStringKey.Type] = [:]
    }

    /// Tables by scope, behind an `NSLock` (`Mutex` needs macOS 15; the package supports 14).
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [ObjectIdentifier: Table] = [:]
    }

    private static let cache = Cache()

    private static func table(for scope: Any.Type) -> Table {
        let id = ObjectIdentifier(scope)
        if let cached = cache.lock.withLock({ cache.tables[id] }) { return cached }
        var table = Table()
        var visited = Set<ObjectIdentifier>()
        collect(scope, into: &table, visited: &visited)
        cache.lock.withLock { cache.tables[id] = table }
        return table
    }

    private static func collect(_ scope: Any.Type, into table: inout Table, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(scope)).inserted else { return }
        var fieldTypes: [Any.Type] = []
        _ = _forEachField(of: scope, options: _EachFieldOptions(rawValue: 1 << 1) /* ignoreUnknown */) { _, _, type, _ in
            fieldTypes.append(type)
            return true
        }
        #if !canImport(Darwin)
        if scope == AttributeScopes.FoundationAttributes.self {
            // Apple's Markdown keys are computed members here (see FoundationMarkdownAttributes.swift).
            fieldTypes += [
                AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self,
                AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self,
                AttributeScopes.FoundationAttributes.MarkdownSourcePositionAttribute.self,
                AttributeScopes.FoundationAttributes.ListItemDelimiterAttribute.self,
            ]
        }
        #endif
        for type in fieldTypes {
            if let key = type as? any AttributedStringKey.Type {
                table.keys[key.name] = key
                if let markdownKey = key as? any MarkdownDecodableAttributedStringKey.Type {
                    table.markdownKeys[markdownKey.markdownName] = markdownKey
                }
            } else if let nested = type as? any AttributeScope.Type {
                collect(nested, into: &table, visited: &visited)
            }
        }
    }
}

#if !canImport(Darwin)
@_spi(Reflection) import Swift
#endif
import Foundation

/// The attribute keys of an attribute scope, found by reflecting the scope type.
///
/// Apple's Foundation builds this table with a private reflection module; swift-foundation on
/// other platforms leaves it empty (`AttributeScopeCodableConfiguration(attributesTable: [:])`),
/// which is why neither Codable nor extended Markdown attributes work there. On those platforms
/// the standard library's `_forEachField` still enumerates a struct's stored properties, which is
/// all a scope is (swift-corelibs-foundation used the same approach up to Swift 5.10). Nested
/// scopes (a member such as `let foundation: FoundationAttributes`) are walked recursively.
///
/// This is the package's one scope-reflection cache: the Codable tables are derived from it.
///
/// On Apple platforms no public API enumerates a scope before the 26 releases, and standard
/// library SPI is not used there, so the tables are **empty**: Apple's own machinery does the
/// work instead (`AttributedStringCoding` forwards to Apple's `CodableWithConfiguration`,
/// extended attributes are decoded by Apple's parser). Code that must list a scope's keys on
/// Apple platforms has to name them.
public enum AttributeScopeKeys {
    /// Every key in `scope` (nested scopes included), by the key's `name`. Empty on Apple
    /// platforms (see above).
    public static func keys<S: AttributeScope>(in scope: S.Type) -> [String: any AttributedStringKey.Type] {
        table(for: scope).keys
    }

    /// The keys of `scope` that Markdown's extended-attribute syntax can set, by `markdownName`.
    /// Empty on Apple platforms (see above).
    public static func markdownKeys<S: AttributeScope>(in scope: S.Type) -> [String: any MarkdownDecodableAttributedStringKey.Type] {
        table(for: scope).markdownKeys
    }

    /// The Codable table of `scope`, made once per scope with its keys.
    static func codingScope<S: AttributeScope>(of scope: S.Type) -> AttributeCodingScope {
        table(for: scope).coding
    }

    private struct Table: @unchecked Sendable {
        // Key metatypes are immutable values; the cache only ever hands out copies.
        var keys: [String: any AttributedStringKey.Type] = [:]
        var markdownKeys: [String: any MarkdownDecodableAttributedStringKey.Type] = [:]
        var coding = AttributeCodingScope(keys: [:])
    }

    /// Tables by scope, behind an `NSLock` (`Mutex` needs macOS 15).
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [ObjectIdentifier: Table] = [:]
    }

    private static let cache = Cache()

    private static func table(for scope: Any.Type) -> Table {
        let id = ObjectIdentifier(scope)
        cache.lock.lock()
        let cached = cache.tables[id]
        cache.lock.unlock()
        if let cached { return cached }
        var table = Table()
        var visited = Set<ObjectIdentifier>()
        collect(scope, into: &table, visited: &visited)
        table.coding = AttributeCodingScope(keys: table.keys)
        cache.lock.lock()
        cache.tables[id] = table
        cache.lock.unlock()
        return table
    }

    private static func collect(_ scope: Any.Type, into table: inout Table, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(scope)).inserted else { return }
        #if !canImport(Darwin)
        var fieldTypes: [Any.Type] = []
        _ = _forEachField(of: scope, options: _EachFieldOptions(rawValue: 1 << 1) /* ignoreUnknown */) { _, _, type, _ in
            fieldTypes.append(type)
            return true
        }
        if scope == AttributeScopes.FoundationAttributes.self {
            // Apple's Markdown keys are computed members here (see FoundationMarkdownAttributes.swift).
            fieldTypes += [
                AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self,
                AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self,
                AttributeScopes.FoundationAttributes.MarkdownSourcePositionAttribute.self,
                AttributeScopes.FoundationAttributes.ListItemDelimiterAttribute.self,
            ]
        }
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
        #endif
    }
}

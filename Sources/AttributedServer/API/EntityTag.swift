import Foundation
import Hummingbird

/// The `ETag` of a saved string and the `If-Match` check of writes to it.
///
/// The tag is strong and names the entry and its version (`"7-3"`: entry 7, saved three
/// times), so it changes with every save and two entries never share one. A `PUT` or `DELETE`
/// with `If-Match` is done only when one of the listed tags is the entry's current one (`*`
/// matches any version); otherwise the answer is 412 with the current entry. Without
/// `If-Match`, the write is unconditional, as for any HTTP resource.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum EntityTag {
    /// The quoted tag of `entry`.
    static func value(for entry: SavedString) -> String {
        "\"\(entry.id ?? 0)-\(entry.version)\""
    }

    /// The versions of entry `id` that `request`'s `If-Match` accepts: `nil` when it has none (or
    /// is `*`), empty when none of its tags names a version of entry `id`.
    static func acceptedVersions(of request: Request, id: Int64) -> Set<Int64>? {
        let values = request.headers[values: .ifMatch]
        guard !values.isEmpty else { return nil }
        var tags: [Substring] = []
        for value in values {
            tags += value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces)[...] }
        }
        if tags.contains("*") { return nil }
        let prefix = "\"\(id)-"
        var versions: Set<Int64> = []
        // Weak tags (W/"…") never match: If-Match uses the strong comparison.
        for tag in tags where tag.hasPrefix(prefix) && tag.hasSuffix("\"") && tag.count > prefix.count + 1 {
            if let version = ResourceID.parse(tag.dropFirst(prefix.count).dropLast()) { versions.insert(version) }
        }
        return versions
    }
}

/// The ids in addresses (`/api/strings/7`, `/strings/7`, `/recipes/7`): positive integers in
/// their one canonical spelling, so every entry has exactly one address.
///
/// `7` is an id; `+7`, `07`, `7.0`, ` 7` and `0` are not (Swift's `Int64("+7")` would accept the
/// first).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum ResourceID {
    /// The id `text` spells, or `nil` when it is not the canonical spelling of a positive `Int64`.
    static func parse(_ text: some StringProtocol) -> Int64? {
        guard let first = text.utf8.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first),
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int64(text)
    }
}

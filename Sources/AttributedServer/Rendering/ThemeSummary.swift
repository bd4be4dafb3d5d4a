/// A theme as the pages and `GET /api/themes` list it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ThemeSummary: Codable, Sendable, Equatable {
    /// Stable identifier, stored with saved entries.
    var name: String
    /// Human-readable name for the theme picker.
    var displayName: String
}

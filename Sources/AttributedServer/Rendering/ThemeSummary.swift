/// A theme as the pages and `GET /api/themes` list it.
struct ThemeSummary: Codable, Sendable, Equatable {
    /// Stable identifier, stored with saved entries.
    var name: String
    /// Human-readable name for the theme picker.
    var displayName: String
}

/// One run of an `AttributedString`, for the inspector.
struct RunSummary: Codable, Sendable, Equatable {
    /// The run's characters.
    var text: String
    /// Each attribute's `name` → its value's description.
    var attributes: [String: String]
}

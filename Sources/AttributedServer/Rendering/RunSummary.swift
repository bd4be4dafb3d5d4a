/// One run of an `AttributedString`, for the inspector.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RunSummary: Codable, Sendable, Equatable {
    /// The run's characters.
    var text: String
    /// Each attribute's `name` → its value's description.
    var attributes: [String: String]
}

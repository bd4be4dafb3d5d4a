/// One run of an `AttributedString`, for the inspector.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RunSummary: Codable, Sendable, Equatable {
    /// The run's characters, or its first ``RunInspector/shownTextLimit`` of them.
    var text: String
    /// The characters of the run past `text` (nil: `text` is the whole run).
    var hiddenCharacterCount: Int?
    /// Each attribute's `name` → its value's description.
    var attributes: [String: String]

    init(text: String, hiddenCharacterCount: Int? = nil, attributes: [String: String]) {
        self.text = text
        self.hiddenCharacterCount = hiddenCharacterCount
        self.attributes = attributes
    }
}

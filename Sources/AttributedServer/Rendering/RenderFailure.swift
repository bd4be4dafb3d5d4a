/// Why a render was refused. Each case is the client's doing and maps to a 4xx response.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RenderFailure: Error, Equatable {
    /// No built-in theme has this name.
    case unknownTheme(String)
    /// The Markdown (or its extended attributes) could not be turned into an `AttributedString`.
    case invalidMarkdown(String)
    /// A stored archive could not be decoded.
    case invalidArchive(String)

    var message: String {
        switch self {
        case .unknownTheme(let name): "Unknown theme “\(name)”. GET /api/themes lists the available themes."
        case .invalidMarkdown(let reason): "The Markdown could not be rendered: \(reason)"
        case .invalidArchive(let reason): "The saved string could not be decoded: \(reason)"
        }
    }
}

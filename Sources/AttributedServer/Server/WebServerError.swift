/// Why the web server could not start.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public enum WebServerError: Error, CustomStringConvertible, Equatable {
    /// The page assets bundled with the module could not be read (a broken installation).
    case missingAssets(String)
    /// The database file could not be opened or migrated.
    case database(path: String, reason: String)
    /// The configuration is unusable (e.g. a port outside 0…65535).
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case .missingAssets(let reason): "The web app's page assets are missing: \(reason)."
        case .database(let path, let reason): "Cannot open the database \(path): \(reason)"
        case .invalidConfiguration(let reason): "Invalid server configuration: \(reason)"
        }
    }
}

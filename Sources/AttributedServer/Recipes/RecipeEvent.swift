/// What `GET /api/recipes/{id}/events` pushes to the pages open on a recipe, as Server-Sent
/// Events: the recipe's revision after every accepted change (and once on connecting), with
/// the client that made it, so that each page fetches its own state when it is behind.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeEvent: Sendable, Equatable {
    /// The recipe is at `revision`, after a change by `client` (nil on connecting).
    case revision(Int, client: String?)
    /// A comment that keeps the connection open and finds pages that have gone.
    case keepAlive

    /// The event in the `text/event-stream` format. Client ids are checked to be ASCII
    /// letters, digits, `-` and `_` (``RecipeOperationRequest/clientID(_:)``), so they need no
    /// escaping in the JSON data line.
    var serverSentEvent: String {
        switch self {
        case .revision(let revision, let client):
            let by = client.map { #","client":"\#($0)""# } ?? ""
            return "event: revision\ndata: {\"revision\":\(revision)\(by)}\n\n"
        case .keepAlive:
            return ": keep-alive\n\n"
        }
    }
}

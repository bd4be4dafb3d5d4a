import Foundation

/// Where the server spent a request's time, phase by phase, sent as a `Server-Timing` header
/// (`apply;dur=0.412, render;dur=0.318, …`, milliseconds) so that a benchmark (and a browser's
/// network panel) can tell server work from the network and the client.
///
/// The header is an addition to the live preview's answers: the JSON body does not change.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ServerTiming: Sendable {
    /// The phases measured so far, in order, in milliseconds.
    private(set) var phases: [(name: String, milliseconds: Double)] = []

    /// Times `work` as phase `name` (a token: letters, digits, `-`, `_`).
    mutating func measure<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { record(name, since: start) }
        return try work()
    }

    /// Adds phase `name`, which started at `start` and ends now.
    mutating func record(_ name: String, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        phases.append((name, Double(seconds) * 1_000 + Double(attoseconds) / 1e15))
    }

    /// The header's value: `name;dur=milliseconds` per phase, comma-separated.
    var headerValue: String {
        phases.map { "\($0.name);dur=\(String(format: "%.3f", $0.milliseconds))" }.joined(separator: ", ")
    }
}

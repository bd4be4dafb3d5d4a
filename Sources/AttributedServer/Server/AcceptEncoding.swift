import Foundation
import Hummingbird

/// The content codings a request's `Accept-Encoding` allows (RFC 9110, section 12.5.3).
///
/// A coding is allowed when it is listed with a weight above zero, or when `*` is (and the
/// coding is not listed with `q=0`). `x-gzip` is read as `gzip`. Without the header, only the
/// identity coding is used: a client that does not say it decodes gzip never gets it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct AcceptEncoding: Sendable, Equatable {
    /// Weights by lowercased coding name (`*` included), as listed.
    private(set) var weights: [String: Double] = [:]

    init(_ values: [String]) {
        for value in values {
            for item in value.split(separator: ",") {
                let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                guard var coding = parts.first?.lowercased(), !coding.isEmpty else { continue }
                if coding == "x-gzip" { coding = "gzip" }
                var weight = 1.0
                for parameter in parts.dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    // An unreadable weight refuses the coding rather than guessing.
                    if pair.count == 2, pair[0].lowercased() == "q" { weight = Double(pair[1]).map { min(max($0, 0), 1) } ?? 0 }
                }
                weights[coding] = weight
            }
        }
    }

    init(_ request: Request) {
        self.init(request.headers[values: .acceptEncoding])
    }

    /// Whether `coding` (lowercase) may be used for the answer.
    func allows(_ coding: String) -> Bool {
        if let weight = weights[coding] { return weight > 0 }
        return (weights["*"] ?? 0) > 0
    }
}

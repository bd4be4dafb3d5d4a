import Hummingbird

/// The query of a library listing (`/` and `GET /api/strings`): `after` (the id of the last
/// entry of the previous page), `limit` (entries per page, 50 unless given, at most 200) and
/// `q` (words to search for, see ``LibrarySearch``).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct LibraryPageQuery: Sendable, Equatable {
    static let defaultLimit = 50
    static let maximumLimit = 200

    var after: Int64?
    var limit: Int
    /// The search as typed (empty for none), and as run.
    var searchText: String
    var search: LibrarySearch? { LibrarySearch(searchText) }

    /// The query of `uri`; a 400 naming the parameter when `after` or `limit` is not a valid id
    /// or count.
    init(_ request: Request) throws {
        let parameters = request.uri.queryParameters
        if let text = parameters.get("after"), !text.isEmpty {
            guard let id = ResourceID.parse(text) else {
                throw APIError(.badRequest, "Query parameter “after” must be an entry id (a positive integer), not “\(text)”.")
            }
            after = id
        }
        limit = Self.defaultLimit
        if let text = parameters.get("limit"), !text.isEmpty {
            guard let value = ResourceID.parse(text), value <= Self.maximumLimit else {
                throw APIError(.badRequest, "Query parameter “limit” must be an integer from 1 to \(Self.maximumLimit), not “\(text)”.")
            }
            limit = Int(value)
        }
        searchText = parameters.get("q") ?? ""
    }

    /// The address of the page after the one ending with entry `lastID`, at `path`.
    func nextPage(path: String, after lastID: Int64) -> String {
        address(path: path, items: ["after=\(lastID)"])
    }

    /// The address of the first page, same search and limit, at `path`.
    func firstPage(path: String) -> String {
        address(path: path, items: [])
    }

    private func address(path: String, items: [String]) -> String {
        var items = items
        if limit != Self.defaultLimit { items.append("limit=\(limit)") }
        if !searchText.isEmpty { items.append("q=" + Self.percentEncoded(searchText)) }
        return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
    }

    /// `text` with everything but unreserved ASCII percent-encoded (UTF-8), safe in a query, an
    /// HTML attribute and a `Link` header alike.
    private static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}

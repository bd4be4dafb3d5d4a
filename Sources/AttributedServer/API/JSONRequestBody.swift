import Foundation
import Hummingbird

/// Reads and decodes a JSON request body with the checks a public endpoint needs.
///
/// Hummingbird's built-in `decode(as:context:)` answers 400 for everything; the API promises
/// distinct statuses so a client can tell its mistakes apart:
/// - 415 when the body is not declared as `application/json` (UTF-8);
/// - 413 when it is larger than the configured limit (checked while streaming, so an oversized
///   body is never held in memory);
/// - 400 when it is not UTF-8 or not JSON at all;
/// - 422 when it is JSON but lacks a field or has a value of the wrong type.
///
/// Bodies of ``RenderPool/Weight/heavyInputSize`` bytes or more (a large document) are checked
/// and decoded on the render pool, when one is given, not on the threads that answer every
/// request: a few large bodies then never hold up the small requests (a 503 when the pool is
/// busy, as for the render that follows).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct JSONRequestBody: Sendable {
    let limit: Int
    /// The pool that decodes large bodies (nil: every body is decoded where it arrives).
    var pool: RenderPool? = nil

    func decode<T: Decodable & Sendable>(_ type: T.Type, from request: Request) async throws -> T {
        try checkContentType(of: request)
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // NIO's "too many bytes" error, which Hummingbird maps to 413; give it our message.
            throw APIError.bodyTooLarge(limit: limit)
        }
        guard let pool, buffer.readableBytes >= RenderPool.Weight.heavyInputSize else {
            return try Self.decode(T.self, from: buffer)
        }
        do {
            return try await pool.run(.heavy) { _ in try Self.decode(T.self, from: buffer) }
        } catch let busy as RenderPoolError {
            throw APIError(busy)
        }
    }

    /// Checks and decodes a whole body.
    private static func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer) throws -> T {
        let bytes = Data(buffer: buffer)
        guard Self.isValidUTF8(bytes) else {
            throw APIError(.badRequest, "The request body is not valid UTF-8.")
        }
        guard !bytes.isEmpty else {
            throw APIError(.badRequest, "The request body is empty; expected a JSON object.")
        }
        do {
            return try JSONDecoder().decode(T.self, from: bytes)
        } catch let error as DecodingError {
            // Foundation's decoder says “not valid JSON” for valid JSON with a number an integer
            // field cannot hold (`1e300`, `1.5`); name that field instead.
            throw Self.integerFieldError(in: bytes) ?? Self.apiError(for: error)
        }
    }

    /// Whether `bytes` is well-formed UTF-8 (`transcode` is available on every platform the
    /// package supports, unlike `String(validating:as:)`, which needs macOS 15).
    static func isValidUTF8(_ bytes: Data) -> Bool {
        !transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    }

    private func checkContentType(of request: Request) throws {
        guard let header = request.headers[.contentType] else {
            throw APIError(.unsupportedMediaType, "Missing Content-Type; send the body as application/json.")
        }
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard parts.first == "application/json" else {
            throw APIError(.unsupportedMediaType, "Unsupported Content-Type “\(header)”; send the body as application/json.")
        }
        for parameter in parts.dropFirst() where parameter.hasPrefix("charset=") {
            let charset = parameter.dropFirst("charset=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            guard charset == "utf-8" || charset == "utf8" else {
                throw APIError(.unsupportedMediaType, "Unsupported charset “\(charset)”; the body must be UTF-8.")
            }
        }
    }

    static func apiError(for error: DecodingError) -> APIError {
        switch error {
        case .keyNotFound(let key, let context):
            return APIError(.unprocessableContent, "Missing field “\(path(context.codingPath + [key]))”.")
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty {
                return APIError(.unprocessableContent, "The request body must be a JSON object.")
            }
            return APIError(.unprocessableContent, "Field “\(path(context.codingPath))” must be \(describe(type)).")
        case .valueNotFound(let type, let context):
            return APIError(.unprocessableContent, "Field “\(path(context.codingPath))” must be \(describe(type)), not null.")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return APIError(.badRequest, "The request body is not valid JSON.")
            }
            return APIError(.unprocessableContent, "Field “\(path(context.codingPath))” has an invalid value: \(context.debugDescription)")
        @unknown default:
            return APIError(.badRequest, "The request body could not be decoded.")
        }
    }

    /// A 422 naming the first field (in key order, nested ones as `a.b`) whose number is not a
    /// whole number an `Int64` holds; `nil` when `bytes` is not JSON or has no such number.
    static func integerFieldError(in bytes: Data) -> APIError? {
        guard let root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { return nil }
        func search(_ object: [String: Any], _ prefix: String) -> APIError? {
            for key in object.keys.sorted() {
                let path = prefix + key
                if let nested = object[key] as? [String: Any], let error = search(nested, path + ".") { return error }
                guard let number = object[key] as? NSNumber, !(object[key] is Bool) else { continue }
                let value = number.doubleValue
                if value.rounded() != value || abs(value) >= 9.2e18 {
                    return APIError(.unprocessableContent, "Field “\(path)” must be a whole number (an integer), not \(number).")
                }
            }
            return nil
        }
        return search(root, "")
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int64.Type, is Double.Type: "a number"
        default: "a \(type)"
        }
    }
}

/// The distance between the baselines of a block's lines.
///
/// Either relative to the font (`multiple(1.5)`, like CSS `line-height: 1.5`, which keeps the
/// rhythm when the size changes) or absolute (`points(24)`, for grid layouts).
public enum LineHeight: Hashable, Sendable {
    /// A multiple of the font's size.
    case multiple(Double)
    /// A fixed height in points.
    case points(Double)
}

extension LineHeight: Codable {
    private enum CodingKeys: String, CodingKey {
        case multiple, points
    }

    /// `{"multiple": 1.5}` or `{"points": 24}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .multiple(let factor): try container.encode(factor, forKey: .multiple)
        case .points(let points): try container.encode(points, forKey: .points)
        }
    }

    /// Reads exactly one of `multiple` / `points`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let factor = try container.decodeIfPresent(Double.self, forKey: .multiple)
        let points = try container.decodeIfPresent(Double.self, forKey: .points)
        switch (factor, points) {
        case (let factor?, nil): self = .multiple(factor)
        case (nil, let points?): self = .points(points)
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A line height needs exactly one of 'multiple' and 'points'"))
        }
    }
}

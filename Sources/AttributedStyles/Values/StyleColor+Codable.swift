extension StyleColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, opacity
    }

    /// A named color encodes as its name (`"indigo"`); explicit components as
    /// `{"red": 1, "green": 0.5, "blue": 0, "opacity": 1}`, exact to the last bit.
    public func encode(to encoder: any Encoder) throws {
        switch kind {
        case .named(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name.rawValue)
        case .rgba(let components):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(components.red, forKey: .red)
            try container.encode(components.green, forKey: .green)
            try container.encode(components.blue, forKey: .blue)
            try container.encode(components.opacity, forKey: .opacity)
        }
    }

    /// Accepts what ``encode(to:)`` writes, and also a hex string (`"#ff8800"`) so that
    /// hand-written themes can use the familiar notation. `opacity` may be omitted (1).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            if let name = Name(rawValue: text) {
                self.init(name)
            } else if let color = StyleColor(hex: text) {
                self = color
            } else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "'\(text)' is neither a color name nor a #hex color")
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            opacity: try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1)
    }
}

import Foundation

/// The style keys of an `AttributeContainer` as a JSON object named by the keys' Swift member
/// names: `{"font": {"size": 17}, "foregroundColor": "indigo"}`.
///
/// Foundation cannot encode an `AttributeContainer` on every platform, and a theme file should
/// be readable and writable by hand, so themes encode their styles this way. Only the keys of
/// ``AttributeScopes/StyleAttributes`` are written; decoding rejects any other name, so a typo
/// in a hand-written theme is reported instead of silently ignored.
struct StyleContainerCoding: Codable {
    var container: AttributeContainer

    init(_ container: AttributeContainer) {
        self.container = container
    }

    private enum Key: String, CodingKey, CaseIterable {
        case font, foregroundColor, backgroundColor, underlineStyle, strikethroughStyle
        case kern, tracking, baselineOffset, alignment, lineHeight, baseWritingDirection
    }

    func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: Key.self)
        try keyed.encodeIfPresent(container.font, forKey: .font)
        try keyed.encodeIfPresent(container.foregroundColor, forKey: .foregroundColor)
        try keyed.encodeIfPresent(container.backgroundColor, forKey: .backgroundColor)
        try keyed.encodeIfPresent(container.underlineStyle, forKey: .underlineStyle)
        try keyed.encodeIfPresent(container.strikethroughStyle, forKey: .strikethroughStyle)
        try keyed.encodeIfPresent(container.kern, forKey: .kern)
        try keyed.encodeIfPresent(container.tracking, forKey: .tracking)
        try keyed.encodeIfPresent(container.baselineOffset, forKey: .baselineOffset)
        try keyed.encodeIfPresent(container.alignment, forKey: .alignment)
        try keyed.encodeIfPresent(container.lineHeight, forKey: .lineHeight)
        try keyed.encodeIfPresent(container.baseWritingDirection, forKey: .baseWritingDirection)
    }

    init(from decoder: any Decoder) throws {
        let names = try decoder.container(keyedBy: AnyCodingKey.self)
        for name in names.allKeys where Key(stringValue: name.stringValue) == nil {
            throw DecodingError.dataCorruptedError(
                forKey: name, in: names,
                debugDescription: "'\(name.stringValue)' is not a style attribute; expected one of "
                    + Key.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let keyed = try decoder.container(keyedBy: Key.self)
        var container = AttributeContainer()
        container.font = try keyed.decodeIfPresent(FontDescriptor.self, forKey: .font)
        container.foregroundColor = try keyed.decodeIfPresent(StyleColor.self, forKey: .foregroundColor)
        container.backgroundColor = try keyed.decodeIfPresent(StyleColor.self, forKey: .backgroundColor)
        container.underlineStyle = try keyed.decodeIfPresent(LineStyle.self, forKey: .underlineStyle)
        container.strikethroughStyle = try keyed.decodeIfPresent(LineStyle.self, forKey: .strikethroughStyle)
        container.kern = try keyed.decodeIfPresent(Double.self, forKey: .kern)
        container.tracking = try keyed.decodeIfPresent(Double.self, forKey: .tracking)
        container.baselineOffset = try keyed.decodeIfPresent(Double.self, forKey: .baselineOffset)
        container.alignment = try keyed.decodeIfPresent(ParagraphAlignment.self, forKey: .alignment)
        container.lineHeight = try keyed.decodeIfPresent(LineHeight.self, forKey: .lineHeight)
        container.baseWritingDirection = try keyed.decodeIfPresent(BaseWritingDirection.self, forKey: .baseWritingDirection)
        self.container = container
    }
}

/// A coding key for any name, to list the keys a JSON object actually has.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}

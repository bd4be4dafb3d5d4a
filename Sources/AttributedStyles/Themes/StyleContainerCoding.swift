import Foundation

/// The style keys of an `AttributeContainer` as a JSON object named by the keys' Swift member
/// names: `{"font": {"size": 17}, "foregroundColor": "indigo"}`.
///
/// Foundation cannot encode an `AttributeContainer` on every platform, and a theme file should
/// be readable and writable by hand, so themes encode their styles this way. Only the keys of
/// `AttributeScopes/StyleAttributes` are written; decoding rejects any other name, so a typo
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
        try keyed.encodeIfPresent(container.styleFont, forKey: .font)
        try keyed.encodeIfPresent(container.styleForegroundColor, forKey: .foregroundColor)
        try keyed.encodeIfPresent(container.styleBackgroundColor, forKey: .backgroundColor)
        try keyed.encodeIfPresent(container.styleUnderlineStyle, forKey: .underlineStyle)
        try keyed.encodeIfPresent(container.styleStrikethroughStyle, forKey: .strikethroughStyle)
        try keyed.encodeIfPresent(container.styleKern, forKey: .kern)
        try keyed.encodeIfPresent(container.styleTracking, forKey: .tracking)
        try keyed.encodeIfPresent(container.styleBaselineOffset, forKey: .baselineOffset)
        try keyed.encodeIfPresent(container.styleAlignment, forKey: .alignment)
        try keyed.encodeIfPresent(container.styleLineHeight, forKey: .lineHeight)
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
        container.styleFont = try keyed.decodeIfPresent(FontDescriptor.self, forKey: .font)
        container.styleForegroundColor = try keyed.decodeIfPresent(StyleColor.self, forKey: .foregroundColor)
        container.styleBackgroundColor = try keyed.decodeIfPresent(StyleColor.self, forKey: .backgroundColor)
        container.styleUnderlineStyle = try keyed.decodeIfPresent(LineStyle.self, forKey: .underlineStyle)
        container.styleStrikethroughStyle = try keyed.decodeIfPresent(LineStyle.self, forKey: .strikethroughStyle)
        container.styleKern = try keyed.decodeIfPresent(Double.self, forKey: .kern)
        container.styleTracking = try keyed.decodeIfPresent(Double.self, forKey: .tracking)
        container.styleBaselineOffset = try keyed.decodeIfPresent(Double.self, forKey: .baselineOffset)
        container.styleAlignment = try keyed.decodeIfPresent(ParagraphAlignment.self, forKey: .alignment)
        container.styleLineHeight = try keyed.decodeIfPresent(LineHeight.self, forKey: .lineHeight)
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

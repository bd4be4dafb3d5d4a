import Foundation

extension Theme: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, displayName, appearance, base, blocks, inlines
    }

    /// A theme as JSON, readable and writable by hand so that apps can load themes from files:
    ///
    /// ```json
    /// {"name": "sepia", "displayName": "Sepia", "appearance": "light",
    ///  "base": {"font": {"family": "Georgia", "size": 18}, "foregroundColor": "#5b4636"},
    ///  "blocks": {"heading1": {"font": {"size": 30, "weight": "bold"}}},
    ///  "inlines": {"code": {"backgroundColor": "#f1e7d0"}}}
    /// ```
    ///
    /// Role names are ``BlockRole`` and ``InlineRole`` raw values; styles hold the keys of
    /// `AttributeScopes/StyleAttributes` by Swift name (other keys a theme's containers may
    /// hold are not written). `appearance`, `base`, `blocks` and `inlines` may be omitted.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(StyleContainerCoding(base), forKey: .base)
        try container.encode(
            Dictionary(uniqueKeysWithValues: blocks.map { ($0.key.rawValue, StyleContainerCoding($0.value)) }), forKey: .blocks)
        try container.encode(
            Dictionary(uniqueKeysWithValues: inlines.map { ($0.key.rawValue, StyleContainerCoding($0.value)) }), forKey: .inlines)
    }

    /// Reads what ``encode(to:)`` writes; an unknown role or style name is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let blockStyles = try container.decodeIfPresent([String: StyleContainerCoding].self, forKey: .blocks) ?? [:]
        let inlineStyles = try container.decodeIfPresent([String: StyleContainerCoding].self, forKey: .inlines) ?? [:]
        var blocks: [BlockRole: AttributeContainer] = [:]
        for (name, style) in blockStyles {
            guard let role = BlockRole(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .blocks, in: container, debugDescription: "'\(name)' is not a block role")
            }
            blocks[role] = style.container
        }
        var inlines: [InlineRole: AttributeContainer] = [:]
        for (name, style) in inlineStyles {
            guard let role = InlineRole(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .inlines, in: container, debugDescription: "'\(name)' is not an inline role")
            }
            inlines[role] = style.container
        }
        self.init(
            name: try container.decode(String.self, forKey: .name),
            displayName: try container.decode(String.self, forKey: .displayName),
            appearance: try container.decodeIfPresent(StyleColor.Appearance.self, forKey: .appearance) ?? .light,
            base: try container.decodeIfPresent(StyleContainerCoding.self, forKey: .base)?.container ?? AttributeContainer(),
            blocks: blocks,
            inlines: inlines)
    }
}

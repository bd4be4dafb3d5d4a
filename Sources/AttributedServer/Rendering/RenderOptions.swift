/// How Markdown is interpreted for one render.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RenderOptions: Codable, Sendable, Hashable {
    /// Which Markdown syntax is honoured, named as Apple's `InterpretedSyntax` cases.
    enum Syntax: String, Codable, Sendable {
        case full
        case inlineOnly
        case inlineOnlyPreservingWhitespace
    }

    /// `^[text](key: value)` attributes, decoded with the tutorial's `customStyle`/`customColor`.
    var allowsExtendedAttributes: Bool = true
    var interpretedSyntax: Syntax = .full

    init(allowsExtendedAttributes: Bool = true, interpretedSyntax: Syntax = .full) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
    }

    // Every member is optional in JSON: `{}` means the defaults.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        allowsExtendedAttributes = try container.decodeIfPresent(Bool.self, forKey: .allowsExtendedAttributes) ?? true
        interpretedSyntax = try container.decodeIfPresent(Syntax.self, forKey: .interpretedSyntax) ?? .full
    }
}

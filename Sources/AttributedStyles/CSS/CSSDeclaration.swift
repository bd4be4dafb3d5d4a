/// One CSS declaration, `property: value`, as ``StyleCSS`` produces them.
public struct CSSDeclaration: Hashable, Sendable, CustomStringConvertible {
    /// The property, such as `font-weight`.
    public var property: String
    /// The value, such as `700`; already escaped for use inside a CSS rule or a `style`
    /// attribute's value (HTML-escape the attribute as usual).
    public var value: String

    /// A declaration from an already valid property and value.
    public init(property: String, value: String) {
        self.property = property
        self.value = value
    }

    /// `property: value`.
    public var description: String { "\(property): \(value)" }
}

extension Array where Element == CSSDeclaration {
    /// The declarations joined for a `style` attribute: `color: #ff0000; font-weight: 700`.
    public var inlineStyle: String {
        map(\.description).joined(separator: "; ")
    }
}

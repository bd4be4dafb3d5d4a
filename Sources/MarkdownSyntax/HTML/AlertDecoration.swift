/// What a decorated output (a theme, the web preview) adds to an alert's markup; the plain
/// outputs write GitHub's markup as it is (``none``).
package struct AlertDecoration: Sendable, Hashable {
    /// A class added to the `<div>`'s (not yet escaped), or empty.
    package var extraClass: String
    /// More attributes on the `<div>`: empty, or ` name="value"` pairs, escaped.
    package var attributes: String
    /// Attributes on the title `<p>`: empty, or ` name="value"` pairs, escaped.
    package var titleAttributes: String
    /// Whether an inline SVG icon precedes the title.
    package var icon: Bool

    package init(extraClass: String = "", attributes: String = "", titleAttributes: String = "", icon: Bool = false) {
        self.extraClass = extraClass
        self.attributes = attributes
        self.titleAttributes = titleAttributes
        self.icon = icon
    }

    /// GitHub's markup as it is.
    package static let none = AlertDecoration()
}

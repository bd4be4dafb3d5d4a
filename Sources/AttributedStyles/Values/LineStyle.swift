/// How an underline or a strikethrough is drawn: SwiftUI's `Text.LineStyle` as plain data.
///
/// SwiftUI's type is not `Codable` and exists only on Apple platforms; this one carries the same
/// two facts (a dash pattern and an optional color) so that the tutorial's dashed yellow
/// underline survives JSON, HTML and terminal output.
public struct LineStyle: Hashable, Sendable, Codable {
    /// The dash pattern.
    public var pattern: Pattern
    /// The line's color; `nil` draws it in the text's foreground color.
    public var color: StyleColor?

    /// A line with `pattern` (solid by default) in `color` (the text color by default).
    public init(pattern: Pattern = .solid, color: StyleColor? = nil) {
        self.pattern = pattern
        self.color = color
    }

    /// A solid line in the text color, SwiftUI's `Text.LineStyle.single`.
    public static let single = LineStyle()

    /// Dash patterns, SwiftUI's `Text.LineStyle.Pattern`. Raw values are the stable JSON names.
    public enum Pattern: String, Hashable, Sendable, Codable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot
    }
}

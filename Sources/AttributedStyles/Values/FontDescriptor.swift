/// A platform-neutral description of a font: what SwiftUI's `Font` can express, as plain data.
///
/// SwiftUI's `Font`, AppKit's `NSFont` and UIKit's `UIFont` exist only on Apple platforms and are
/// not `Codable`, so a document styled with them can neither leave the device nor be rendered to
/// HTML or a terminal. A `FontDescriptor` records the *intent* (family, size, weight, italic,
/// design, relative text style) and each renderer turns it into what it can show.
///
/// Every property is optional so that descriptors can be layered: a theme can say "headings are
/// 32 pt semibold" and "code is monospaced", and code inside a heading becomes 32 pt semibold
/// monospaced (see ``filling(from:)``), the way CSS properties cascade independently.
public struct FontDescriptor: Hashable, Sendable, Codable {
    /// A font family name such as `"Menlo"` or `"Times New Roman"`; `nil` uses the design's
    /// system family. Renderers fall back to ``design`` when the family is unavailable.
    public var family: String?
    /// The size in points; `nil` takes the size of ``textStyle`` or the surrounding text.
    public var size: Double?
    /// The stroke weight; `nil` inherits.
    public var weight: Weight?
    /// Whether the face is italic; `nil` inherits, `false` turns italic off explicitly.
    /// (JSON key `italic`.)
    public var isItalic: Bool?
    /// The system design (default, monospaced, serif, rounded); `nil` inherits.
    public var design: Design?
    /// A Dynamic Type style the size is relative to, as in `Font.title`; `nil` for none.
    public var textStyle: TextStyle?

    /// A descriptor with only the given properties set.
    public init(
        family: String? = nil,
        size: Double? = nil,
        weight: Weight? = nil,
        italic: Bool? = nil,
        design: Design? = nil,
        textStyle: TextStyle? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.design = design
        self.textStyle = textStyle
    }

    /// The system font of `size` points, like `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> FontDescriptor {
        FontDescriptor(size: size, weight: weight, design: design)
    }

    /// A named font of `size` points, like `Font.custom(_:size:)`.
    public static func custom(_ family: String, size: Double) -> FontDescriptor {
        FontDescriptor(family: family, size: size)
    }

    /// The system font of a Dynamic Type style, like `Font.title` or `Font.body`.
    public static func textStyle(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> FontDescriptor {
        FontDescriptor(weight: weight, design: design, textStyle: style)
    }

    /// True when no property is set: the descriptor changes nothing.
    public var isEmpty: Bool {
        family == nil && size == nil && weight == nil && isItalic == nil && design == nil && textStyle == nil
    }

    /// This descriptor with every unset property taken from `general`.
    ///
    /// Use it to layer a specific style over a general one: `code.filling(from: heading)` keeps
    /// code's monospaced design and takes the heading's size and weight.
    public func filling(from general: FontDescriptor) -> FontDescriptor {
        FontDescriptor(
            family: family ?? general.family,
            size: size ?? general.size,
            weight: weight ?? general.weight,
            italic: isItalic ?? general.isItalic,
            design: design ?? general.design,
            textStyle: textStyle ?? general.textStyle
        )
    }

    /// The largest size ``resolvedSize`` returns, in points: larger sizes (from hostile or
    /// mistaken input) are clamped so that renderers can compute with the value safely.
    public static let maximumSize = 1_000.0

    /// The size renderers should use: ``size`` if it is a usable size (finite and positive;
    /// clamped to ``maximumSize``), else the text style's default size at Apple's default
    /// ("Large") Dynamic Type setting, else `nil`.
    public var resolvedSize: Double? {
        if let size, size.isFinite, size > 0 {
            return Swift.min(size, Self.maximumSize)
        }
        return textStyle?.defaultSize
    }

    /// The weight renderers should use: ``weight`` if set, else the text style's own weight
    /// (only ``TextStyle/headline`` is semibold), else `nil`.
    public var resolvedWeight: Weight? {
        weight ?? textStyle?.defaultWeight
    }

    /// Copies with one property changed, for fluent theme definitions.
    public func size(_ points: Double) -> FontDescriptor { with { $0.size = points } }
    /// A copy with ``weight`` set.
    public func weight(_ weight: Weight) -> FontDescriptor { with { $0.weight = weight } }
    /// A copy that is bold, like `Font.bold()`.
    public func bold() -> FontDescriptor { weight(.bold) }
    /// A copy that is italic, like `Font.italic()`.
    public func italic() -> FontDescriptor { with { $0.isItalic = true } }
    /// A copy with the monospaced design, like `Font.monospaced()`.
    public func monospaced() -> FontDescriptor { with { $0.design = .monospaced } }

    /// The JSON keys: `family`, `size`, `weight`, `italic`, `design`, `textStyle`; unset
    /// properties are omitted.
    private enum CodingKeys: String, CodingKey {
        case family, size, weight
        case isItalic = "italic"
        case design, textStyle
    }

    private func with(_ change: (inout FontDescriptor) -> Void) -> FontDescriptor {
        var copy = self
        change(&copy)
        return copy
    }
}

extension FontDescriptor {
    /// Stroke weights, SwiftUI's `Font.Weight` cases in order from lightest to heaviest.
    /// Raw values are the stable names used in JSON.
    public enum Weight: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS / OpenType weight: 100 (ultraLight) … 900 (black).
        public var numericValue: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }

        /// True from semibold up: the weights a terminal can only show as "bold".
        public var isBold: Bool { self >= .semibold }

        /// Lighter before heavier.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.numericValue < rhs.numericValue }
    }

    /// System font designs, SwiftUI's `Font.Design`. Raw values are the stable JSON names.
    public enum Design: String, Hashable, Sendable, Codable, CaseIterable {
        case `default`, monospaced, serif, rounded
    }

    /// Dynamic Type styles, SwiftUI's `Font.TextStyle`. Raw values are the stable JSON names.
    public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at Apple's default ("Large") Dynamic Type setting on iOS, so that
        /// non-Apple renderers size text the way an iPhone does by default.
        public var defaultSize: Double {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline: return 17
            case .subheadline: return 15
            case .body: return 17
            case .callout: return 16
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The weight the style carries by itself: semibold for `headline`, `nil` (regular) otherwise.
        public var defaultWeight: Weight? {
            self == .headline ? .semibold : nil
        }
    }
}

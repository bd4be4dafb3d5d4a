/// A platform-neutral color: either explicit RGBA components or one of SwiftUI's named,
/// appearance-dependent colors (`.red`, `.indigo`, `.primary`…).
///
/// SwiftUI's `Color` is neither `Codable` nor available off Apple platforms. `StyleColor` keeps a
/// named color *named*, so that an Apple renderer can map it back to the system color (which
/// adapts to light and dark mode and accessibility settings), while other renderers use the
/// documented RGB fallbacks from ``resolved(for:)``: Apple's published iOS system colors.
public struct StyleColor: Hashable, Sendable {
    /// The color's definition.
    public enum Kind: Hashable, Sendable {
        /// Explicit sRGB components, each in 0…1.
        case rgba(RGBA)
        /// A system color that depends on the appearance.
        case named(Name)
    }

    /// What this color is.
    public var kind: Kind

    /// A color from sRGB components in 0…1 (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        kind = .rgba(RGBA(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A color from 8-bit sRGB components (0…255) and an opacity in 0…1.
    public init(red255 red: Int, green255 green: Int, blue255 blue: Int, opacity: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    /// A system color by name.
    public init(_ name: Name) {
        kind = .named(name)
    }

    /// The name, when this is a system color.
    public var name: Name? {
        if case .named(let name) = kind { return name }
        return nil
    }

    /// The concrete components for `appearance`: a named color's documented fallback, or the
    /// explicit components unchanged.
    public func resolved(for appearance: Appearance = .light) -> RGBA {
        switch kind {
        case .rgba(let components): return components
        case .named(let name): return name.fallback(for: appearance)
        }
    }
}

extension StyleColor {
    /// Whether a color is shown on a light or a dark background; named colors differ between them.
    public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
        case light, dark
    }

    /// sRGB components in 0…1.
    public struct RGBA: Hashable, Sendable {
        /// The red component, 0…1.
        public var red: Double
        /// The green component, 0…1.
        public var green: Double
        /// The blue component, 0…1.
        public var blue: Double
        /// The opacity, 0 (transparent) … 1 (opaque).
        public var opacity: Double

        /// Components clamped to 0…1 (NaN becomes 0), so every value is a valid color.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = Self.clamp(red)
            self.green = Self.clamp(green)
            self.blue = Self.clamp(blue)
            self.opacity = Self.clamp(opacity)
        }

        /// The components as 8-bit values, rounded.
        public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(opacity))
        }

        static func byte(_ component: Double) -> UInt8 {
            UInt8((clamp(component) * 255).rounded())
        }

        private static func clamp(_ value: Double) -> Double {
            guard value.isFinite else { return value == .infinity ? 1 : 0 }
            return Swift.min(1, Swift.max(0, value))
        }
    }
}

extension StyleColor {
    /// System red; see ``Name`` for its light and dark values.
    public static let red = StyleColor(.red)
    /// System orange; see ``Name`` for its light and dark values.
    public static let orange = StyleColor(.orange)
    /// System yellow; see ``Name`` for its light and dark values.
    public static let yellow = StyleColor(.yellow)
    /// System green; see ``Name`` for its light and dark values.
    public static let green = StyleColor(.green)
    /// System mint; see ``Name`` for its light and dark values.
    public static let mint = StyleColor(.mint)
    /// System teal; see ``Name`` for its light and dark values.
    public static let teal = StyleColor(.teal)
    /// System cyan; see ``Name`` for its light and dark values.
    public static let cyan = StyleColor(.cyan)
    /// System blue; see ``Name`` for its light and dark values.
    public static let blue = StyleColor(.blue)
    /// System indigo; see ``Name`` for its light and dark values.
    public static let indigo = StyleColor(.indigo)
    /// System purple; see ``Name`` for its light and dark values.
    public static let purple = StyleColor(.purple)
    /// System pink; see ``Name`` for its light and dark values.
    public static let pink = StyleColor(.pink)
    /// System brown; see ``Name`` for its light and dark values.
    public static let brown = StyleColor(.brown)
    /// System gray; see ``Name`` for its light and dark values.
    public static let gray = StyleColor(.gray)
    /// System black; see ``Name`` for its light and dark values.
    public static let black = StyleColor(.black)
    /// System white; see ``Name`` for its light and dark values.
    public static let white = StyleColor(.white)
    /// Fully transparent.
    public static let clear = StyleColor(.clear)
    /// The text color: black on light backgrounds, white on dark ones.
    public static let primary = StyleColor(.primary)
    /// Secondary text: translucent grey.
    public static let secondary = StyleColor(.secondary)
    /// The app's tint; falls back to system blue.
    public static let accent = StyleColor(.accent)
}

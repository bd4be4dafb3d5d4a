extension StyleColor {
    /// SwiftUI's named colors. Raw values are the stable names used in JSON and CSS comments.
    ///
    /// The fallbacks are Apple's published iOS system colors (Human Interface Guidelines, default
    /// contrast), light and dark: the values an iPhone shows, so that a document renders the same
    /// hue everywhere. `primary`/`secondary` are the label colors and `accent` is system blue,
    /// the tint an app gets unless it sets its own.
    public enum Name: String, Hashable, Sendable, Codable, CaseIterable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
        case black, white, clear
        case primary, secondary, accent

        /// The concrete color for `appearance`.
        public func fallback(for appearance: Appearance) -> RGBA {
            let (light, dark) = palette
            return appearance == .light ? light : dark
        }

        private var palette: (light: RGBA, dark: RGBA) {
            switch self {
            case .red: return (Self.rgb(255, 59, 48), Self.rgb(255, 69, 58))
            case .orange: return (Self.rgb(255, 149, 0), Self.rgb(255, 159, 10))
            case .yellow: return (Self.rgb(255, 204, 0), Self.rgb(255, 214, 10))
            case .green: return (Self.rgb(52, 199, 89), Self.rgb(48, 209, 88))
            case .mint: return (Self.rgb(0, 199, 190), Self.rgb(99, 230, 226))
            case .teal: return (Self.rgb(48, 176, 199), Self.rgb(64, 200, 224))
            case .cyan: return (Self.rgb(50, 173, 230), Self.rgb(100, 210, 255))
            case .blue, .accent: return (Self.rgb(0, 122, 255), Self.rgb(10, 132, 255))
            case .indigo: return (Self.rgb(88, 86, 214), Self.rgb(94, 92, 230))
            case .purple: return (Self.rgb(175, 82, 222), Self.rgb(191, 90, 242))
            case .pink: return (Self.rgb(255, 45, 85), Self.rgb(255, 55, 95))
            case .brown: return (Self.rgb(162, 132, 94), Self.rgb(172, 142, 104))
            case .gray: return (Self.rgb(142, 142, 147), Self.rgb(142, 142, 147))
            case .black: return (Self.rgb(0, 0, 0), Self.rgb(0, 0, 0))
            case .white: return (Self.rgb(255, 255, 255), Self.rgb(255, 255, 255))
            case .clear: return (RGBA(red: 0, green: 0, blue: 0, opacity: 0), RGBA(red: 0, green: 0, blue: 0, opacity: 0))
            case .primary: return (Self.rgb(0, 0, 0), Self.rgb(255, 255, 255))
            case .secondary: return (Self.rgb(60, 60, 67, 0.6), Self.rgb(235, 235, 245, 0.6))
            }
        }

        private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double = 1) -> RGBA {
            RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
        }
    }
}

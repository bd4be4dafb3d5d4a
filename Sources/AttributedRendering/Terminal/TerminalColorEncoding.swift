import AttributedStyles

/// Turns sRGB colors into SGR color parameters for each ``TerminalColorMode``.
enum TerminalColorEncoding {
    /// Which color an SGR parameter sets.
    enum Layer {
        case foreground, background, underline
    }

    /// `38;2;r;g;b`, `48;5;n`, `58;2;r;g;b`, `31`, `104`… for `color` on `layer`.
    static func parameters(_ color: StyleColor.RGBA, layer: Layer, mode: TerminalColorMode) -> String {
        let (red, green, blue, _) = color.bytes
        switch mode {
        case .none:
            return ""
        case .truecolor:
            return "\(extendedPrefix(layer));2;\(red);\(green);\(blue)"
        case .ansi256:
            return "\(extendedPrefix(layer));5;\(paletteIndex256(red: red, green: green, blue: blue))"
        case .ansi16:
            let index = paletteIndex16(red: red, green: green, blue: blue)
            let base: Int
            switch layer {
            case .foreground, .underline: base = index < 8 ? 30 : 82
            case .background: base = index < 8 ? 40 : 92
            }
            return String(base + index)
        }
    }

    private static func extendedPrefix(_ layer: Layer) -> Int {
        switch layer {
        case .foreground: return 38
        case .background: return 48
        case .underline: return 58
        }
    }

    /// The nearest entry of xterm's 6×6×6 cube (16…231) or grey ramp (232…255).
    static func paletteIndex256(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) { best = index }
            return best
        }
        let (r, g, b) = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
        let cubeDistance = distance((levels[r], levels[g], levels[b]), (Int(red), Int(green), Int(blue)))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = distance((grey, grey, grey), (Int(red), Int(green), Int(blue)))
        return greyDistance < cubeDistance ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }

    /// The nearest of the 16 basic colors (xterm's default values): 0…7 normal, 8…15 bright.
    static func paletteIndex16(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in basicPalette.enumerated() {
            let candidate = distance(entry, (Int(red), Int(green), Int(blue)))
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return best
    }

    private static let basicPalette: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (lhs.0 - rhs.0, lhs.1 - rhs.1, lhs.2 - rhs.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}

extension StyleColor {
    /// A color from a CSS-style hex string: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, the `#`
    /// optional, case-insensitive. Returns `nil` for anything else, so user input is safe to pass.
    public init?(hex: String) {
        guard let components = RGBA(hex: hex) else { return nil }
        kind = .rgba(components)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, lower-case; named colors give their fallback
    /// for `appearance`.
    public func hexString(for appearance: Appearance = .light) -> String {
        resolved(for: appearance).hexString
    }
}

extension StyleColor.RGBA {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for unit in digits.utf8 {
            guard let value = Self.nibble(unit), nibbles.count < 8 else { return nil }
            nibbles.append(value)
        }
        let channels: [UInt8]
        switch nibbles.count {
        case 3, 4: channels = nibbles.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        self.init(red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255, opacity: alpha)
    }

    /// `#rrggbb`, or `#rrggbbaa` when the opacity is below 1.
    public var hexString: String {
        let (red, green, blue, alpha) = bytes
        var text = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
        if alpha != 255 { text += Self.hexByte(alpha) }
        return text
    }

    private static let hexDigits: [Character] = Array("0123456789abcdef")

    private static func hexByte(_ byte: UInt8) -> String {
        String([hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
    }

    private static func nibble(_ unit: UInt8) -> UInt8? {
        switch unit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return unit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return unit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return unit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

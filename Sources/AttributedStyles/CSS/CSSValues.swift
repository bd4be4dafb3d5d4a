import Foundation

/// Formatting of CSS values: numbers, strings, colors, font stacks. Every function accepts any
/// input (user documents reach it) and returns a value that cannot break out of its declaration.
enum CSSValues {
    /// The largest magnitude written for a length; beyond it values are clamped, so that
    /// absurd input neither overflows nor produces exponent notation.
    static let maximumMagnitude = 1_000_000.0

    /// `16`, `13.6`, `-0.25`: at most four decimals, no exponent, no trailing zeros; `nil` for
    /// NaN and infinities.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        let clamped = Swift.min(maximumMagnitude, Swift.max(-maximumMagnitude, value))
        let scaled = (clamped * 10_000).rounded()
        let negative = scaled < 0
        let magnitude = Int64(Swift.abs(scaled))
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var text = (negative && magnitude != 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// `17px`; `nil` when the number is not finite.
    static func pixels(_ value: Double) -> String? {
        number(value).map { $0 == "0" ? "0" : $0 + "px" }
    }

    /// A double-quoted CSS string. Quotes and backslashes are escaped, and so are control
    /// characters and `<`/`>` (as hex escapes), so a font name can end neither the string, the
    /// declaration, nor an enclosing `<style>` element.
    static func string(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "<", ">", "\u{7F}", "\u{0}"..."\u{1F}":
                quoted += "\\" + String(scalar.value, radix: 16) + " "
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// `#rrggbb` / `#rrggbbaa` for `color` in `appearance`.
    static func color(_ color: StyleColor, appearance: StyleColor.Appearance) -> String {
        color.hexString(for: appearance)
    }

    /// The generic font stack of a design: system fonts of each platform, then the CSS generic.
    static func fontStack(_ design: FontDescriptor.Design) -> String {
        switch design {
        case .default: return "-apple-system, BlinkMacSystemFont, \"Segoe UI\", \"Noto Sans\", Helvetica, Arial, sans-serif"
        case .monospaced: return "ui-monospace, SFMono-Regular, \"SF Mono\", Menlo, Consolas, \"Liberation Mono\", monospace"
        case .serif: return "ui-serif, \"New York\", Georgia, \"Times New Roman\", serif"
        case .rounded: return "ui-rounded, \"SF Pro Rounded\", \"Nunito\", sans-serif"
        }
    }

    /// The CSS `text-decoration-style` of a pattern. CSS has no dash-dot patterns: both become
    /// `dashed`, the closest look.
    static func decorationStyle(_ pattern: LineStyle.Pattern) -> String {
        switch pattern {
        case .solid: return "solid"
        case .dot: return "dotted"
        case .dash, .dashDot, .dashDotDot: return "dashed"
        }
    }
}

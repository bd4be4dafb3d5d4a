import AttributedMarkdown
import Foundation

extension Theme {
    /// The color of each highlighting class (`CodeTokenKind`) in this theme's code: GitHub's
    /// syntax colors for the theme's appearance (light or dark). Styled HTML (`.hl-…` rules in
    /// ``StyleCSS/stylesheet(for:scope:)``), the web preview and the terminal use them.
    public var codeTokenColors: [CodeTokenKind: StyleColor] {
        Self.codeTokenColors(for: appearance)
    }

    /// GitHub's syntax colors for `appearance` (its Primer "pretty lights" palette).
    public static func codeTokenColors(for appearance: StyleColor.Appearance) -> [CodeTokenKind: StyleColor] {
        let hex: [CodeTokenKind: String]
        switch appearance {
        case .light:
            hex = [.keyword: "cf222e", .type: "953800", .string: "0a3069", .number: "0550ae", .comment: "6e7781",
                   .function: "8250df", .constant: "0550ae", .operator: "cf222e", .punctuation: "57606a", .tag: "116329",
                   .attribute: "0550ae", .variable: "953800", .inserted: "116329", .deleted: "82071e"]
        case .dark:
            hex = [.keyword: "ff7b72", .type: "ffa657", .string: "a5d6ff", .number: "79c0ff", .comment: "8b949e",
                   .function: "d2a8ff", .constant: "79c0ff", .operator: "ff7b72", .punctuation: "8b949e", .tag: "7ee787",
                   .attribute: "79c0ff", .variable: "ffa657", .inserted: "aff5b4", .deleted: "ffdcd7"]
        }
        return hex.compactMapValues { StyleColor(hex: $0) }
    }
}

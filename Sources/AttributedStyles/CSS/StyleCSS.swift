import Foundation
import AttributedMarkdown

/// Turns style attributes (`AttributeScopes/StyleAttributes`) into CSS, for HTML renderers and
/// the web app: per run (`style="…"`) with ``declarations(for:)``, or per theme (a stylesheet of
/// classes) with ``stylesheet(for:scope:)``.
///
/// The mapping:
/// - `font` → `font-family` (the family, quoted, then the design's system stack), `font-size`
///   (points as CSS pixels, which is how WebKit sizes Apple's points; a text style gives its
///   default size), `font-weight` (100…900), `font-style` (`italic` / `normal`).
/// - `foregroundColor` → `color`, `backgroundColor` → `background-color` (`#rrggbb[aa]`; named
///   colors resolved for ``appearance``).
/// - `underlineStyle`, `strikethroughStyle` → `text-decoration-line`, `text-decoration-style`
///   (`solid`, `dotted`, `dashed`), `text-decoration-color`. CSS draws all lines of an element
///   in one style: when both are set, the underline's style and color win.
/// - `kern` + `tracking` → `letter-spacing` (their sum, in px).
/// - `baselineOffset` → `vertical-align` (px; positive raises, as in Apple's attribute).
/// - `alignment` → `text-align` (`start`, `center`, `end`, `justify`).
/// - `lineHeight` → `line-height` (a unitless multiple, or px).
/// - `baseWritingDirection` → `direction: ltr|rtl`, or `unicode-bidi: plaintext` for natural.
///
/// Other keys (Markdown's, Foundation's, an app's) are ignored.
public struct StyleCSS: Hashable, Sendable {
    /// The CSS class of the element that holds a whole document; the theme's base style.
    public static let documentClassName = "am-document"

    /// The appearance named colors are resolved for.
    public var appearance: StyleColor.Appearance

    /// A mapping resolving named colors for `appearance`.
    public init(appearance: StyleColor.Appearance = .light) {
        self.appearance = appearance
    }

    /// The CSS declarations of the style attributes in `attributes`, in a fixed order (font,
    /// colors, decorations, spacing, paragraph), so equal styles give equal text.
    public func declarations(for attributes: AttributeContainer) -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        func add(_ property: String, _ value: String?) {
            if let value { declarations.append(CSSDeclaration(property: property, value: value)) }
        }
        if let font = attributes.styleFont {
            add("font-family", fontFamily(font))
            add("font-size", font.resolvedSize.flatMap(CSSValues.pixels))
            add("font-weight", font.resolvedWeight.map { String($0.numericValue) })
            add("font-style", font.isItalic.map { $0 ? "italic" : "normal" })
        }
        add("color", attributes.styleForegroundColor.map { CSSValues.color($0, appearance: appearance) })
        add("background-color", attributes.styleBackgroundColor.map { CSSValues.color($0, appearance: appearance) })
        for declaration in decorations(underline: attributes.styleUnderlineStyle, strikethrough: attributes.styleStrikethroughStyle) {
            declarations.append(declaration)
        }
        if attributes.styleKern != nil || attributes.styleTracking != nil {
            add("letter-spacing", CSSValues.pixels((attributes.styleKern ?? 0) + (attributes.styleTracking ?? 0)))
        }
        add("vertical-align", attributes.styleBaselineOffset.flatMap(CSSValues.pixels))
        add("text-align", attributes.styleAlignment.map(Self.textAlign))
        switch attributes.styleLineHeight {
        case .multiple(let factor)?: add("line-height", CSSValues.number(factor))
        case .points(let points)?: add("line-height", CSSValues.pixels(points))
        case nil: break
        }
        switch attributes.baseWritingDirection {
        case .leftToRight?: add("direction", "ltr")
        case .rightToLeft?: add("direction", "rtl")
        case .natural?: add("unicode-bidi", "plaintext")
        case nil: break
        }
        return declarations
    }

    /// The declarations joined for a `style` attribute (empty when there are none).
    public func inlineStyle(for attributes: AttributeContainer) -> String {
        declarations(for: attributes).inlineStyle
    }

    private func fontFamily(_ font: FontDescriptor) -> String? {
        switch (font.family, font.design) {
        case (let family?, let design):
            return CSSValues.string(family) + ", " + CSSValues.fontStack(design ?? .default)
        case (nil, let design?):
            return CSSValues.fontStack(design)
        case (nil, nil):
            return nil
        }
    }

    private func decorations(underline: LineStyle?, strikethrough: LineStyle?) -> [CSSDeclaration] {
        var lines: [String] = []
        if underline != nil { lines.append("underline") }
        if strikethrough != nil { lines.append("line-through") }
        guard let leading = underline ?? strikethrough else { return [] }
        var declarations = [
            CSSDeclaration(property: "text-decoration-line", value: lines.joined(separator: " ")),
            CSSDeclaration(property: "text-decoration-style", value: CSSValues.decorationStyle(leading.pattern)),
        ]
        if let color = leading.color {
            declarations.append(CSSDeclaration(property: "text-decoration-color", value: CSSValues.color(color, appearance: appearance)))
        }
        return declarations
    }

    private static func textAlign(_ alignment: ParagraphAlignment) -> String {
        switch alignment {
        case .leading: return "start"
        case .center: return "center"
        case .trailing: return "end"
        case .justified: return "justify"
        }
    }
}

import Foundation
import AttributedStyles

/// Commands over `AttributeScopes.StyleAttributes` (module AttributedStyles): the portable
/// style keys that the renderers and themes understand.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public enum StyleCommands {
    /// The style keys the commands below change.
    public typealias Keys = AttributeScopes.StyleAttributes

    /// Toggles an underline: any underline counts as on; a solid one is added where missing.
    public static let underline = PresenceToggle(Keys.UnderlineStyleAttribute.self, value: .single)

    /// Sets the text color (`nil` removes it).
    public static func foregroundColor(_ color: StyleColor?) -> SetAttribute<Keys.ForegroundColorAttribute> {
        SetAttribute(Keys.ForegroundColorAttribute.self, value: color)
    }

    /// Sets the color behind the text (`nil` removes it).
    public static func backgroundColor(_ color: StyleColor?) -> SetAttribute<Keys.BackgroundColorAttribute> {
        SetAttribute(Keys.BackgroundColorAttribute.self, value: color)
    }

    /// Sets the font size in points, keeping each run's family, weight and other font traits.
    public static func fontSize(_ points: Double) -> ModifyAttribute<Keys.FontAttribute> {
        ModifyAttribute(Keys.FontAttribute.self, default: FontDescriptor(), isModified: { $0.size == points }) { font in
            font.size = points
        }
    }

    /// Sets the alignment of the paragraphs the selection touches (an insertion point's
    /// paragraph included).
    public static func alignment(_ alignment: ParagraphAlignment) -> SetAttribute<Keys.AlignmentAttribute> {
        SetAttribute(Keys.AlignmentAttribute.self, value: alignment, formatsParagraphs: true)
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension RichTextEditor {
    /// Toggles an underline (``StyleCommands/underline``).
    @discardableResult
    public mutating func toggleUnderline() -> Bool { apply(StyleCommands.underline) }

    /// Sets the font size in points (``StyleCommands/fontSize(_:)``).
    @discardableResult
    public mutating func setFontSize(_ points: Double) -> Bool { apply(StyleCommands.fontSize(points)) }

    /// Sets the text color (``StyleCommands/foregroundColor(_:)``).
    @discardableResult
    public mutating func setForegroundColor(_ color: StyleColor?) -> Bool { apply(StyleCommands.foregroundColor(color)) }

    /// Aligns the selected paragraphs (``StyleCommands/alignment(_:)``).
    @discardableResult
    public mutating func setAlignment(_ alignment: ParagraphAlignment) -> Bool { apply(StyleCommands.alignment(alignment)) }
}

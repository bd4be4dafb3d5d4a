import Foundation

// The keys of `AttributeScopes.StyleAttributes`. Each `name` is stable: it is what JSON
// (Codable AttributedString) stores, so it never changes. Each key is also Markdown-decodable
// under its Swift member name, e.g. `^[alert](foregroundColor: 'red')` when parsing
// `including: \.style`.

extension AttributeScopes.StyleAttributes {
    /// `AMFont`: the font, as a layered ``FontDescriptor``.
    public enum FontAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = FontDescriptor
        public static let name = "AMFont"
        public static let markdownName = "font"
    }

    /// `AMForegroundColor`: the text color.
    public enum ForegroundColorAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = StyleColor
        public static let name = "AMForegroundColor"
        public static let markdownName = "foregroundColor"
    }

    /// `AMBackgroundColor`: the color painted behind the text.
    public enum BackgroundColorAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = StyleColor
        public static let name = "AMBackgroundColor"
        public static let markdownName = "backgroundColor"
    }

    /// `AMUnderlineStyle`: an underline, with its pattern and color.
    public enum UnderlineStyleAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = LineStyle
        public static let name = "AMUnderlineStyle"
        public static let markdownName = "underlineStyle"
    }

    /// `AMStrikethroughStyle`: a line through the text, with its pattern and color. (Markdown's
    /// `~~x~~` is `InlinePresentationIntent.strikethrough`; themes turn that into this.)
    public enum StrikethroughStyleAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = LineStyle
        public static let name = "AMStrikethroughStyle"
        public static let markdownName = "strikethroughStyle"
    }

    /// `AMKern`: extra space in points after each character, as SwiftUI's `kerning`.
    public enum KernAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = Double
        public static let name = "AMKern"
        public static let markdownName = "kern"
    }

    /// `AMTracking`: extra space in points between characters, as SwiftUI's `tracking` (which,
    /// unlike kerning, never breaks ligatures). Renderers without the distinction add it to kern.
    public enum TrackingAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = Double
        public static let name = "AMTracking"
        public static let markdownName = "tracking"
    }

    /// `AMBaselineOffset`: points to raise (positive) or lower (negative) the text.
    public enum BaselineOffsetAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = Double
        public static let name = "AMBaselineOffset"
        public static let markdownName = "baselineOffset"
    }

    /// `AMAlignment`: the horizontal alignment of the block the run belongs to.
    public enum AlignmentAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = ParagraphAlignment
        public static let name = "AMAlignment"
        public static let markdownName = "alignment"
    }

    /// `AMLineHeight`: the line height of the block the run belongs to.
    public enum LineHeightAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = LineHeight
        public static let name = "AMLineHeight"
        public static let markdownName = "lineHeight"
    }

    /// `AMBaseWritingDirection`: the base direction of the block the run belongs to. (Named so
    /// as not to collide with Foundation's own run-level `writingDirection`.)
    public enum BaseWritingDirectionAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = BaseWritingDirection
        public static let name = "AMBaseWritingDirection"
        public static let markdownName = "baseWritingDirection"
    }
}

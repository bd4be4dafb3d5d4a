import Foundation
import AttributedMarkdown

// The looks of text, as portable data. SwiftUI's `font`, `foregroundColor`… keys exist only on
// Apple platforms and their values (`Font`, `Color`) are not Codable; these keys carry the same
// intent on every platform, survive JSON, and are read by the HTML, terminal and RTF renderers.

extension AttributeScopes {
    /// AttributedStyles' scope: the style keys below, plus ``AttributeScopes/MarkdownAttributes``
    /// (which includes Foundation's), so that one scope, `\.style`, covers a whole styled
    /// Markdown document for `AttributedString(markdown:including:)` and Codable.
    ///
    /// Paragraph-level keys (``alignment``, ``lineHeight``, ``baseWritingDirection``) describe the
    /// block a run belongs to and are set uniformly on its runs. They deliberately do **not** use
    /// Foundation's `runBoundaries = .paragraph`: Foundation finds paragraphs by newline, and an
    /// AttributedString made from Markdown has no newline between blocks (Apple's shape), so that
    /// constraint would spread one heading's alignment over the whole document. Renderers take a
    /// block's value from its first run (blocks are told apart by `PresentationIntent`).
    public struct StyleAttributes: AttributeScope {
        /// The font (`AMFont`).
        public let font: FontAttribute
        /// The text color (`AMForegroundColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind the text (`AMBackgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// The underline (`AMUnderlineStyle`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The line through the text (`AMStrikethroughStyle`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Extra space after each character, in points (`AMKern`).
        public let kern: KernAttribute
        /// Extra space between characters, in points (`AMTracking`).
        public let tracking: TrackingAttribute
        /// Points to raise or lower the text (`AMBaselineOffset`).
        public let baselineOffset: BaselineOffsetAttribute
        /// The block's horizontal alignment (`AMAlignment`).
        public let alignment: AlignmentAttribute
        /// The block's line height (`AMLineHeight`).
        public let lineHeight: LineHeightAttribute
        /// The block's base writing direction (`AMBaseWritingDirection`).
        public let baseWritingDirection: BaseWritingDirectionAttribute
        /// Markdown's and Foundation's keys, so that one scope covers a styled document.
        public let markdown: MarkdownAttributes
    }

    /// AttributedStyles' scope, for `including: \.style` and `AttributeContainer` key paths.
    public var style: StyleAttributes.Type { StyleAttributes.self }
}

extension AttributeDynamicLookup {
    /// Makes `run.font`, `string.foregroundColor = .red`, `container.kern = 1` work.
    ///
    /// On Apple platforms a file that also imports SwiftUI, UIKit or AppKit sees their keys of the
    /// same names (`font`, `foregroundColor`…): there, address ours by type, e.g.
    /// `run[AttributeScopes.StyleAttributes.FontAttribute.self]`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.StyleAttributes, T>) -> T {
        self[T.self]
    }
}

import Foundation
import AttributedMarkdown

// The looks of text, as portable data. SwiftUI's `font`, `foregroundColor`… keys exist only on
// Apple platforms and their values (`Font`, `Color`) are not Codable; these keys carry the same
// intent on every platform, survive JSON, and are read by the HTML, terminal and RTF renderers.

extension AttributeScopes {
    /// AttributedStyles' scope: the style keys below, plus `AttributeScopes/MarkdownAttributes`
    /// (which includes Foundation's), so that one scope, `\.style`, covers a whole styled
    /// Markdown document for `AttributedString(markdown:including:)` and Codable.
    ///
    /// Paragraph-level keys (``styleAlignment``, ``styleLineHeight``, ``baseWritingDirection``) describe the
    /// block a run belongs to and are set uniformly on its runs. They deliberately do **not** use
    /// Foundation's `runBoundaries = .paragraph`: Foundation finds paragraphs by newline, and an
    /// AttributedString made from Markdown has no newline between blocks (Apple's shape), so that
    /// constraint would spread one heading's alignment over the whole document. Renderers take a
    /// block's value from its first run (blocks are told apart by `PresentationIntent`).
    public struct StyleAttributes: AttributeScope {
        /// The font (`AMFont`).
        public let styleFont: FontAttribute
        /// The text color (`AMForegroundColor`).
        public let styleForegroundColor: ForegroundColorAttribute
        /// The color behind the text (`AMBackgroundColor`).
        public let styleBackgroundColor: BackgroundColorAttribute
        /// The underline (`AMUnderlineStyle`).
        public let styleUnderlineStyle: UnderlineStyleAttribute
        /// The line through the text (`AMStrikethroughStyle`).
        public let styleStrikethroughStyle: StrikethroughStyleAttribute
        /// Extra space after each character, in points (`AMKern`).
        public let styleKern: KernAttribute
        /// Extra space between characters, in points (`AMTracking`).
        public let styleTracking: TrackingAttribute
        /// Points to raise or lower the text (`AMBaselineOffset`).
        public let styleBaselineOffset: BaselineOffsetAttribute
        /// The block's horizontal alignment (`AMAlignment`).
        public let styleAlignment: AlignmentAttribute
        /// The block's line height (`AMLineHeight`).
        public let styleLineHeight: LineHeightAttribute
        /// The block's base writing direction (`AMBaseWritingDirection`).
        public let baseWritingDirection: BaseWritingDirectionAttribute
        /// Markdown's and Foundation's keys, so that one scope covers a styled document.
        public let markdown: MarkdownAttributes
    }

    /// AttributedStyles' scope, for `including: \.style` and `AttributeContainer` key paths.
    public var style: StyleAttributes.Type { StyleAttributes.self }
}

extension AttributeDynamicLookup {
    /// Makes `run.styleFont`, `string.styleForegroundColor = .red`, `container.styleKern = 1` work.
    ///
    /// The names carry a `style` prefix so that they never collide with the keys SwiftUI, UIKit
    /// and AppKit declare (`font`, `foregroundColor`…) in an app that imports both.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.StyleAttributes, T>) -> T {
        self[T.self]
    }
}

#if !canImport(Darwin)
extension AttributeScopes.StyleAttributes {
    /// The style keys under the names Apple's UI frameworks give them (`font`,
    /// `foregroundColor`…), for platforms without those frameworks only, so that code written for
    /// Apple platforms (a theme built with `container.foregroundColor = …`) compiles here too.
    /// On Apple platforms these names belong to SwiftUI/UIKit/AppKit and are not declared.
    public struct AppleSpelling {
        /// `styleFont`.
        public let font: FontAttribute
        /// `styleForegroundColor`.
        public let foregroundColor: ForegroundColorAttribute
        /// `styleBackgroundColor`.
        public let backgroundColor: BackgroundColorAttribute
        /// `styleUnderlineStyle`.
        public let underlineStyle: UnderlineStyleAttribute
        /// `styleStrikethroughStyle`.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// `styleKern`.
        public let kern: KernAttribute
        /// `styleTracking`.
        public let tracking: TrackingAttribute
        /// `styleBaselineOffset`.
        public let baselineOffset: BaselineOffsetAttribute
        /// `styleAlignment`.
        public let alignment: AlignmentAttribute
        /// `styleLineHeight`.
        public let lineHeight: LineHeightAttribute
    }
}

extension AttributeDynamicLookup {
    /// Makes `container.font`, `string.foregroundColor = .red` work where no UI framework
    /// declares those names (not on Apple platforms). Library code uses the `style…` names.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.StyleAttributes.AppleSpelling, T>) -> T {
        self[T.self]
    }
}
#endif

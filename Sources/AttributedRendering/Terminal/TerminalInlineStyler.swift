import AttributedMarkdown
import AttributedStyles
import Foundation

/// Turns a leaf block's runs into styled tokens: Markdown's intents give the terminal's
/// semantic look, the string's style attributes (a theme's, a transform's, the author's)
/// refine or override it.
struct TerminalInlineStyler {
    let options: TerminalRenderer.Options
    let palette: TerminalPalette
    /// The theme's page colors: the terminal's own colors stand for them (see
    /// ``TerminalRenderer/Options/theme``).
    private let baseForeground: StyleColor.RGBA?
    private let baseBackground: StyleColor.RGBA?

    /// The theme applied on the fly, under each run's own attributes, when the string was not
    /// styled beforehand (see ``TerminalRenderer/render(_:applyingTheme:)``).
    private let themeStyles: ThemeRunStyles?

    init(options: TerminalRenderer.Options, palette: TerminalPalette, applying theme: Theme? = nil) {
        self.options = options
        themeStyles = theme.map(ThemeRunStyles.init(theme:))
        self.palette = palette
        baseForeground = options.theme?.base.styleForegroundColor?.resolved(for: options.appearance)
        baseBackground = options.theme?.base.styleBackgroundColor?.resolved(for: options.appearance)
    }

    /// The tokens of `segments` inside a block whose own look is `context`.
    func tokens(for segments: [InlineSegment], context: TerminalStyle) -> [TerminalToken] {
        var tokens: [TerminalToken] = []
        tokens.reserveCapacity(segments.count)
        var index = segments.startIndex
        while index < segments.endIndex {
            let segment = segments[index]
            if let source = segment.imageSource {
                var alt = ""
                var end = index
                while end < segments.endIndex, segments[end].imageSource == source {
                    if !segments[end].isEmptyContentPlaceholder { alt += segments[end].text }
                    end += 1
                }
                appendImage(alt: alt, source: source, segment: segment, context: context, to: &tokens)
                index = end
                continue
            }
            append(segment, context: context, to: &tokens)
            // Without hyperlinks, a link's destination follows its text.
            if let destination = segment.linkDestination, !options.showsHyperlinks,
               index + 1 == segments.endIndex || segments[index + 1].linkDestination != destination {
                appendDestination(destination, ofLinkEndingAt: index, in: segments, to: &tokens)
            }
            index += 1
        }
        return tokens
    }

    private func append(_ segment: InlineSegment, context: TerminalStyle, to tokens: inout [TerminalToken]) {
        let intent = segment.inlineIntent
        if segment.isEmptyContentPlaceholder { return }
        if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars { tokens.append(.lineBreak) }
            return
        }
        if intent.contains(.softBreak) {
            tokens.append(.text(" ", context, link: nil))
            return
        }
        var style = self.style(of: segment, context: context)
        if let reference = segment.footnoteReference {
            style.foreground = style.foreground ?? palette.link
            tokens.append(.text("[\(reference.number)]", style, link: nil))
            return
        }
        if intent.contains(.inlineHTML) || intent.contains(.blockHTML) {
            style.dim = true
        }
        tokens.append(.text(Self.sanitized(segment.text), style, link: segment.linkDestination))
    }

    private func appendImage(alt: String, source: String, segment: InlineSegment, context: TerminalStyle, to tokens: inout [TerminalToken]) {
        var style = self.style(of: segment, context: context)
        style.italic = true
        let label = "[image: " + Self.sanitized(alt.isEmpty ? source : alt) + "]"
        if options.showsHyperlinks {
            tokens.append(.text(label, style, link: source))
        } else {
            tokens.append(.text(label, style, link: nil))
            var muted = context
            muted.foreground = palette.muted
            tokens.append(.text(" (" + Self.sanitized(source) + ")", muted, link: nil))
        }
    }

    /// ` (url)` after a link's text, unless the text already is the URL (autolinks).
    private func appendDestination(_ destination: String, ofLinkEndingAt end: Int, in segments: [InlineSegment], to tokens: inout [TerminalToken]) {
        var start = end
        while start > segments.startIndex, segments[start - 1].linkDestination == destination { start -= 1 }
        let text = segments[start...end].reduce(into: "") { $0 += $1.text }
        guard !destination.isEmpty, text != destination, "mailto:" + text != destination, "http://" + text != destination else { return }
        var muted = TerminalStyle.plain
        muted.foreground = palette.muted
        tokens.append(.text(" (" + Self.sanitized(destination) + ")", muted, link: nil))
    }

    /// The look of one run: `context`, then the run's inline intents, then its style attributes.
    func style(of segment: InlineSegment, context: TerminalStyle) -> TerminalStyle {
        var style = context
        let intent = segment.inlineIntent
        if intent.contains(.emphasized) { style.italic = true }
        if intent.contains(.stronglyEmphasized) { style.bold = true }
        if intent.contains(.strikethrough) { style.strikethrough = true }
        if intent.contains(.code) { style.foreground = palette.code }
        if segment.linkDestination != nil {
            style.foreground = palette.link
            style.underline = .solid
        }
        applyAttributes(of: segment, to: &style)
        return style
    }

    /// The style attributes of `segment`'s run (under them the theme applied on the fly, if
    /// any) over `style`; placeholders, which stand for no run, change nothing.
    func applyAttributes(of segment: InlineSegment, to style: inout TerminalStyle) {
        guard let attributes = segment.runAttributes else { return }
        if let index = segment.runAttributesIndex {
            apply(containerValues.values(at: index) { styleValues(of: attributes) }, to: &style)
        } else {
            apply(styleValues(of: attributes), to: &style)
        }
    }

    /// The style values of a run with `attributes`: its own, then the theme's under them.
    private func styleValues(of attributes: AttributeContainer) -> StyleValues {
        var values = StyleValues(attributes)
        if let themeStyles { values.fill(from: themeValues.values(forRunWith: attributes, in: themeStyles)) }
        return values
    }

    /// The style values of the runs of a run list's tree, per distinct container (several runs
    /// share one), read once.
    private let containerValues = ContainerValues()

    private final class ContainerValues {
        private var values: [StyleValues?] = []

        func values(at index: Int, _ make: () -> StyleValues) -> StyleValues {
            if index >= values.count { values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count)) }
            if let known = values[index] { return known }
            let made = make()
            values[index] = made
            return made
        }
    }

    /// The style attributes the terminal renders, read from one container.
    private struct StyleValues {
        typealias Keys = AttributeScopes.StyleAttributes
        var font: FontDescriptor?
        var background: StyleColor?
        var foreground: StyleColor?
        var underline: LineStyle?
        var strikethrough: LineStyle?

        init(_ attributes: AttributeContainer) {
            font = attributes[Keys.FontAttribute.self]
            background = attributes[Keys.BackgroundColorAttribute.self]
            foreground = attributes[Keys.ForegroundColorAttribute.self]
            underline = attributes[Keys.UnderlineStyleAttribute.self]
            strikethrough = attributes[Keys.StrikethroughStyleAttribute.self]
        }

        /// Each value missing here taken from `other`: what merging `other` into the run with
        /// `.keepCurrent`, as `Theme/apply(to:)` does, leaves.
        mutating func fill(from other: StyleValues) {
            font = font ?? other.font
            background = background ?? other.background
            foreground = foreground ?? other.foreground
            underline = underline ?? other.underline
            strikethrough = strikethrough ?? other.strikethrough
        }
    }

    /// The theme's style values per combination of roles, read once.
    private let themeValues = ThemeValues()

    private final class ThemeValues {
        private var byKey: [ThemeRunStyles.Key: StyleValues] = [:]

        func values(forRunWith attributes: AttributeContainer, in styles: ThemeRunStyles) -> StyleValues {
            let key = ThemeRunStyles.key(forRunWith: attributes)
            if let known = byKey[key] { return known }
            let values = StyleValues(styles.style(for: key))
            byKey[key] = values
            return values
        }
    }

    /// Style attributes over the semantic look: a font's weight and slant, colors, lines.
    private func apply(_ values: StyleValues, to style: inout TerminalStyle) {
        if let font = values.font {
            if let weight = font.resolvedWeight { style.bold = weight.isBold }
            if let italic = font.isItalic { style.italic = italic }
        }
        var background: StyleColor.RGBA?
        if let color = values.background?.resolved(for: options.appearance), color != baseBackground, color.opacity > 0 {
            background = color
            style.background = color
        }
        if let color = values.foreground?.resolved(for: options.appearance),
           color.opacity > 0, color != baseForeground || background != nil {
            style.foreground = color
        }
        if let underline = values.underline {
            style.underline = underline.pattern
            style.underlineColor = underline.color?.resolved(for: options.appearance)
        }
        if values.strikethrough != nil {
            style.strikethrough = true
        }
    }

    /// `text` without control characters (a document's own escape sequences would restyle or
    /// take over the terminal): C0 and C1 controls become U+FFFD, tabs and newlines spaces.
    static func sanitized(_ text: String) -> String {
        // A control character's UTF-8 holds a byte below 0x20, 0x7F, or 0xC2 (the lead byte of
        // U+0080–U+00BF, C1 controls among them): text with none of these (most text) is
        // returned after one pass over its bytes, not its scalars.
        let mayHoldControls = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
        } ?? true
        guard mayHoldControls, text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                result.append(" ")
            } else if isControl(scalar) {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

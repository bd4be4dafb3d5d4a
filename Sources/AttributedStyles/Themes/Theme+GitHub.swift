import Foundation

// GitHub-like themes: the sizes, weights and colors of GitHub's Markdown stylesheet (Primer),
// at a 16 pt base. Heading sizes are GitHub's 2, 1.5, 1.25, 1, 0.875 and 0.85 em in points.

extension Theme {
    /// Light GitHub-like look: system sans-serif 16 pt, semibold headings from 32 pt down,
    /// monospaced code on light grey, blue links. Every color meets WCAG AA on white.
    public static let `default` = github(
        name: "default",
        displayName: "Default",
        appearance: .light,
        palette: GitHubPalette(
            text: "#1f2328", muted: "#59636e", background: nil, codeBackground: "#eff1f3",
            codeBlockBackground: "#f6f8fa", link: "#0969da", rule: "#d1d9e0"))

    /// Dark GitHub-like look: the same layout in GitHub's dark palette, page background included.
    public static let dark = github(
        name: "dark",
        displayName: "Dark",
        appearance: .dark,
        palette: GitHubPalette(
            text: "#f0f6fc", muted: "#9198a1", background: "#0d1117", codeBackground: "#1f232a",
            codeBlockBackground: "#151b23", link: "#4493f8", rule: "#3d444d"))

    /// The colors that differ between the light and dark GitHub-like themes, as hex strings.
    private struct GitHubPalette {
        var text: String
        var muted: String
        var background: String?
        var codeBackground: String
        var codeBlockBackground: String
        var link: String
        var rule: String
    }

    private static func github(name: String, displayName: String, appearance: StyleColor.Appearance, palette: GitHubPalette) -> Theme {
        func color(_ hex: String) -> StyleColor { StyleColor(hex: hex) ?? .primary }
        func heading(_ size: Double, muted: Bool = false) -> AttributeContainer {
            var container = AttributeContainer()
            container.styleFont = FontDescriptor(size: size, weight: .semibold)
            if muted { container.styleForegroundColor = color(palette.muted) }
            return container
        }

        var base = AttributeContainer()
        base.styleFont = FontDescriptor(size: 16, weight: .regular, italic: false, design: .default)
        base.styleForegroundColor = color(palette.text)
        if let background = palette.background { base.styleBackgroundColor = color(background) }
        base.styleLineHeight = .multiple(1.5)

        var codeBlock = AttributeContainer()
        codeBlock.styleFont = FontDescriptor(size: 13.6, design: .monospaced)
        codeBlock.styleBackgroundColor = color(palette.codeBlockBackground)
        codeBlock.styleLineHeight = .multiple(1.45)

        var blockQuote = AttributeContainer()
        blockQuote.styleForegroundColor = color(palette.muted)

        var tableHeader = AttributeContainer()
        tableHeader.styleFont = FontDescriptor(weight: .semibold)

        var thematicBreak = AttributeContainer()
        thematicBreak.styleForegroundColor = color(palette.rule)

        var inlines = semanticInlines
        inlines[.code]?.styleBackgroundColor = color(palette.codeBackground)
        inlines[.link]?.styleForegroundColor = color(palette.link)

        return Theme(
            name: name,
            displayName: displayName,
            appearance: appearance,
            base: base,
            blocks: [
                .heading1: heading(32), .heading2: heading(24), .heading3: heading(20),
                .heading4: heading(16), .heading5: heading(14), .heading6: heading(13.6, muted: true),
                .codeBlock: codeBlock, .blockQuote: blockQuote, .tableHeader: tableHeader, .thematicBreak: thematicBreak,
            ].merging(githubAlertTitles(appearance: appearance)) { own, _ in own },
            inlines: inlines)
    }
}

import AttributedStyles
import Foundation

// The three themes of Apple's AttributedString tutorial, for the apps (the CLI's `--theme`,
// the web app's theme menu). They are not in the libraries: a user's app declares such themes
// itself (README, "Themes"). In the tutorial each is one AttributeContainer merged over the
// whole text; here it is the theme's base, over the `Text`-like inline semantics every
// built-in theme has (see `Theme.semanticInlines`).

extension Theme {
    /// The themes the apps offer: the library's ``Theme/builtIn`` and the tutorial's three.
    public static let appThemes: [Theme] = builtIn + [.menlo, .times, .important]

    /// The tutorial's `menlo`: Menlo 17 pt in indigo.
    public static let menlo = Theme(
        name: "menlo",
        displayName: "Menlo",
        base: container(font: FontDescriptor(family: "Menlo", size: 17, design: .monospaced), foreground: .indigo),
        inlines: semanticInlines)

    /// The tutorial's `times`: Times New Roman 17 pt. The tutorial leaves the color to the app;
    /// this theme uses a deep brick red, `#7a2e1f` (9.4 : 1 contrast on white, WCAG AAA), which
    /// reads as ink on paper and keeps Times' bookish feel.
    public static let times = Theme(
        name: "times",
        displayName: "Times",
        base: container(
            font: FontDescriptor(family: "Times New Roman", size: 17, design: .serif),
            foreground: StyleColor(red255: 0x7A, green255: 0x2E, blue255: 0x1F)),
        inlines: semanticInlines)

    /// The tutorial's `important`: Courier New 17 pt on a yellow background.
    public static let important = Theme(
        name: "important",
        displayName: "Important",
        base: container(font: FontDescriptor(family: "Courier New", size: 17, design: .monospaced), background: .yellow),
        inlines: semanticInlines)

    private static func container(font: FontDescriptor, foreground: StyleColor? = nil, background: StyleColor? = nil) -> AttributeContainer {
        var container = AttributeContainer()
        container.styleFont = font
        if let foreground { container.styleForegroundColor = foreground }
        if let background { container.styleBackgroundColor = background }
        return container
    }
}

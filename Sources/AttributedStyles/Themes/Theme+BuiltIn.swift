import Foundation

extension Theme {
    /// Every built-in theme, in menu order: ``default`` and ``dark``. (Themes such as those of
    /// Apple's AttributedString tutorial are the app's to declare; see the README, "Themes".)
    public static let builtIn: [Theme] = [.default, .dark]

    /// The theme of `themes` (the built-in ones unless given) called `name`, compared
    /// case-insensitively, or `nil`.
    public static func named(_ name: String, in themes: [Theme] = builtIn) -> Theme? {
        let wanted = name.lowercased()
        return themes.first { $0.name.lowercased() == wanted }
    }

    /// What SwiftUI's `Text` does with inline intents by itself: italic emphasis, bold strong
    /// emphasis, monospaced code, struck-through text, and links in the accent color. Every
    /// built-in theme starts from these so that a theme only has to say what it changes.
    public static let semanticInlines: [InlineRole: AttributeContainer] = {
        var emphasized = AttributeContainer()
        emphasized.styleFont = FontDescriptor(italic: true)
        var strong = AttributeContainer()
        strong.styleFont = FontDescriptor(weight: .bold)
        var code = AttributeContainer()
        code.styleFont = FontDescriptor(design: .monospaced)
        var strikethrough = AttributeContainer()
        strikethrough.styleStrikethroughStyle = .single
        var link = AttributeContainer()
        link.styleForegroundColor = .accent
        return [.emphasized: emphasized, .stronglyEmphasized: strong, .code: code, .strikethrough: strikethrough, .link: link]
    }()
}

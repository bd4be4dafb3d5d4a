import Foundation
import AttributedMarkdown

/// A look for Markdown documents: what each kind of block and each inline intent looks like.
///
/// An AttributedString made from Markdown carries *meaning* (`PresentationIntent`,
/// `InlinePresentationIntent`, links), not looks. A theme maps that meaning to style attributes
/// (`AttributeScopes/StyleAttributes`) without touching the document: ``apply(to:)`` returns a
/// styled copy, so one stored document can be shown in any theme, and switched live.
///
/// Attributes already in the document win over the theme, key by key, as they do in SwiftUI's
/// `Text`: a run the author made red stays red in every theme. Within the theme, the more
/// specific style wins (inline over block, inner block over outer, everything over ``base``),
/// and fonts combine property by property (see ``FontDescriptor/filling(from:)``), so code in a
/// heading is both monospaced and heading-sized, and bold italic is both bold and italic.
///
/// Themes are values: copy a built-in one and change a role (`theme[block: .heading1].font = …`),
/// or load one from JSON (see `Theme`'s `Codable` conformance). For HTML, ``StyleCSS`` turns a
/// theme into a stylesheet.
public struct Theme: Hashable, Sendable, Identifiable {
    /// A stable identifier such as `"default"` or `"menlo"`: what ``named(_:in:)``, command-line
    /// options and stored preferences use.
    public var name: String
    /// What a user sees in a menu, such as `"GitHub Light"`.
    public var displayName: String
    /// Whether the theme is meant for a light or a dark background; named colors
    /// (``StyleColor/primary``…) resolve for it when rendered without a system (HTML, terminal).
    public var appearance: StyleColor.Appearance
    /// The style of all text: the bottom layer, under every block and inline style.
    public var base: AttributeContainer
    /// The style of each kind of block; a missing role adds nothing.
    public var blocks: [BlockRole: AttributeContainer]
    /// The style of each inline intent; a missing role adds nothing.
    public var inlines: [InlineRole: AttributeContainer]

    /// `name` identifies the theme.
    public var id: String { name }

    /// A theme from its parts. Only the roles present in `blocks` and `inlines` are styled.
    public init(
        name: String,
        displayName: String,
        appearance: StyleColor.Appearance = .light,
        base: AttributeContainer = AttributeContainer(),
        blocks: [BlockRole: AttributeContainer] = [:],
        inlines: [InlineRole: AttributeContainer] = [:]
    ) {
        self.name = name
        self.displayName = displayName
        self.appearance = appearance
        self.base = base
        self.blocks = blocks
        self.inlines = inlines
    }

    /// The style of a kind of block (empty when the theme does not style it).
    public subscript(block role: BlockRole) -> AttributeContainer {
        get { blocks[role] ?? AttributeContainer() }
        set { blocks[role] = newValue }
    }

    /// The style of an inline intent (empty when the theme does not style it).
    public subscript(inline role: InlineRole) -> AttributeContainer {
        get { inlines[role] ?? AttributeContainer() }
        set { inlines[role] = newValue }
    }
}

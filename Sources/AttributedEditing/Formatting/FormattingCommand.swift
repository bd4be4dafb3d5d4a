import Foundation

/// A formatting change an editor can apply to the selection: bold, a color, an alignment…
///
/// A command is described by what it does to one run's attributes, which lets the editor apply
/// it to any selection, report its ``FormattingState`` and probe a ``FormattingDefinition`` to
/// tell whether its result would survive the definition's constraints.
public protocol FormattingCommand: Sendable {
    /// The name of the attribute key the command changes; a ``FormattingDefinition`` that does
    /// not accept this key disables the command.
    var attributeName: String { get }

    /// Whether attributes already have this command's formatting.
    func isApplied(to attributes: AttributeContainer) -> Bool

    /// Adds (`true`) or removes (`false`) the formatting.
    func apply(to attributes: inout AttributeContainer, adding: Bool)

    /// Whether applying to a selection that already has the formatting everywhere removes it
    /// (bold, underline) rather than applying it again (a color, a size).
    var toggles: Bool { get }

    /// Whether the command formats whole paragraphs (alignment): the selection, even an
    /// insertion point, is extended to the paragraphs it touches.
    var formatsParagraphs: Bool { get }
}

extension FormattingCommand {
    /// By default a command toggles.
    public var toggles: Bool { true }
    /// By default a command formats the selected characters only.
    public var formatsParagraphs: Bool { false }
}

/// A piece of a leaf block's content, ready for wrapping.
enum TerminalToken: Sendable {
    /// Text in one look, maybe inside a link.
    case text(String, TerminalStyle, link: String?)
    /// A hard line break.
    case lineBreak
}

/// How many colors the terminal can show, which decides the escape sequences
/// ``TerminalRenderer`` writes.
public enum TerminalColorMode: String, Hashable, Sendable, CaseIterable {
    /// Plain text: no escape sequence of any kind (no SGR, no OSC 8 hyperlinks), for pipes,
    /// files and `NO_COLOR`.
    case none
    /// The 16 basic colors (SGR 30–37, 90–97), understood by every terminal; colors are mapped
    /// to the nearest one, and underlines are plain.
    case ansi16
    /// The xterm 256-color palette (SGR `38;5;n`), with styled and colored underlines.
    case ansi256
    /// 24-bit color (SGR `38;2;r;g;b`), for terminals announcing `COLORTERM=truecolor`.
    case truecolor
}

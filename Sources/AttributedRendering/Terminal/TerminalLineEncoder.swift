/// Encodes laid-out lines with SGR style escapes and OSC 8 hyperlinks.
///
/// Every line starts from the terminal's default look and returns to it at its end (and closes
/// its hyperlink), so that a pager such as `less -R`, which may show any line alone, shows each
/// one right. Text never carries control characters here: ``TerminalInlineStyler`` removes
/// them, so a document cannot smuggle its own escape sequences into the output.
struct TerminalLineEncoder {
    let mode: TerminalColorMode
    let hyperlinks: Bool

    /// The escape sequence of each style met so far: a document uses a few dozen styles over
    /// hundreds of thousands of style changes.
    private let sequences = SequenceCache()

    private final class SequenceCache {
        var byStyle: [TerminalStyle: String] = [:]
    }

    init(mode: TerminalColorMode, hyperlinks: Bool) {
        self.mode = mode
        self.hyperlinks = hyperlinks
    }

    /// `ESC [ parameters m` setting `style` from a reset state; empty for a style with no
    /// parameters.
    private func sequence(for style: TerminalStyle) -> String {
        if let known = sequences.byStyle[style] { return known }
        let parameters = style.sgrParameters(mode: mode)
        let sequence = parameters.isEmpty ? "" : Self.escape + parameters + "m"
        sequences.byStyle[style] = sequence
        return sequence
    }

    private static let escape = "\u{1B}["
    private static let reset = "\u{1B}[0m"

    func encode(_ line: TerminalLine, into output: inout String) {
        guard mode != .none else {
            for fragment in line.fragments { output += fragment.text }
            return
        }
        var style = TerminalStyle.plain
        var link: String?
        for fragment in line.fragments {
            let wantedLink = hyperlinks ? fragment.link : nil
            if wantedLink != link {
                if link != nil { output += Self.closeHyperlink }
                if let wantedLink { output += Self.openHyperlink(wantedLink) }
                link = wantedLink
            }
            if fragment.style != style {
                if style != .plain { output += Self.reset }
                output += sequence(for: fragment.style)
                style = fragment.style
            }
            output += fragment.text
        }
        if style != .plain { output += Self.reset }
        if link != nil { output += Self.closeHyperlink }
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static let closeHyperlink = "\u{1B}]8;;\u{1B}\\"

    /// `ESC ] 8 ; ; url ESC \`; the URL keeps only printable ASCII (anything else is
    /// percent-encoded), so it can end neither the sequence nor the line.
    private static func openHyperlink(_ url: String) -> String {
        var safe = ""
        for byte in url.utf8 {
            if byte > 0x20 && byte < 0x7F {
                safe.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                safe += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0x0F)])
            }
        }
        return "\u{1B}]8;;" + safe + "\u{1B}\\"
    }
}

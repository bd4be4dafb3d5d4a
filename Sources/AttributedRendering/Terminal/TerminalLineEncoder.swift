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
    private var byStyle: [TerminalStyle: [UInt8]] = [:]
    /// The last styles looked up (at most ``recentCount``, replaced in turn), compared before
    /// the dictionary is asked: a line of highlighted code goes back and forth between a few
    /// styles, and a comparison costs a tenth of hashing a style and probing (~650 instructions
    /// a lookup, a third of what the terminal spent on highlighted code beyond classifying it).
    private var recentStyles: [TerminalStyle] = []
    private var recentSequences: [[UInt8]] = []
    private var nextRecent = 0
    private static var recentCount: Int { 8 }

    init(mode: TerminalColorMode, hyperlinks: Bool) {
        self.mode = mode
        self.hyperlinks = hyperlinks
        recentStyles.reserveCapacity(Self.recentCount)
        recentSequences.reserveCapacity(Self.recentCount)
    }

    /// `ESC [ parameters m` setting `style` from a reset state; empty for a style with no
    /// parameters.
    mutating func sequence(for style: TerminalStyle) -> [UInt8] {
        for index in recentStyles.indices where recentStyles[index] == style { return recentSequences[index] }
        let sequence: [UInt8]
        if let known = byStyle[style] {
            sequence = known
        } else {
            let parameters = style.sgrParameters(mode: mode)
            sequence = parameters.isEmpty ? [] : Array((Self.escape + parameters + "m").utf8)
            byStyle[style] = sequence
        }
        if recentStyles.count < Self.recentCount {
            recentStyles.append(style)
            recentSequences.append(sequence)
        } else {
            recentStyles[nextRecent] = style
            recentSequences[nextRecent] = sequence
            nextRecent = (nextRecent + 1) % Self.recentCount
        }
        return sequence
    }

    private static let escape = "\u{1B}["
    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    /// Where the encoding of a line stands: the style and hyperlink its last text was written in.
    /// A line is encoded as ``enter(_:link:state:into:)`` before each stretch of text, the text
    /// itself, and ``finish(_:into:)`` at its end; ``encode(_:into:)`` does so for a laid-out line.
    struct LineState {
        fileprivate var style = TerminalStyle.plain
        /// `style != .plain`, compared only when the style changes.
        fileprivate var styled = false
        fileprivate var link: String?
    }

    /// Appends `line`, encoded, to `output` (UTF-8).
    mutating func encode(_ line: TerminalLine, into output: inout [UInt8]) {
        // The fragments are read in place (a copy of each retained its text and link).
        line.fragments.withUnsafeBufferPointer { fragments in
            guard mode != .none else {
                for index in fragments.indices { Self.append(fragments[index].text, to: &output) }
                return
            }
            var state = LineState()
            Self.write(fragments, encoder: &self, state: &state, into: &output)
            finish(state, into: &output)
        }
    }

    /// Appends `line`'s fragments, encoded from `state`, to `output`, leaving the line unfinished
    /// (more text can follow).
    mutating func encode(fragmentsOf line: TerminalLine, state: inout LineState, into output: inout [UInt8]) {
        line.fragments.withUnsafeBufferPointer { fragments in
            guard mode != .none else {
                for index in fragments.indices { Self.append(fragments[index].text, to: &output) }
                return
            }
            Self.write(fragments, encoder: &self, state: &state, into: &output)
        }
    }

    @inline(__always)
    private static func write(_ fragments: UnsafeBufferPointer<TerminalFragment>, encoder: inout TerminalLineEncoder,
                              state: inout LineState, into output: inout [UInt8]) {
        for index in fragments.indices {
            encoder.enter(fragments[index].style, link: fragments[index].link, state: &state, into: &output)
            append(fragments[index].text, to: &output)
        }
    }

    /// Writes what changes the line's look to `style` and `link` (nothing when it already has
    /// them), before a stretch of text in them.
    @inline(__always)
    mutating func enter(_ style: TerminalStyle, link wantedLink: String?, state: inout LineState, into output: inout [UInt8]) {
        guard mode != .none else { return }
        if hyperlinks || state.link != nil {
            let wantedLink = hyperlinks ? wantedLink : nil
            if wantedLink != state.link {
                if state.link != nil { output += Self.closeHyperlink }
                if let wantedLink { Self.append(Self.openHyperlink(wantedLink), to: &output) }
                state.link = wantedLink
            }
        }
        if style != state.style { Self.switchStyle(to: style, sequence: sequence(for: style), state: &state, into: &output) }
    }

    /// ``enter(_:link:state:into:)`` for text with no link in `style`, whose escape sequence
    /// (``sequence(for:)``) the caller kept: code lines change style at every token.
    @inline(__always)
    mutating func enter(_ style: TerminalStyle, sequence: [UInt8], state: inout LineState, into output: inout [UInt8]) {
        guard mode != .none else { return }
        if state.link != nil {
            output += Self.closeHyperlink
            state.link = nil
        }
        if style != state.style { Self.switchStyle(to: style, sequence: sequence, state: &state, into: &output) }
    }

    /// Leaves the line's last style (a reset when it had one) for `style`, whose escape sequence
    /// is `sequence`.
    @inline(__always)
    private static func switchStyle(to style: TerminalStyle, sequence: [UInt8], state: inout LineState, into output: inout [UInt8]) {
        if state.styled { output += reset }
        state.style = style
        output += sequence
        state.styled = style != .plain
    }

    /// Returns the line to the terminal's default look at its end.
    mutating func finish(_ state: LineState, into output: inout [UInt8]) {
        if state.styled { output += Self.reset }
        if state.link != nil { output += Self.closeHyperlink }
    }

    /// Appends `text`'s UTF-8 (one copy from its contiguous storage).
    @inline(__always)
    private static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            output.append(contentsOf: text.utf8)
        }
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static let closeHyperlink: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)

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

import AttributedMarkdown
import AttributedStyles
import Foundation

extension TerminalBlockWriter {
    /// A code block's lines, each token in its style (``codeStyles(base:boxed:highlighted:)``; a
    /// token with no class in the base style): never wrapped, cut with `…` when wider than the space left,
    /// boxed on `style`'s background when `boxed`, otherwise indented. Plain code is one token.
    ///
    /// The tokens are cut at the text's line feeds into runs of one class per line. A line of
    /// printable ASCII that fits the width (most code) is encoded straight from the text's bytes
    /// (``emitEncoded(contentWidth:_:)``: no string or fragment per token, which cost ~1,000
    /// instructions a token); any other line is laid out as a ``TerminalLine`` and goes through
    /// ``emit(_:)``, which cuts it to the width (tabs expanded and control characters removed here).
    /// Both write the same bytes for a line both can write.
    mutating func writeCode(_ code: CodeBlockHighlighting.Tokens, styles: CodeStyles, boxed: Bool) {
        push(indentation: TerminalLine([TerminalFragment(boxed ? "  " : "    ")]))
        var text = code.text
        text.withUTF8 { bytes in
            var line = CodeLineRuns()
            for token in code.tokens {
                let styleIndex = token.kind.map { Self.index(of: $0) + 1 } ?? 0
                var start = token.range.lowerBound
                let end = token.range.upperBound
                var printable = true
                for index in start..<end {
                    let byte = bytes[index]
                    if byte == 0x0A {
                        line.add(start, index, styleIndex, printable: printable)
                        writeCodeLine(line, of: bytes, styles: styles, boxed: boxed)
                        line.next()
                        start = index + 1
                        printable = true
                    } else if byte < 0x20 || byte >= 0x7F {
                        printable = false
                    }
                }
                line.add(start, end, styleIndex, printable: printable)
            }
            // The block's last line feed ends the last line (no empty line after it).
            if line.hasText || line.ended == 0 { writeCodeLine(line, of: bytes, styles: styles, boxed: boxed) }
        }
        pop()
    }

    /// The runs of the code line being cut: byte ranges of the block's text, each in one style
    /// (an index in the block's ``CodeStyles``).
    private struct CodeLineRuns {
        struct Run {
            var start: Int
            var end: Int
            var style: Int
        }

        var runs: [Run] = []
        /// The line's bytes are all printable ASCII (one column a byte, nothing to expand or remove).
        var printable = true
        /// How many bytes the runs hold.
        var count = 0
        /// The line has text (not only the box's margin).
        var hasText: Bool { count > 0 }
        /// Lines ended by a line feed.
        var ended = 0

        init() {
            runs.reserveCapacity(16)
        }

        /// Adds `start..<end` in `style`, joined to the last run when it goes on in the same style.
        mutating func add(_ start: Int, _ end: Int, _ style: Int, printable: Bool) {
            guard end > start else { return }
            count += end - start
            if !printable { self.printable = false }
            if let last = runs.indices.last, runs[last].style == style, runs[last].end == start {
                runs[last].end = end
            } else {
                runs.append(Run(start: start, end: end, style: style))
            }
        }

        /// Starts the next line.
        mutating func next() {
            runs.removeAll(keepingCapacity: true)
            printable = true
            count = 0
            ended += 1
        }
    }

    /// Writes one code line: encoded straight from the bytes when it is printable ASCII and fits,
    /// else laid out as a line (tabs expanded, control characters removed, cut with `…`).
    private mutating func writeCodeLine(_ line: CodeLineRuns, of bytes: UnsafeBufferPointer<UInt8>, styles: CodeStyles, boxed: Bool) {
        let available = availableWidth
        let margin = boxed ? 1 : 0
        let style = styles.styles[0]
        if line.printable, margin + line.count <= available {
            let padding = boxed ? available - margin - line.count : 0
            let endsInSpace = padding > 0 || line.runs.last.map { bytes[$0.end - 1] == 0x20 } ?? boxed
            let written = emitEncoded(contentWidth: margin + line.count + padding, endsInSpace: endsInSpace) { encoder, state, output in
                if boxed {
                    encoder.enter(style, sequence: styles.sequences[0], state: &state, into: &output)
                    output.append(0x20)
                }
                for run in line.runs {
                    encoder.enter(styles.styles[run.style], sequence: styles.sequences[run.style], state: &state, into: &output)
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run.start..<run.end]))
                }
                if padding > 0 {
                    encoder.enter(style, sequence: styles.sequences[0], state: &state, into: &output)
                    output.append(contentsOf: repeatElement(0x20, count: padding))
                }
            }
            if written { return }
        }
        var laidOut = TerminalLine(reservingCapacity: line.runs.count + 2)
        if boxed { laidOut.append(TerminalFragment(" ", style: style)) }
        var column = 0
        for run in line.runs {
            let runBytes = UnsafeBufferPointer(rebasing: bytes[run.start..<run.end])
            let runStyle = styles.styles[run.style]
            let text = String(decoding: runBytes, as: UTF8.self)
            if runBytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                column += runBytes.count
                laidOut.append(TerminalFragment(text, asciiWidth: runBytes.count, style: runStyle, link: nil))
            } else {
                laidOut.append(TerminalFragment(TerminalInlineStyler.sanitized(Self.expandingTabs(text, from: &column)), style: runStyle))
            }
        }
        laidOut = laidOut.truncated(to: available)
        if boxed { laidOut.pad(to: available, style: style) }
        emit(laidOut)
    }

    /// The styles of a code block's text on `base`: the base style at index 0, each token class's
    /// at ``index(of:)`` + 1 (its color from the theme's palette in a box, or the dark palette's on
    /// the terminal's own background, comments in italics), with their escape sequences. Without
    /// `highlighted`, the base style alone. Blocks of one document mostly share one base style, so
    /// the last answer is kept (resolving every token color cost ~50,000 instructions a block).
    mutating func codeStyles(base style: TerminalStyle, boxed: Bool, highlighted: Bool) -> CodeStyles {
        if let cache = codeStylesCache, cache.boxed == boxed, cache.highlighted == highlighted, cache.base == style {
            return cache.styles
        }
        var styles = [style]
        if highlighted {
            let appearance = boxed ? options.appearance : .dark
            styles += Array(repeating: style, count: CodeTokenKind.allCases.count)
            for (kind, color) in Theme.codeTokenColors(for: appearance) {
                var tokenStyle = style
                tokenStyle.foreground = color.resolved(for: appearance)
                if kind == .comment { tokenStyle.italic = true }
                styles[Self.index(of: kind) + 1] = tokenStyle
            }
        }
        let codeStyles = CodeStyles(styles: styles, sequences: styles.map { escapeSequence(for: $0) })
        codeStylesCache = (style, boxed, highlighted, codeStyles)
        return codeStyles
    }

    /// A token class's place in `CodeTokenKind.allCases` (a dictionary lookup per piece cost a
    /// hash of the kind).
    static func index(of kind: CodeTokenKind) -> Int {
        switch kind {
        case .keyword: 0
        case .type: 1
        case .string: 2
        case .number: 3
        case .comment: 4
        case .function: 5
        case .constant: 6
        case .operator: 7
        case .punctuation: 8
        case .tag: 9
        case .attribute: 10
        case .variable: 11
        case .inserted: 12
        case .deleted: 13
        }
    }

    /// Tabs to spaces at stops every 4 columns, for a piece of a line that starts at `column`
    /// (advanced past the piece).
    static func expandingTabs(_ text: some StringProtocol, from column: inout Int) -> String {
        // Printable ASCII (most code): one column a byte, no tab to expand.
        if DisplayWidth.isPrintableASCII(text) {
            column += text.utf8.count
            return String(text)
        }
        var result = ""
        for character in text {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}

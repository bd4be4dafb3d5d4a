import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownSyntax

/// The fast paths held to the bytes of the path they stand in for, on every input: each pair
/// below promises "the same output as", and an example test only checks that on its examples.
///
/// - the streaming HTML writer (records, arena, chunked flushes: what `attributed render --to
///   html` runs) = the tree's HTML;
/// - the word-at-a-time escaper of the writer's buffer = ``HTMLEscaping``'s run escaper;
/// - the events, rebuilt into a tree = the parser's tree;
/// - the renders (terminal, plain text, Markdown, RTF, JSON) of an ``AttributedRunList`` = those of the
///   `AttributedString` its runs describe, and the list's string = the initializer's string;
/// - the streamed JSON writer (`JSONEncoder.encode(_:including:)`) = `JSONEncoder`'s own
///   encoding of ``CodableAttributedString``.
enum EquivalenceInvariants {
    /// Streaming HTML, events and escaping for one parser configuration.
    static func checkSyntax(_ bytes: [UInt8], document: MarkdownDocument, options: ParseOptions) -> FuzzInvariants.Violation? {
        let parser = MarkdownParser(options: options)
        let renderer = HTMLRenderer(options: HTMLRenderOptions(safety: HTMLSafetyOptions(tagFilter: options.extensions.contains(.tagfilter))))
        let tree = renderer.renderUTF8(document)
        // A chunk size taken from the input, so that flushes fall at every kind of place.
        let chunkSize = 1 + (bytes.first.map(Int.init) ?? 0) % 64
        var streamed: [UInt8] = []
        bytes.withUnsafeBufferPointer { input in
            renderer.render(markdown: input, parser: parser, chunkSize: chunkSize) { streamed += $0 }
        }
        if streamed != tree {
            return difference("streaming HTML equals tree HTML", streamed, tree, options)
        }
        do {
            let rebuilt = try EventTreeBuilder.blocks(from: parser.events(bytes))
            if rebuilt != document.blocks {
                return FuzzInvariants.Violation(
                    invariant: "events rebuilt equal the tree",
                    detail: "options \(options)\nevents: \(rebuilt)\ntree: \(document.blocks)")
            }
        } catch {
            return FuzzInvariants.Violation(invariant: "events are balanced", detail: "\(error) with options \(options)")
        }
        return nil
    }

    /// The two escapers of ``HTMLEscaping`` on the raw input bytes.
    static func checkEscaping(_ bytes: [UInt8]) -> FuzzInvariants.Violation? {
        bytes.withUnsafeBufferPointer { input in
            var runs = ""
            HTMLEscaping.appendEscapedRuns(input, to: &runs)
            let words = HTMLEscaping.escapedByWords(input)
            // The String sink decodes (invalid UTF-8 becomes U+FFFD); compare as it would see the words.
            guard String(decoding: words, as: UTF8.self) == runs else {
                return FuzzInvariants.Violation(
                    invariant: "escape(into:) equals appendEscapedRuns",
                    detail: "\(String(decoding: words, as: UTF8.self).debugDescription) vs \(runs.debugDescription)")
            }
            return nil
        }
    }

    /// The run list against the `AttributedString`, and the streamed JSON against `JSONEncoder`.
    static func checkAttributedString(_ source: String, string: AttributedString) -> FuzzInvariants.Violation? {
        let extensions = MarkdownExtensions.gfm
        let runs: AttributedRunList
        let initialized: AttributedString
        do {
            runs = try AttributedRunList(markdown: source, syntaxExtensions: extensions)
            initialized = try AttributedString(markdown: source, syntaxExtensions: extensions)
        } catch {
            return nil
        }
        guard RunByRunEquality.equal(runs.attributedString, initialized) else {
            return FuzzInvariants.Violation(invariant: "run list's string equals the initializer's",
                                            detail: "\(runs.attributedString)\nvs\n\(initialized)")
        }
        let terminal = TerminalRenderer()
        let pairs = [
            ("terminal", terminal.render(runs), terminal.render(initialized)),
            ("terminal with theme", terminal.render(runs, applyingTheme: .default),
             terminal.render(initialized, applyingTheme: .default)),
            ("plain text", PlainTextRenderer().render(runs), PlainTextRenderer().render(initialized)),
            ("Markdown", MarkdownWriter().markdown(from: runs), MarkdownWriter().markdown(from: initialized)),
            ("RTF", RTFRenderer().render(runs), RTFRenderer().render(initialized)),
            ("RTF with theme", RTFRenderer().render(runs, applyingTheme: .default),
             RTFRenderer().render(Theme.default.apply(to: initialized))),
        ]
        for (name, fromRuns, fromString) in pairs where fromRuns != fromString {
            return FuzzInvariants.Violation(invariant: "run list \(name) render equals AttributedString's",
                                            detail: "\(fromRuns.debugDescription)\nvs\n\(fromString.debugDescription)")
        }
        if let violation = checkTerminalCodeLines(runs) { return violation }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            let reference = try encoder.encode(CodableAttributedString(wrappedValue: string, from: \.markdown))
            let streamed = try encoder.encode(string, including: \.markdown)
            let fromRuns = try encoder.encode(AttributedRunList(string), including: \.markdown)
            let outputs = [("streamed JSON", streamed), ("run list JSON", fromRuns)]
            for (name, data) in outputs where data != reference {
                return FuzzInvariants.Violation(
                    invariant: "\(name) equals JSONEncoder's",
                    detail: "\(String(decoding: data, as: UTF8.self))\nvs\n\(String(decoding: reference, as: UTF8.self))")
            }
        } catch {
            return FuzzInvariants.Violation(invariant: "JSON encoding succeeds", detail: "\(error)")
        }
        return nil
    }

    /// The terminal's code lines encoded straight from the code's bytes against the same lines laid
    /// out as `TerminalLine`s, highlighted or not, with colours or without, boxed by a theme or not,
    /// wide and narrow.
    private static func checkTerminalCodeLines(_ runs: AttributedRunList) -> FuzzInvariants.Violation? {
        let settings: [(TerminalColorMode, Int, Bool, Theme?)] = [
            (.ansi256, 80, true, nil), (.truecolor, 24, true, .default), (.none, 40, true, nil), (.ansi16, 60, false, .default),
        ]
        for (colorMode, width, highlights, theme) in settings {
            var options = TerminalRenderer.Options(width: width, colorMode: colorMode, theme: theme, highlightsCode: highlights)
            let direct = theme.map { TerminalRenderer(options: options).render(runs, applyingTheme: $0) }
                ?? TerminalRenderer(options: options).render(runs)
            options.encodesLinesDirectly = false
            let laidOut = theme.map { TerminalRenderer(options: options).render(runs, applyingTheme: $0) }
                ?? TerminalRenderer(options: options).render(runs)
            if direct != laidOut {
                return FuzzInvariants.Violation(
                    invariant: "terminal code lines encoded from bytes equal the laid-out lines (\(colorMode), width \(width))",
                    detail: "\(direct.debugDescription)\nvs\n\(laidOut.debugDescription)")
            }
        }
        return nil
    }

    private static func difference(_ invariant: String, _ output: [UInt8], _ expected: [UInt8],
                                   _ options: ParseOptions) -> FuzzInvariants.Violation {
        let common = zip(output, expected).prefix { $0 == $1 }.count
        return FuzzInvariants.Violation(
            invariant: invariant,
            detail: "options \(options), first difference at byte \(common)\n"
                + "\(String(decoding: output, as: UTF8.self))\nvs\n\(String(decoding: expected, as: UTF8.self))")
    }
}

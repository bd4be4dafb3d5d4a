import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import MarkdownSyntax

/// The properties every input must satisfy, whatever its bytes.
///
/// Crashes and hangs are caught by libFuzzer itself (a trap, a sanitizer report or `-timeout`);
/// the checks here catch wrong output that does not crash:
/// - the tree's HTML and the AttributedString's HTML (cmark-exact, styled, web preview) are well
///   formed (``HTMLBalanceChecker``);
/// - the plain-text rendering of the AttributedString contains every character of the string,
///   in order (what ``PlainTextRenderer`` promises; a thematic break's placeholder is drawn as a
///   rule instead), so no text is lost between the mapping and the renderers;
/// - an edit applied incrementally gives the same document as parsing the edited text, and the
///   same `AttributedString` as mapping it (``IncrementalMappingInvariant``);
/// - alerts are top-level quotes that start with their marker, and survive the Markdown writer
///   (``AlertInvariant``);
/// - every fast path gives the bytes of the path it stands in for (``EquivalenceInvariants``:
///   streaming = tree HTML, word escaper = run escaper, events = tree, run list renders =
///   AttributedString renders, streamed JSON = `JSONEncoder`).
public struct FuzzInvariants {
    /// A broken invariant: which one, and what was seen.
    public struct Violation: Error, CustomStringConvertible {
        public var invariant: String
        public var detail: String

        public var description: String { "invariant '\(invariant)' broken: \(detail)" }
    }

    /// The parser configurations every input is parsed with: plain CommonMark, and everything on.
    public static let configurations: [ParseOptions] = [
        ParseOptions(),
        ParseOptions(extensions: .all, extendedAttributes: true),
    ]

    /// Runs every check on `bytes`; returns the first broken invariant, or nil.
    public static func check(_ bytes: [UInt8]) -> Violation? {
        for options in configurations {
            let document = MarkdownParser(options: options).parse(bytes)
            let htmlOptions = HTMLRenderOptions(safety: HTMLSafetyOptions(tagFilter: options.extensions.contains(.tagfilter)),
                                                highlightsCode: true)
            let html = HTMLRenderer(options: htmlOptions).render(document)
            if let failure = HTMLBalanceChecker.check(html) {
                return Violation(invariant: "tree HTML well formed", detail: "\(failure)\n\(html)")
            }
            if let violation = EquivalenceInvariants.checkSyntax(bytes, document: document, options: options) {
                return violation
            }
            if let violation = IncrementalInvariant.check(bytes, document: document, options: options) {
                return violation
            }
            if let violation = AlertInvariant.check(bytes, document: document) { return violation }
        }
        if let violation = EquivalenceInvariants.checkEscaping(bytes) { return violation }
        if let violation = HighlightingInvariant.check(bytes) { return violation }
        return checkAttributedString(bytes)
    }

    /// The AttributedString path, with GFM extensions as Apple's initializer would see them.
    private static func checkAttributedString(_ bytes: [UInt8]) -> Violation? {
        let options = ParseOptions(extensions: .gfm, extendedAttributes: true)
        let document = MarkdownParser(options: options).parse(bytes)
        let string: AttributedString
        do {
            string = try document.attributedString()
        } catch {
            // Undecodable extended attributes are a reported error, not a bug.
            return nil
        }
        let outputs = [
            ("AttributedString HTML", AttributedHTMLRenderer().render(string)),
            ("styled HTML", StyledHTMLRenderer().render(string)),
            ("web preview HTML", WebPreviewRenderer(theme: .default).render(string)),
        ]
        for (name, html) in outputs {
            if let failure = HTMLBalanceChecker.check(html) {
                return Violation(invariant: "\(name) well formed", detail: "\(failure)\n\(html)")
            }
        }
        let text = PlainTextRenderer().render(string)
        if let missing = firstMissingScalar(of: textCharacters(of: string), in: text) {
            return Violation(
                invariant: "plain text keeps the AttributedString's characters",
                detail: "scalar U+\(String(missing.value, radix: 16, uppercase: true)) missing or out of order in\n\(text)"
            )
        }
        if let violation = AlertInvariant.checkMarkdownRoundTrip(string) { return violation }
        if let violation = IncrementalMappingInvariant.check(bytes) { return violation }
        return EquivalenceInvariants.checkAttributedString(String(decoding: bytes, as: UTF8.self), string: string)
    }

    /// The characters of `string` that a text rendering must show: all but the placeholder of each
    /// thematic break (``MarkdownMappingConventions/thematicBreak``), which renderers draw as a rule.
    public static func textCharacters(of string: AttributedString) -> [Character] {
        var characters: [Character] = []
        for run in string.runs {
            if case .thematicBreak? = run.presentationIntent?.components.first?.kind,
               MarkdownMappingConventions.isThematicBreakPlaceholder(String(string[run.range].characters)) {
                continue
            }
            characters.append(contentsOf: string[run.range].characters)
        }
        return characters
    }

    /// The first scalar of `characters` (U+FFFC placeholders excepted) that `text` does not
    /// contain in order, or nil when `characters` is a subsequence of `text`.
    public static func firstMissingScalar(of characters: some Sequence<Character>, in text: String) -> Unicode.Scalar? {
        var remaining = text.unicodeScalars.makeIterator()
        for character in characters {
            for scalar in character.unicodeScalars where scalar != "\u{FFFC}" {
                var found = false
                while let candidate = remaining.next() {
                    if candidate == scalar {
                        found = true
                        break
                    }
                }
                if !found { return scalar }
            }
        }
        return nil
    }
}

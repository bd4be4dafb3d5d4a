/// Heading anchors as GitHub makes them: `## Getting Started` gets the id `getting-started`.
///
/// A slug is the heading's plain text, lowercased, with every character that is not a letter,
/// mark, digit, connector punctuation (`_`), `-` or space removed and each space turned into
/// `-` (no collapsing or trimming, as on GitHub: `"a  b"` → `a--b`, `"😄 emoji"` → `-emoji`). The
/// slugger remembers the slugs it gave: a repeated one gets `-1`, `-2`, … appended (the first
/// suffix that is still free), so ids are unique within one document.
///
/// ```swift
/// var slugger = HeadingSlugger()
/// slugger.slug(for: "Usage")      // "usage"
/// slugger.slug(for: "Usage")      // "usage-1"
/// slugger.slug(for: "C++ & Swift!") // "c--swift"
/// ```
///
/// ``HTMLRenderer`` uses it for ``HTMLRenderOptions/headingIDs``; other renderers (a live
/// preview, a table of contents) use it the same way, one slugger per document.
public struct HeadingSlugger: Sendable {
    /// How often each base slug was handed out, and every slug handed out.
    private var occurrences: [String: Int] = [:]

    /// A slugger that has given no slugs yet.
    public init() {}

    /// A unique slug for a heading whose plain text is `text` (see ``plainText(of:)``).
    public mutating func slug(for text: String) -> String {
        slug(forBase: Self.slug(text))
    }

    /// A unique slug for a heading whose text's ``slug(_:)`` is `base`: what
    /// ``slug(for:)-(String)`` gives, for a caller that keeps the bases (a live preview
    /// numbering the headings of a long document again).
    package mutating func slug(forBase base: String) -> String {
        var result = base
        while occurrences[result] != nil {
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            result = base + "-" + String(count)
        }
        occurrences[result] = 0
        return result
    }

    /// A unique slug for a heading with these inline children.
    public mutating func slug(for inlines: [InlineNode]) -> String {
        slug(for: Self.plainText(of: inlines))
    }

    /// Forgets every slug given, for the next document.
    public mutating func reset() {
        occurrences.removeAll(keepingCapacity: true)
    }

    /// The slug of `text` on its own, without the suffix that makes repeated slugs unique.
    public static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case " ", "-":
                result.append("-")
            case "_":
                result.append(scalar)
            default:
                if scalar.isASCII {
                    if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") { result.append(scalar) }
                    continue
                }
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark,
                     .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                    result.append(scalar)
                default:
                    break
                }
            }
        }
        return String(result)
    }

    /// The text a reader sees in a heading (what a browser's `textContent` gives for its HTML):
    /// text and code spans, the text of emphasis, links and other spans; line breaks read as a
    /// space; raw HTML, images and footnote references contribute nothing.
    public static func plainText(of inlines: [InlineNode]) -> String {
        var text = ""
        // Explicit stack: inline nesting is bounded by the parser, but hand-made trees are not.
        var stack: [(nodes: [InlineNode], index: Int)] = [(inlines, 0)]
        while let top = stack.indices.last {
            let index = stack[top].index
            let nodes = stack[top].nodes
            guard index < nodes.count else {
                stack.removeLast()
                continue
            }
            stack[top].index = index + 1
            let node = nodes[index]
            switch node.kind {
            case .text(let value), .code(let value):
                text += value
            case .softBreak, .lineBreak:
                text += " "
            case .html, .image, .footnoteReference:
                break
            case .emphasis, .strong, .strikethrough, .link, .extendedAttributes:
                stack.append((node.children, 0))
            }
        }
        return text
    }
}

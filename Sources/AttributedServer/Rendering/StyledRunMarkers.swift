import MarkdownSyntax
import AttributedMarkdown
import AttributedStyles
import Foundation

/// Carries per-run styles (what the custom-attribute transform sets: the tutorial's `danger`
/// and `highlight` backgrounds and underlines) through the HTML renderer, which writes cmark's
/// elements and has no notion of style attributes.
///
/// Before rendering, each styled run's text is wrapped in markers made of Unicode
/// *noncharacters* (U+FDD0…U+FDEF, which never occur in interchange text and which ``sanitize(_:)``
/// removes from user input): an opening marker holding the index of the run's CSS, and a
/// closing marker. The renderer escapes text but leaves these alone, and every run stays inside
/// one element, so after rendering each pair becomes a well-nested `<span style="…">…</span>`.
/// The CSS comes from `StyleCSS`, never from user text. Everything is linear in the output size.
///
/// Runs whose text the renderer does not write as text are skipped: line and soft breaks (their
/// characters become `<br />` or newlines), image alt text (it goes into an attribute) and
/// footnote references (rendered as their number).
struct StyledRunMarkers {
    // Swift rejects noncharacters in literals, so the markers are built from their values.
    private static let open = scalar(0xFDD0)
    private static let endOfIndex = scalar(0xFDD1)
    private static let close = scalar(0xFDD2)
    private static let digitZero: UInt32 = 0xFDE0
    private static let reserved: ClosedRange<UInt32> = 0xFDD0...0xFDEF

    /// The distinct inline styles, by marker index.
    private(set) var styles: [String] = []

    /// `text` with the marker characters replaced by U+FFFD, so user text cannot forge a span.
    static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { reserved.contains($0.value) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(reserved.contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// A copy of `string` with every run that has style attributes wrapped in markers.
    ///
    /// The unstyled stretches between styled runs are copied as whole slices, so the cost
    /// grows with the number of styled runs, and a string without any is returned as is.
    mutating func mark(_ string: AttributedString, css: StyleCSS) -> AttributedString {
        var styled: [(range: Range<AttributedString.Index>, attributes: AttributeContainer, index: Int)] = []
        var indexByStyle: [String: Int] = [:]
        for run in string.runs {
            let intent = run.inlinePresentationIntent ?? []
            guard !intent.contains(.lineBreak), !intent.contains(.softBreak), run.imageURL == nil,
                  run[AttributeScopes.MarkdownAttributes.FootnoteReferenceAttribute.self] == nil
            else { continue }
            let attributes = run.attributes
            let style = css.inlineStyle(for: attributes)
            guard !style.isEmpty else { continue }
            let index: Int
            if let known = indexByStyle[style] {
                index = known
            } else {
                index = styles.count
                styles.append(style)
                indexByStyle[style] = index
            }
            styled.append((run.range, attributes, index))
        }
        guard !styled.isEmpty else { return string }
        var marked = AttributedString()
        var copied = string.startIndex
        for run in styled {
            marked.append(string[copied..<run.range.lowerBound])
            marked.append(AttributedString(Self.openMarker(run.index), attributes: run.attributes))
            marked.append(string[run.range])
            marked.append(AttributedString(String(Self.close), attributes: run.attributes))
            copied = run.range.upperBound
        }
        marked.append(string[copied..<string.endIndex])
        return marked
    }

    /// `html` with the markers turned into `<span style="…">` and `</span>`. Malformed or
    /// unknown markers are dropped.
    func replaceMarkers(in html: String) -> String {
        guard html.unicodeScalars.contains(Self.open) else { return html }
        var result = String.UnicodeScalarView()
        var scalars = html.unicodeScalars.makeIterator()
        var openSpans = 0
        while let scalar = scalars.next() {
            switch scalar {
            case Self.open:
                var index = 0
                var valid = true
                while let digit = scalars.next(), digit != Self.endOfIndex {
                    let value = Int(digit.value) - Int(Self.digitZero)
                    // Bounded by the number of styles, so a forged run of digits cannot overflow.
                    if (0...9).contains(value), index <= styles.count { index = index * 10 + value } else { valid = false }
                }
                if valid, index < styles.count {
                    result.append(contentsOf: "<span style=\"\(HTMLEscaping.escapedForPage(styles[index]))\">".unicodeScalars)
                    openSpans += 1
                }
            case Self.close:
                if openSpans > 0 {
                    result.append(contentsOf: "</span>".unicodeScalars)
                    openSpans -= 1
                }
            case _ where Self.reserved.contains(scalar.value):
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func openMarker(_ index: Int) -> String {
        var scalars = String.UnicodeScalarView([open])
        for digit in String(index).utf8 {
            scalars.append(scalar(digitZero + UInt32(digit - UInt8(ascii: "0"))))
        }
        scalars.append(endOfIndex)
        return String(scalars)
    }

    /// The scalar with `value`; every value used here is a valid scalar, U+FFFD guards the type.
    private static func scalar(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// pulldown-cmark's GitHub-alert examples (`specs/blockquotes_tags.txt`, copied into
/// Tests/TestSupport/Resources with its license), through our parser with `.gfm`.
///
/// pulldown-cmark writes an alert as `<blockquote class="markdown-alert-note">` with no title and
/// puts no line feeds between tags; we write GitHub's `<div>` with its title. The comparison
/// rewrites our alert markup into theirs and drops the line feeds next to tags, so everything else
/// (which quotes are alerts, the marker line gone, lazy lines, trailing blanks) is compared as is.
///
/// Where pulldown-cmark goes past GitHub we keep GitHub's rules (docs/alerts.md), and the examples
/// are declined below with the rule. A declined example is then checked for exactly that rule,
/// and one that starts to pass fails, so the list cannot go stale.
@Suite("pulldown-cmark's alert examples")
struct PeerAlertTests {
    enum Declined {
        /// Only top-level quotes are alerts: the top-level ones agree, and every quote pulldown-cmark
        /// makes an alert inside another element is an ordinary quote here.
        case nested
        /// A marker with nothing after it: an ordinary quote with the marker as its text.
        case empty(marker: String)
    }

    /// The examples where pulldown-cmark's expectation is not GitHub's rule, by example number.
    static let declined: [Int: Declined] = [
        7: .empty(marker: "[!CAUTION]"),
        10: .nested, 12: .nested, 13: .nested, 14: .nested, 15: .nested, 16: .nested, 17: .nested,
    ]

    @Test func allExamplesAreLoaded() {
        #expect(SpecExample.pulldownAlerts.count == 18)
    }

    @Test(arguments: SpecExample.pulldownAlerts)
    func example(_ example: SpecExample) {
        let ours = Self.inPulldownsMarkup(HTMLRenderer().render(MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(example.markdown)))
        let theirs = Self.withoutLineFeedsAtTags(example.html)
        switch Self.declined[example.example] {
        case nil:
            #expect(ours == theirs)
        case .nested?:
            #expect(ours != theirs, "declined, but now passes")
            let mine = Self.quotes(in: ours), expected = Self.quotes(in: theirs)
            #expect(mine.count == expected.count)
            #expect(mine.filter(\.topLevel) == expected.filter(\.topLevel))
            #expect(mine.filter { !$0.topLevel }.allSatisfy { $0.alert == nil })
            #expect(expected.contains { !$0.topLevel && $0.alert != nil }, "no nested alert to decline")
        case .empty(let marker)?:
            #expect(ours != theirs, "declined, but now passes")
            #expect(ours == "<blockquote><p>\(marker)</p></blockquote>")
        }
    }

    /// A quote in HTML: outside every other element or not, and its alert type.
    struct Quote: Equatable {
        var topLevel: Bool
        var alert: String?
    }

    /// The quotes of `html` (pulldown-cmark's markup) in document order.
    static func quotes(in html: String) -> [Quote] {
        var found: [Quote] = []
        var open: [Substring] = []
        var rest = html[...]
        while let start = rest.firstIndex(of: "<"), let end = rest[start...].firstIndex(of: ">") {
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("/") {
                if !open.isEmpty { open.removeLast() }
                continue
            }
            let name = tag.prefix { $0 != " " && $0 != "/" }
            if ["br", "hr", "img", "input"].contains(name) { continue }
            if name == "blockquote" {
                let marker = "class=\"markdown-alert-"
                let alert = tag.range(of: marker).map { tag[$0.upperBound...].prefix { $0 != "\"" } }.map(String.init)
                found.append(Quote(topLevel: open.isEmpty, alert: alert))
            }
            open.append(name)
        }
        return found
    }

    /// Our HTML with each alert written as pulldown-cmark writes it, and no line feeds at tags.
    static func inPulldownsMarkup(_ html: String) -> String {
        var rewritten = html
        for kind in AlertKind.allCases {
            rewritten = rewritten.replacingOccurrences(
                of: "<div class=\"markdown-alert markdown-alert-\(kind.rawValue)\">\n<p class=\"markdown-alert-title\">\(kind.title)</p>\n",
                with: "<blockquote class=\"markdown-alert-\(kind.rawValue)\">")
        }
        return withoutLineFeedsAtTags(rewritten.replacingOccurrences(of: "</div>", with: "</blockquote>"))
    }

    /// `html` without the line feeds right before or after a tag (pulldown-cmark's test harness
    /// compares HTML that way; line feeds inside text stay).
    static func withoutLineFeedsAtTags(_ html: String) -> String {
        let characters = Array(html)
        var kept = ""
        for (index, character) in characters.enumerated() {
            if character == "\n", (index > 0 && characters[index - 1] == ">") || (index + 1 < characters.count && characters[index + 1] == "<") {
                continue
            }
            kept.append(character)
        }
        return kept
    }
}

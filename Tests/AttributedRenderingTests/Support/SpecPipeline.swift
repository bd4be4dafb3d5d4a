import AttributedMarkdown
import AttributedRendering
import Foundation
import MarkdownTestSupport

/// Markdown → syntax tree → AttributedString → HTML/Markdown, as the spec tests drive it.
enum SpecPipeline {
    /// The parser options an example asks for (its `extensions`, by cmark-gfm's names), or
    /// every extension for `extensions.json`, as cmark-gfm's own test run does.
    static func parseOptions(for example: SpecExample, allExtensions: Bool = false) -> ParseOptions {
        if allExtensions { return ParseOptions(extensions: .all) }
        var extensions: MarkdownExtensions = []
        for name in example.extensions {
            if let value = MarkdownExtensions(name: name) { extensions.insert(value) }
        }
        return ParseOptions(extensions: extensions)
    }

    static func attributedString(_ markdown: String, options: ParseOptions) throws -> AttributedString {
        try MarkdownParser(options: options).parse(markdown).attributedString()
    }

    /// The HTML the spec expects: raw HTML passed through (as the spec's examples show), GFM's tag
    /// filter when the example enables it.
    static func html(for example: SpecExample, allExtensions: Bool = false) throws -> String {
        let string = try attributedString(example.markdown, options: parseOptions(for: example, allExtensions: allExtensions))
        let tagFilter = allExtensions || example.extensions.contains("tagfilter")
        let renderer = AttributedHTMLRenderer(options: .init(unsafe: true, tagFilter: tagFilter))
        return renderer.render(string)
    }
}

/// An AttributedString's runs with presentation-intent identities renumbered by first appearance
/// (our `tightLists` follow the same renumbering; our `inlineNesting` identities are renumbered
/// the same way, by a numbering of their own), so that two strings with the same blocks and
/// spans compare equal however their identities were counted.
struct NormalizedRuns: Equatable, CustomStringConvertible {
    let runs: [Run]

    struct Run: Equatable {
        let text: String
        let attributes: AttributeContainer
    }

    init(_ string: AttributedString) {
        typealias Intent = AttributeScopes.FoundationAttributes.PresentationIntentAttribute
        typealias Tight = AttributeScopes.MarkdownAttributes.TightListsAttribute
        typealias Nesting = AttributeScopes.MarkdownAttributes.InlineNestingAttribute
        var numbering: [Int: Int] = [:]
        var spanNumbering: [Int: Int] = [:]
        func renumberSpan(_ level: InlineNestingLevel) -> InlineNestingLevel {
            let identity = spanNumbering[level.identity] ?? spanNumbering.count + 1
            spanNumbering[level.identity] = identity
            return InlineNestingLevel(kind: level.kind, identity: identity)
        }
        func renumber(_ identity: Int) -> Int {
            if let known = numbering[identity] { return known }
            let next = numbering.count + 1
            numbering[identity] = next
            return next
        }
        var runs: [Run] = []
        for run in string.runs {
            var attributes = run.attributes
            if var intent = attributes[Intent.self] {
                for index in intent.components.indices.reversed() {
                    intent.components[index].identity = renumber(intent.components[index].identity)
                }
                attributes[Intent.self] = intent
            }
            if let tight = attributes[Tight.self] {
                attributes[Tight.self] = tight.map(renumber)
            }
            if let nesting = attributes[Nesting.self] {
                attributes[Nesting.self] = nesting.map(renumberSpan)
            }
            runs.append(Run(text: String(string.characters[run.range]), attributes: attributes))
        }
        self.runs = runs
    }

    var description: String {
        runs.map { "\($0.text.debugDescription) \($0.attributes)" }.joined(separator: "\n")
    }
}

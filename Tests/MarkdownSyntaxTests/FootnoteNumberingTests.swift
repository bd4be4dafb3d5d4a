import MarkdownSyntax
import Testing

/// Footnotes numbered by first reference, written after the document in that order, each with a
/// back-reference per reference: the HTML writer against a plain model of cmark-gfm's markup, on
/// enough notes for two-digit numbers and occurrences, duplicate definitions (the first wins),
/// unreferenced definitions (left out) and references to no definition (left as text).
@Suite struct FootnoteNumberingTests {
    @Test func numbersBackReferencesAndDuplicatesFollowTheFirstReferences() {
        // Note i is referenced (i % 3) + 1 times, in an order that is not the definitions' order;
        // notes 20...23 are never referenced; note 5 is defined twice; `missing` has no definition.
        let referenced = Array(0..<20)
        var order: [Int] = []
        for round in 0..<3 {
            for i in referenced.reversed() where i % 3 >= round { order.append(i) }
        }
        order.append(contentsOf: [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7])  // note 7: 13 references in all
        var markdown = "Text"
        for (position, i) in order.enumerated() {
            markdown += "[^n\(i)]"
            if position == 5 { markdown += " [^missing]" }
        }
        markdown += "\n\n"
        for i in 0..<24 {
            markdown += "[^n\(i)]: Note \(i).\n\n"
            if i == 5 { markdown += "[^n5]: A second definition of note 5.\n\n" }
        }

        // The model: numbers by first reference, occurrences counted per note.
        var number: [Int: Int] = [:]
        var count: [Int: Int] = [:]
        var body = "<p>Text"
        for (position, i) in order.enumerated() {
            if number[i] == nil { number[i] = number.count + 1 }
            count[i, default: 0] += 1
            let suffix = count[i, default: 0] > 1 ? "-\(count[i, default: 0])" : ""
            body += "<sup class=\"footnote-ref\"><a href=\"#fn-n\(i)\" id=\"fnref-n\(i)\(suffix)\" data-footnote-ref>\(number[i, default: 0])</a></sup>"
            if position == 5 { body += " [^missing]" }
        }
        body += "</p>\n"
        var section = "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
        for i in number.keys.sorted(by: { number[$0, default: 0] < number[$1, default: 0] }) {
            let n = number[i, default: 0]
            var backReferences: [String] = []
            for occurrence in 1...count[i, default: 1] {
                let suffix = occurrence > 1 ? "-\(occurrence)" : ""
                let sup = occurrence > 1 ? "<sup class=\"footnote-ref\">\(occurrence)</sup>" : ""
                backReferences.append("<a href=\"#fnref-n\(i)\(suffix)\" class=\"footnote-backref\" data-footnote-backref "
                                      + "data-footnote-backref-idx=\"\(n)\(suffix)\" aria-label=\"Back to reference \(n)\(suffix)\">↩\(sup)</a>")
            }
            section += "<li id=\"fn-n\(i)\">\n<p>Note \(i). " + backReferences.joined(separator: " ") + "</p>\n</li>\n"
        }
        section += "</ol>\n</section>\n"

        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let html = HTMLRenderer().render(parser.parse(markdown))
        #expect(html == body + section)
        #expect(number.count == 20 && count[7] == 13)
    }
}

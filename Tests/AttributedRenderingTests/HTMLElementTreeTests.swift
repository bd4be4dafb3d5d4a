@testable import AttributedRendering
import Testing

/// `HTMLElementTree`: the elements of renderer-made HTML as a browser builds them, and the
/// well-formedness failures the fuzzer's invariant reports.
@Suite("The element tree of renderer-made HTML")
struct HTMLElementTreeTests {
    static func tree(_ html: String) throws(HTMLElementTree.Failure) -> HTMLElementTree {
        var html = html
        let result = html.withUTF8 { bytes in Result { () throws(HTMLElementTree.Failure) in try HTMLElementTree(bytes) } }
        return try result.get()
    }

    static func name(_ element: HTMLElementTree.Element, in html: String) -> String {
        String(decoding: Array(html.utf8)[element.name], as: UTF8.self)
    }

    @Test("Elements, their element children, void and self-closing elements, comments skipped")
    func structure() throws {
        let html = "<blockquote class=\"q\" data-x='a>b'>\n<p>a &lt; b <br> <em>x</em><!-- raw HTML omitted --></p>\n"
            + "<UL>\n<li><input type=\"checkbox\" disabled> t</li>\n<li><svg><path d=\"M0\"/></svg></li>\n</ul>\n</blockquote>\n<hr />\n"
        let tree = try Self.tree(html)
        #expect(tree.roots.map { Self.name(tree.elements[$0], in: html) } == ["blockquote", "hr"])
        let quote = tree.elements[tree.roots[0]]
        #expect(quote.children.map { Self.name(tree.elements[$0], in: html) } == ["p", "UL"])
        let paragraph = tree.elements[quote.children[0]]
        #expect(paragraph.children.map { Self.name(tree.elements[$0], in: html) } == ["br", "em"])
        #expect(paragraph.holdsComment && !quote.holdsComment && !tree.holdsTopLevelComment)
        let list = tree.elements[quote.children[1]]
        let items = list.children.map { tree.elements[$0] }
        #expect(items.map { $0.children.map { Self.name(tree.elements[$0], in: html) } } == [["input"], ["svg"]])
        #expect(tree.elements[tree.elements[items[1].children[0]].children[0]].children.isEmpty)  // <path/> closes itself
        // Ranges: the quote's opening tag, its closing tag, and the whole element.
        let bytes = Array(html.utf8)
        #expect(String(decoding: bytes[quote.start..<quote.openingEnd], as: UTF8.self) == "<blockquote class=\"q\" data-x='a>b'>")
        #expect(String(decoding: bytes[quote.closingStart..<quote.end], as: UTF8.self) == "</blockquote>")
        #expect(quote.end == html.utf8.count - "\n<hr />\n".utf8.count)
    }

    @Test("What a browser would repair is a failure, with where it shows", arguments: [
        ("<p>a < b</p>", 5, "starts no tag"),
        ("<p>text", 0, "<p> is never closed"),
        ("<p><em>x</p></em>", 8, "</p> closes <em>"),
        ("</div>", 0, "closes nothing"),
        ("<p>x<!-- open", 4, "unterminated comment"),
        ("<p class=\"x>", 0, "unterminated tag"),
        ("<a href=x <b>", 0, "unterminated tag"),
    ])
    func failures(html: String, offset: Int, reason: String) {
        #expect(throws: HTMLElementTree.Failure.self) { try Self.tree(html) }
        do {
            _ = try Self.tree(html)
        } catch {
            #expect(error.offset == offset, "\(html)")
            #expect(error.description.contains(reason), "\(error)")
        }
    }
}

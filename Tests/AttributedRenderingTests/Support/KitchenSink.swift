import AttributedMarkdown
import Foundation

/// A hand-built string shaped as the mapping shapes Markdown, using every block and inline kind
/// the renderers handle. Its Markdown source would be:
///
/// ```markdown
/// # Kitchen *sink*
///
/// Text with *em*, **strong**, ***both***, ~~gone~~, `code <b>`, a [link](https://example.com/a?b=1&c=2 "Title")
/// and ![an *image*](/img.png "Pic")<br>[^n]
/// after a hard break\
/// done.
///
/// - [x] done
/// - [ ] todo
///   3. three
///   4. four
///
/// 1) loose
///
/// 2) items
///
/// > Quoted
/// >
/// > ```swift
/// > let x = 1 < 2
/// > ```
///
///     indented
///
/// <div class="x">
/// raw
/// </div>
///
/// ***
///
/// | Left | Center | Right |
/// | --- | :-: | --: |
/// | a | **b** | c |
///
/// [^n]: The note.
/// ```
enum KitchenSink {
    static var string: AttributedString {
        var fixture = Fixture()
        let heading = Intent.header(1, 1)
        fixture.add("Kitchen ", heading)
        fixture.add("sink", heading, .emphasized)

        let paragraph = Intent.paragraph(2)
        fixture.add("Text with ", paragraph)
        fixture.add("em", paragraph, .emphasized)
        fixture.add(", ", paragraph)
        fixture.add("strong", paragraph, .stronglyEmphasized)
        fixture.add(", ", paragraph)
        fixture.add("both", paragraph, [.emphasized, .stronglyEmphasized])
        fixture.add(", ", paragraph)
        fixture.add("gone", paragraph, .strikethrough)
        fixture.add(", ", paragraph)
        fixture.add("code <b>", paragraph, .code)
        fixture.add(", a ", paragraph)
        fixture.add("link", paragraph) { $0.setLink("https://example.com/a?b=1&c=2", title: "Title") }
        fixture.add(" ", paragraph, .softBreak)
        fixture.add("and ", paragraph)
        fixture.add("an ", paragraph) { $0.setImage("/img.png", title: "Pic") }
        fixture.add("image", paragraph, .emphasized) { $0.setImage("/img.png", title: "Pic") }
        fixture.add("<br>", paragraph, .inlineHTML)
        fixture.add("1", paragraph) { $0.setFootnoteReference(.init(label: "n", number: 1, occurrence: 1)) }
        fixture.add(" ", paragraph, .softBreak)
        fixture.add("after a hard break", paragraph)
        fixture.add("\n", paragraph, .lineBreak)
        fixture.add("done.", paragraph)

        let tasks = Intent.bullets(3)
        let done = Intent.item(1, 4, in: tasks)
        let todo = Intent.item(2, 6, in: tasks)
        let numbers = Intent.numbers(8, in: todo)
        fixture.add("done", Intent.paragraph(5, in: done)) { $0.setTightLists([3]); $0.setDelimiter("-"); $0.setTask(.checked) }
        fixture.add("todo", Intent.paragraph(7, in: todo)) { $0.setTightLists([3]); $0.setDelimiter("-"); $0.setTask(.unchecked) }
        fixture.add("three", Intent.paragraph(10, in: Intent.item(3, 9, in: numbers))) { $0.setTightLists([3, 8]); $0.setDelimiter(".") }
        fixture.add("four", Intent.paragraph(12, in: Intent.item(4, 11, in: numbers))) { $0.setTightLists([3, 8]); $0.setDelimiter(".") }

        let loose = Intent.numbers(13)
        fixture.add("loose", Intent.paragraph(15, in: Intent.item(1, 14, in: loose))) { $0.setDelimiter(")") }
        fixture.add("items", Intent.paragraph(17, in: Intent.item(2, 16, in: loose))) { $0.setDelimiter(")") }

        let quote = Intent.quote(18)
        fixture.add("Quoted", Intent.paragraph(19, in: quote))
        fixture.add("let x = 1 < 2\n", Intent.code("swift", 20, in: quote))
        fixture.add("indented\n", Intent.code(nil, 21))
        fixture.add("<div class=\"x\">\nraw\n</div>\n", nil, .blockHTML)
        fixture.add("\u{2E3B}", Intent.rule(22))

        let table = Intent.table([.left, .center, .right], 23)
        let header = Intent.headerRow(24, in: table)
        let row = Intent.row(1, 28, in: table)
        fixture.add("Left", Intent.cell(0, 25, in: header))
        fixture.add("Center", Intent.cell(1, 26, in: header))
        fixture.add("Right", Intent.cell(2, 27, in: header))
        fixture.add("a", Intent.cell(0, 29, in: row))
        fixture.add("b", Intent.cell(1, 30, in: row), .stronglyEmphasized)
        fixture.add("c", Intent.cell(2, 31, in: row))

        fixture.add("The note.", Intent.paragraph(32)) { $0.setFootnoteDefinition(.init(label: "n", number: 1, referenceCount: 1)) }
        return fixture.string
    }
}

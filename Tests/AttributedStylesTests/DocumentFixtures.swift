import Foundation
import AttributedMarkdown

/// Builds AttributedStrings shaped like `AttributedString(markdown:)` output (no newline between
/// blocks; meaning in `PresentationIntent` / `InlinePresentationIntent`), without the parser.
enum DocumentFixtures {
    /// A run of `text` in `block`, with optional inline intent and link.
    static func run(
        _ text: String,
        in block: PresentationIntent,
        inline: InlinePresentationIntent? = nil,
        link: String? = nil
    ) -> AttributedString {
        var run = AttributedString(text)
        run.presentationIntent = block
        if let inline { run.inlinePresentationIntent = inline }
        if let link { run.link = URL(string: link) }
        return run
    }

    /// `# Title` then a paragraph `Some **bold** and `code`.`, a block quote and a code block.
    static var sample: AttributedString {
        let heading = PresentationIntent(.header(level: 1), identity: 1)
        let paragraph = PresentationIntent(.paragraph, identity: 2)
        let quote = PresentationIntent(.blockQuote, identity: 3)
        let quoted = PresentationIntent(.paragraph, identity: 4, parent: quote)
        let code = PresentationIntent(.codeBlock(languageHint: "swift"), identity: 5)
        var document = AttributedString()
        document.append(run("Title ", in: heading))
        document.append(run("api", in: heading, inline: .code))
        document.append(run("Some ", in: paragraph))
        document.append(run("bold", in: paragraph, inline: .stronglyEmphasized))
        document.append(run(" and ", in: paragraph))
        document.append(run("both", in: paragraph, inline: [.emphasized, .stronglyEmphasized]))
        document.append(run("link", in: paragraph, link: "https://example.com"))
        document.append(run("Quoted", in: quoted))
        document.append(run("let x = 1\n", in: code))
        return document
    }

    /// The run whose text is exactly `text`.
    static func run(_ text: String, of document: AttributedString) -> AttributedString.Runs.Run? {
        document.runs.first { String(document[$0.range].characters) == text }
    }
}

import ArgumentParser
import AttributedMarkdown
import Foundation

/// `attributed runs`: what `print(attributedString)` shows on Apple platforms.
struct RunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "Print the AttributedString's character count, run count and every run, as Apple prints them.",
        discussion: """
        Parses as Apple's AttributedString(markdown:) does (CommonMark plus GFM tables and strikethrough),
        plus any extension you enable. Keys print in a fixed order: NSPresentationIntent first, then by name.
        """
    )

    @OptionGroup var source: MarkdownInputOptions

    func run() throws {
        try source.reportingErrors {
            let text = try source.input.readText()
            // Apple's AttributedString(markdown:) reads GFM tables and strikethrough by default.
            let string = try source.attributedString(text, baseline: [.table, .strikethrough])
            var output = "The string has \(string.characters.count) characters\n"
            output += "The string has \(string.runs.count) runs\n"
            for run in string.runs {
                output += string.appleDescription(of: run, including: MarkdownInputOptions.Scope.self) + "\n"
            }
            writeOutput(output)
        }
    }
}

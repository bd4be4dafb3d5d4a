import ArgumentParser
import AttributedMarkdown
import Foundation

/// `attributed runs`: what `print(attributedString)` shows on Apple platforms.
struct RunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "Print the AttributedString's character count, run count and every run, as Apple prints them."
    )

    @OptionGroup var source: MarkdownInputOptions

    func run() throws {
        do {
            let text = try source.input.readText()
            // Apple's AttributedString(markdown:) reads GFM tables and strikethrough by default.
            let extensions = source.markdownExtensions.union([.table, .strikethrough])
            let document = MarkdownParser(options: ParseOptions(extensions: extensions)).parse(text)
            let string = try document.attributedString()
            var output = "The string has \(string.characters.count) characters\n"
            output += "The string has \(string.runs.count) runs\n"
            for run in string.runs {
                output += string.appleDescription(of: run) + "\n"
            }
            writeOutput(output)
        } catch let error as CLIError {
            printError(error.message)
            throw ExitCode.failure
        } catch let error as MarkdownParsingError {
            printError("\(source.input.displayName): \(error)")
            throw ExitCode.failure
        }
    }
}

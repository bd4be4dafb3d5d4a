import ArgumentParser

/// `attributed`: Markdown → AttributedString, and everything around it, from the command line.
@main
struct AttributedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attributed",
        abstract: "Parse Markdown into Apple-compatible AttributedStrings and render them.",
        discussion: """
        Reads Markdown from FILE, or from standard input when FILE is '-' or missing.
        Errors go to standard error, with a non-zero exit status.
        """,
        subcommands: [RenderCommand.self, RunsCommand.self, ThemesCommand.self, ServeCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// `render --to html` with the few flags benchmarks use skips ArgumentParser
    /// (``DirectHTMLInvocation``); every other command line is parsed as declared.
    static func main() {
        if let invocation = DirectHTMLInvocation(arguments: Array(CommandLine.arguments.dropFirst())) {
            exitProcess(invocation.run())
        }
        main(nil)
    }
}

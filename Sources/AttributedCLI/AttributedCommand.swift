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

    /// `render --to html` with the few flags benchmarks use (``DirectHTMLInvocation``) and the
    /// render command's common command lines for the other outputs (``DirectRenderInvocation``)
    /// skip ArgumentParser; every other command line is parsed as declared.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let invocation = DirectHTMLInvocation(arguments: arguments) {
            exitProcess(invocation.run())
        }
        if let invocation = DirectRenderInvocation(arguments: arguments) {
            exitProcess(invocation.run())
        }
        main(nil)
    }
}

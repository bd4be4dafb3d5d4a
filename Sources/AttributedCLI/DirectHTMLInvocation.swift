#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The common `attributed render --to html [--gfm | --commonmark] [--unsafe] [--heading-ids] [--highlight] [FILE]`
/// recognised without ArgumentParser, which the process then never starts.
///
/// ArgumentParser reads a command's options by reflection: on the first parse it looks up
/// protocol conformances across the whole binary (most of an empty file's run, and megabytes of
/// the executable's pages made resident: docs/performance.md, "Start-up"). For the one command
/// line benchmarks and scripts run most, the arguments are matched here against that fixed
/// grammar instead; any other argument (help, another option, a subcommand, `--`, a path that
/// starts with `-`, repeated or conflicting flags) leaves the whole command line to ArgumentParser,
/// so behaviour and messages stay those of ``RenderCommand``.
struct DirectHTMLInvocation {
    var output = SyntaxTreeHTMLOutput(extensions: .all)
    var path: String?

    /// The invocation `arguments` (without the program name) spell, or nil when they are
    /// anything else.
    init?(arguments: [String]) {
        var rest = arguments[...]
        if rest.first == "render" { rest = rest.dropFirst() }
        var format: String?
        var gfm = false
        // The flags met, one bit each (a `Set<String>` here instantiated its generic metadata at
        // run time: 0.4 M instructions of every `render --to html --highlight`, callgrind).
        var seen: UInt8 = 0
        var path: String?
        while let argument = rest.popFirst() {
            switch argument {
            case "--to":
                guard format == nil, let value = rest.popFirst() else { return nil }
                format = value
            case "--to=html":
                guard format == nil else { return nil }
                format = "html"
            case "--gfm", "--commonmark", "--unsafe", "--heading-ids", "--highlight":
                let flag: UInt8
                switch argument {
                case "--gfm": flag = 1; gfm = true
                case "--commonmark": flag = 2; output.commonmark = true
                case "--unsafe": flag = 4; output.unsafe = true
                case "--highlight": flag = 8; output.highlightsCode = true
                default: flag = 16; output.headingIDs = true
                }
                guard seen & flag == 0 else { return nil }
                seen |= flag
            default:
                // One path, or `-` for standard input; an option this grammar does not know
                // (or `--`, or a subcommand name) goes to ArgumentParser.
                guard path == nil, DirectRenderInvocation.isInputPath(argument) else { return nil }
                path = argument
            }
        }
        // Without `--to html` the format depends on the terminal; both syntax flags is an error
        // ArgumentParser reports.
        guard format == "html", !(gfm && output.commonmark) else { return nil }
        if output.commonmark { output.extensions = [] }
        self.path = path
    }

    /// Renders; returns the exit status (errors are reported as ``RenderCommand`` reports them).
    func run() -> Int32 {
        let input = InputSource(path: path)
        do {
            try input.withUTF8 { output.write($0) }
            return 0
        } catch {
            printError(error.message)
            return 1
        }
    }
}

/// Ends the process with `status` (the C library's `exit`, which `ParsableCommand.exit` hides inside commands).
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

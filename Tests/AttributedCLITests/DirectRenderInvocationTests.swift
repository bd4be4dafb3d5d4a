import ArgumentParser
@testable import AttributedCLI
import Testing

/// The command lines ``DirectRenderInvocation`` takes without ArgumentParser must mean what
/// ArgumentParser reads from them (the same ``RenderSettings``), and every other command line
/// must be left to ArgumentParser.
@Suite struct DirectRenderInvocationTests {
    static let recognised: [[String]] = [
        [],
        ["README.md"],
        ["-"],
        ["render", "README.md"],
        ["--to", "text", "README.md"],
        ["--to=terminal", "--width", "60", "--color", "always", "README.md"],
        ["--to", "terminal", "--width=72", "--color=never", "--no-highlight", "--no-hyperlinks", "x.md"],
        ["--to", "terminal", "--highlight", "--hyperlinks", "--theme", "dark", "x.md"],
        ["--to", "json", "--theme=menlo", "x.md"],
        ["--to", "markdown", "--commonmark", "x.md"],
        ["--to", "rtf", "--gfm", "--extended-attributes", "x.md"],
        ["--to", "html", "--theme", "dark", "--standalone", "--inline-styles", "x.md"],
        ["--to", "html", "--via", "attributed-string", "--unsafe", "--heading-ids", "x.md"],
        ["render", "x.md", "--to", "text"],
    ]

    static let leftToArgumentParser: [[String]] = [
        ["--help"], ["-h"], ["help"], ["themes"], ["runs", "x.md"], ["serve"],
        ["--to", "nosuch", "x.md"], ["--to"], ["--width", "0", "x.md"], ["--width", "-3", "x.md"], ["--width", "wide", "x.md"],
        ["--color", "sometimes", "x.md"], ["--via", "nowhere", "x.md"], ["--theme", "--gfm", "x.md"], ["--theme="],
        ["--to", "text", "--to", "json", "x.md"], ["--gfm", "--gfm", "x.md"], ["--highlight", "--no-highlight", "x.md"],
        ["--gfm", "--commonmark", "x.md"], ["--extension", "table", "x.md"], ["--gfm=yes", "x.md"],
        ["x.md", "y.md"], ["--", "x.md"], ["-x.md"], ["--no-gfm", "x.md"], ["--version"],
    ]

    @Test(arguments: recognised)
    func meansWhatArgumentParserReads(_ arguments: [String]) throws {
        let direct = try #require(DirectRenderInvocation(arguments: arguments))
        let parsed = try RenderCommand.parse(arguments.first == "render" ? Array(arguments.dropFirst()) : arguments)
        #expect(direct.settings == parsed.settings)
    }

    @Test(arguments: leftToArgumentParser)
    func leavesTheRestToArgumentParser(_ arguments: [String]) {
        #expect(DirectRenderInvocation(arguments: arguments) == nil)
    }

    /// The settings differ where the flags do (a grammar that ignored a flag would pass the test above
    /// only if ArgumentParser ignored it too).
    @Test func flagsChangeTheSettings() throws {
        let plain = try #require(DirectRenderInvocation(arguments: ["x.md"])).settings
        for flag in ["--unsafe", "--heading-ids", "--highlight", "--no-hyperlinks", "--standalone", "--gfm"] {
            #expect(try #require(DirectRenderInvocation(arguments: [flag, "x.md"])).settings != plain, "\(flag)")
        }
    }
}

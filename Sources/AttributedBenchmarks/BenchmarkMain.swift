import AttributedMarkdown
import AttributedRendering
import Foundation

/// `attributed-bench`: throughput, runs per second and peak memory of every pipeline stage on
/// real files, side by side with md4c, pulldown-cmark, `cmark-gfm` and `cmark` when they are
/// installed (`scripts/bench/anchors.sh` installs them and builds the md4c driver).
///
///     swift run -c release attributed-bench [FILE …] [--iterations N] [--rounds R] [--md4c PATH]
///
/// Each stage runs in a child process of this executable (`--child STAGE FILE N`), so the peak
/// memory reported is that stage's own, and each child reports the best of N timed iterations.
/// The stages compared with the C tools run in R rounds, each stage right next to its C
/// counterpart, so that both sides of a ratio meet the same machine load.
@main
struct BenchmarkMain {
    static func main() {
        var arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
        if arguments.first == "--child" {
            arguments.removeFirst()
            exit(ChildStage.run(arguments))
        }
        if arguments.first == "--lexer-floor" {
            exit(LexerFloorStage.run(Array(arguments.dropFirst())))
        }
        var iterations = 5
        var rounds = 3
        var md4c = ProcessInfo.processInfo.environment["MD4C_HTML"] ?? ProcessMeasurement.which("md4c-html")
        var files: [String] = []
        while let argument = arguments.first {
            arguments.removeFirst()
            switch argument {
            case "--iterations":
                iterations = arguments.first.flatMap(Int.init) ?? iterations
                if !arguments.isEmpty { arguments.removeFirst() }
            case "--rounds":
                rounds = arguments.first.flatMap(Int.init).map { max(1, $0) } ?? rounds
                if !arguments.isEmpty { arguments.removeFirst() }
            case "--md4c":
                md4c = arguments.first
                if !arguments.isEmpty { arguments.removeFirst() }
            case "-h", "--help":
                print("""
                    usage: attributed-bench [FILE …] [--iterations N] [--rounds R] [--md4c PATH]
                           attributed-bench --lexer-floor [--batched] CODE-FILE

                    Defaults to ../shared/corpus/large.md and ../shared/spec/commonmark-0.31.2/spec.txt.
                    N: timed iterations per stage (best kept, default 5). R: rounds of the stages compared
                    with cmark/cmark-gfm, each run next to its C counterpart (best kept, default 3), and rounds
                    (at least 3) of the whole-process comparison of `attributed render` with md4c, pulldown-cmark,
                    cmark-gfm and cmark (median kept). PATH: the md4c driver scripts/bench/anchors.sh builds
                    (default: $MD4C_HTML, else md4c-html in PATH). The `attributed` measured as a whole process is
                    $ATTRIBUTED_BIN when set, else the one beside this executable.

                    --lexer-floor runs the leanest lexer of the highlighter's token model once over CODE-FILE and
                    prints its token count: count it with callgrind (scripts/highlight-bench/run.sh --lexer-floor).
                    """)
                return
            default:
                files.append(argument)
            }
        }
        if files.isEmpty {
            files = ["../shared/corpus/large.md", "../shared/spec/commonmark-0.31.2/spec.txt"]
                .filter { FileManager.default.fileExists(atPath: $0) }
        }
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("attributed-bench: no input file (pass a path)\n".utf8))
            exit(2)
        }
        for file in files {
            Report(file: file, iterations: iterations, rounds: rounds, md4c: md4c).print()
        }
    }
}

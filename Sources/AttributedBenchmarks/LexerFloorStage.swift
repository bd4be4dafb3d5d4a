import Foundation
import MarkdownSyntax

/// `attributed-bench --lexer-floor [--batched] FILE`: runs ``CodeLexerFloor`` (the leanest lexer of
/// the highlighter's token model) once over FILE's bytes, as code, and prints how many tokens it
/// found. Meant to be counted with callgrind beside `attributed render --to html --highlight`
/// (`scripts/highlight-bench/run.sh --lexer-floor`); `--batched` hands the tokens on as the HTML
/// writer takes them (merged neighbours, batches of 40).
enum LexerFloorStage {
    /// The process's exit status: 0, or 2 for a bad command line or an unreadable file.
    static func run(_ arguments: [String]) -> Int32 {
        let batched = arguments.first == "--batched"
        let paths = batched ? Array(arguments.dropFirst()) : arguments
        guard paths.count == 1, let code = FileManager.default.contents(atPath: paths[0]) else {
            FileHandle.standardError.write(Data("usage: attributed-bench --lexer-floor [--batched] FILE (a readable file)\n".utf8))
            return 2
        }
        let count = code.withUnsafeBytes { raw in
            CodeLexerFloor.tokenCount(in: raw.bindMemory(to: UInt8.self), mergingBatches: batched)
        }
        print("\(code.count) bytes, \(count) tokens\(batched ? " (neighbours of one kind merged, batches of 40)" : "")")
        return 0
    }
}

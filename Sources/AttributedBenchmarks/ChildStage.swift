import AttributedMarkdown
import AttributedRendering
import Foundation

/// One measured stage, run inside a child process. Prints `key=value` lines for the driver.
enum ChildStage: String, CaseIterable {
    case parse
    case treeHTML = "tree-html"
    case streamedHTML = "streamed-html"
    case attributedString = "attributed-string"
    /// Markdown text → `AttributedString` as `attributed render` maps it (parse and mapping,
    /// every GFM extension), for `scripts/outputs-bench.sh`.
    case markdownAttributedString = "markdown-attributed-string"
    case attributedHTML = "attributed-html"
    case floor

    /// Runs `[stage, file, iterations]`; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 3, let stage = ChildStage(rawValue: arguments[0]), let iterations = Int(arguments[2]),
              let data = FileManager.default.contents(atPath: arguments[1]) else {
            FileHandle.standardError.write(Data("attributed-bench: bad child arguments \(arguments)\n".utf8))
            return 2
        }
        let source = String(decoding: data, as: UTF8.self)
        stage.measure(source: source, iterations: max(1, iterations))
        if let peak = ProcessMeasurement.ownPeakMemory() { print("peak_bytes=\(peak)") }
        return 0
    }

    private func measure(source: String, iterations: Int) {
        switch self {
        case .parse:
            let seconds = Self.best(iterations) { _ = BenchmarkPipeline.parse(source) }
            print("seconds=\(seconds)")
        case .treeHTML:
            let document = BenchmarkPipeline.parse(source)
            let renderSeconds = Self.best(iterations) { _ = BenchmarkPipeline.treeHTML(document) }
            let totalSeconds = Self.best(iterations) { _ = BenchmarkPipeline.treeHTML(BenchmarkPipeline.parse(source)) }
            print("seconds=\(totalSeconds)")
            print("render_seconds=\(renderSeconds)")
        case .streamedHTML:
            let bytes = Array(source.utf8)
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 4)
            let seconds = Self.best(iterations) {
                output.removeAll(keepingCapacity: true)
                BenchmarkPipeline.streamedHTML(bytes) { output.append(contentsOf: $0) }
            }
            print("seconds=\(seconds)")
        case .attributedString:
            let document = BenchmarkPipeline.parse(source)
            var runs = 0
            let mapSeconds = Self.best(iterations) { runs = BenchmarkPipeline.attributedString(document).runs.count }
            print("seconds=\(mapSeconds)")
            print("runs=\(runs)")
        case .markdownAttributedString:
            var runs = 0
            let seconds = Self.best(iterations) {
                runs = ((try? AttributedString(markdown: source, syntaxExtensions: .all)) ?? AttributedString()).runs.count
            }
            print("seconds=\(seconds)")
            print("runs=\(runs)")
        case .attributedHTML:
            let string = BenchmarkPipeline.attributedString(BenchmarkPipeline.parse(source))
            let seconds = Self.best(iterations) { _ = BenchmarkPipeline.attributedHTML(string) }
            print("seconds=\(seconds)")
            print("runs=\(string.runs.count)")
        case .floor:
            let string = BenchmarkPipeline.attributedString(BenchmarkPipeline.parse(source))
            let pieces = ConstructionFloor.pieces(of: string)
            print("runs=\(pieces.count)")
            let floorIterations = max(1, min(iterations, 3))
            print("append=\(Self.best(floorIterations) { _ = ConstructionFloor.append(pieces) })")
            print("set_on_ranges=\(Self.best(floorIterations) { _ = ConstructionFloor.setOnRanges(pieces) })")
            print("rangeset_per_value=\(Self.best(floorIterations) { _ = ConstructionFloor.rangeSetPerValue(pieces) })")
            print("balanced_concatenation=\(Self.best(floorIterations) { _ = ConstructionFloor.balancedConcatenation(pieces) })")
        }
    }

    /// The best wall time of `iterations` runs of `body`, in seconds.
    static func best(_ iterations: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }
}

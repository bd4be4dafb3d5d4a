import Foundation

/// Whole processes side by side: `attributed render --to html --gfm` against the fastest C and
/// Rust Markdown → HTML tools (md4c, pulldown-cmark) and cmark-gfm / cmark, on the same file.
///
/// Every round runs each tool once, starting with a different tool each round, so that a
/// change in machine load meets every tool alike; the table shows each tool's median. Peak
/// memory is what GNU `time` reports for the tool alone (see ``ProcessMeasurement``).
struct WholeProcessComparison {
    struct Tool {
        var label: String
        var arguments: [String]
        /// Standard input (pulldown-cmark reads only standard input).
        var stdinPath: String?
    }

    struct Measured {
        var tool: Tool
        var seconds: Double
        var peakBytes: Int
    }

    var file: String
    var rounds: Int
    /// The md4c driver (`scripts/bench/md4c-html-driver.c`), when built.
    var md4c: String?

    /// Our `attributed` executable: `$ATTRIBUTED_BIN` when set (`scripts/bench/anchors.sh` points it
    /// at the fully static build), else the one built beside this benchmark.
    static var attributedExecutable: String? {
        if let path = ProcessInfo.processInfo.environment["ATTRIBUTED_BIN"], !path.isEmpty {
            return access(path, X_OK) == 0 ? path : nil
        }
        guard let directory = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            return nil
        }
        let path = directory.appendingPathComponent("attributed").path
        return access(path, X_OK) == 0 ? path : nil
    }

    /// The tools that are installed, ours first.
    var tools: [Tool] {
        var tools: [Tool] = []
        if let ours = Self.attributedExecutable {
            tools.append(Tool(label: "attributed render --to html --gfm", arguments: [ours, "render", "--to", "html", "--gfm", file]))
        }
        if let md4c {
            tools.append(Tool(label: "md4c 0.4 (md_html, GitHub dialect)", arguments: [md4c, file]))
        }
        if let pulldown = ProcessMeasurement.which("pulldown-cmark") {
            tools.append(Tool(label: "pulldown-cmark -T -S -L", arguments: [pulldown, "-T", "-S", "-L"], stdinPath: file))
        }
        if let cmarkGFM = ProcessMeasurement.which("cmark-gfm") {
            let extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].flatMap { ["-e", $0] }
            tools.append(Tool(label: "cmark-gfm, 5 extensions", arguments: [cmarkGFM] + extensions + [file]))
        }
        if let cmark = ProcessMeasurement.which("cmark") {
            tools.append(Tool(label: "cmark (CommonMark only)", arguments: [cmark, file]))
        }
        return tools
    }

    /// Median time and median peak memory of every tool over the rounds (a tool that fails is left out).
    func measure() -> [Measured] {
        let tools = tools
        guard !tools.isEmpty else { return [] }
        var seconds = Array(repeating: [Double](), count: tools.count)
        var peaks = Array(repeating: [Int](), count: tools.count)
        for round in 0..<rounds {
            for step in 0..<tools.count {
                let index = (round + step) % tools.count
                guard let result = ProcessMeasurement.runExternal(tools[index].arguments, stdinPath: tools[index].stdinPath),
                      result.status == 0 else { continue }
                seconds[index].append(result.seconds)
                peaks[index].append(result.peakMemoryBytes)
            }
        }
        return tools.indices.compactMap { index in
            guard !seconds[index].isEmpty else { return nil }
            return Measured(tool: tools[index], seconds: Self.median(seconds[index]),
                            peakBytes: Int(Self.median(peaks[index].map(Double.init))))
        }
    }

    /// md4c's own in-process time (best of `iterations` renders into memory), from the driver.
    func md4cInProcessSeconds(iterations: Int) -> Double? {
        guard let md4c,
              let result = ProcessMeasurement.run([md4c, "--iterations", String(iterations), file], captureOutput: true),
              result.status == 0 else { return nil }
        for line in result.output.split(separator: "\n") where line.hasPrefix("seconds=") {
            return Double(line.dropFirst("seconds=".count))
        }
        return nil
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

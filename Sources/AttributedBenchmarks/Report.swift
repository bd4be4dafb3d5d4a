import Foundation

/// Measures every stage on one file and prints the table.
struct Report {
    var file: String
    var iterations: Int
    /// Rounds of the stages compared with the C tools (see ``BenchmarkMain``).
    var rounds = 3
    /// The md4c driver built by `scripts/bench/anchors.sh`, if any.
    var md4c: String?

    private var byteCount: Int {
        (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    }

    func print() {
        let megabytes = Double(byteCount) / 1_000_000
        Swift.print("== \(file): \(String(format: "%.2f", megabytes)) MB, best of \(iterations) iterations (stages compared with C: best of \(rounds) rounds) ==")
        Swift.print(pad("stage", 44) + pad("seconds", 10) + pad("MB/s", 9) + pad("runs/s", 12) + "peak MB")

        // Each compared pair runs back to back, `rounds` times; the best of each side is kept.
        let cmarkGFMArguments = ProcessMeasurement.which("cmark-gfm").map {
            [$0, "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist", file]
        }
        let cmarkArguments = ProcessMeasurement.which("cmark").map { [$0, file] }
        var parse: ChildResult?
        var treeHTML: ChildResult?
        var streamedHTML: ChildResult?
        var cmarkGFMMeasured: (seconds: Double, peak: Int)?
        var cmarkMeasured: (seconds: Double, peak: Int)?
        for _ in 0..<rounds {
            parse = faster(parse, child(.parse))
            if let cmarkArguments { cmarkMeasured = faster(cmarkMeasured, external(cmarkArguments)) }
            treeHTML = faster(treeHTML, child(.treeHTML))
            streamedHTML = faster(streamedHTML, child(.streamedHTML))
            if let cmarkGFMArguments { cmarkGFMMeasured = faster(cmarkGFMMeasured, external(cmarkGFMArguments)) }
        }
        let attributed = child(.attributedString)
        let attributedHTML = child(.attributedHTML)
        let floor = child(.floor)

        row("Markdown → syntax tree (GFM)", parse, key: "seconds", megabytes: megabytes)
        row("Markdown → HTML via tree (GFM, UTF-8)", treeHTML, key: "seconds", megabytes: megabytes)
        row("  syntax tree → HTML only", treeHTML, key: "render_seconds", megabytes: megabytes)
        row("Markdown → HTML streamed (GFM, as the CLI)", streamedHTML, key: "seconds", megabytes: megabytes)
        row("syntax tree → AttributedString", attributed, key: "seconds", megabytes: megabytes, runs: attributed?.values["runs"])
        row("AttributedString → HTML", attributedHTML, key: "seconds", megabytes: megabytes, runs: attributedHTML?.values["runs"])

        let cmarkGFMSeconds = cmarkGFMMeasured?.seconds
        let cmarkGFMPeak = cmarkGFMMeasured?.peak
        if cmarkGFMArguments != nil {
            externalRow("cmark-gfm -e table … -e tasklist (HTML)", cmarkGFMMeasured, megabytes: megabytes)
        } else {
            Swift.print("  (cmark-gfm not installed: `apt-get install cmark-gfm` for the side-by-side numbers)")
        }
        let cmarkSeconds = cmarkMeasured?.seconds
        if cmarkArguments != nil {
            externalRow("cmark (no extensions, HTML)", cmarkMeasured, megabytes: megabytes)
        }

        if let floor, let runs = floor.values["runs"] {
            Swift.print("-- AttributedString construction floor for the same \(runs) runs --")
            let strategies = ["append", "set_on_ranges", "rangeset_per_value", "balanced_concatenation"]
            for strategy in strategies {
                if let seconds = floor.values[strategy].flatMap(Double.init) {
                    let runCount = Double(runs) ?? 0
                    Swift.print(pad("  " + strategy.replacingOccurrences(of: "_", with: " "), 44) + pad(format(seconds), 10)
                                + pad("", 9) + pad(format(runCount / seconds, digits: 0), 12))
                }
            }
            let cheapest = strategies.compactMap { floor.values[$0].flatMap(Double.init) }.min()
            if let cheapest, let mapping = attributed?.values["seconds"].flatMap(Double.init) {
                Swift.print("  mapping / cheapest floor: \(format(mapping / cheapest))×  (target ≤ 1.1×)")
            }
        }

        let comparison = WholeProcessComparison(file: file, rounds: max(rounds, 3), md4c: md4c)
        if let md4cSeconds = comparison.md4cInProcessSeconds(iterations: iterations) {
            Swift.print(pad("md4c md_html() in-process (GitHub dialect)", 44) + pad(format(md4cSeconds), 10)
                        + pad(format(megabytes / md4cSeconds, digits: 1), 9))
        }
        let whole = comparison.measure()
        Swift.print("-- whole processes, median of \(max(rounds, 3)) interleaved rounds (start-up, reading, writing to /dev/null) --")
        for measured in whole {
            Swift.print(pad(measured.tool.label, 44) + pad(format(measured.seconds), 10)
                        + pad(format(megabytes / measured.seconds, digits: 1), 9) + pad("", 12)
                        + format(Double(measured.peakBytes) / 1_000_000, digits: 1))
        }
        if let ours = whole.first(where: { $0.tool.label.hasPrefix("attributed") }) {
            for other in whole where other.tool.label != ours.tool.label {
                Swift.print("  attributed render ÷ \(other.tool.label): time \(format(ours.seconds / other.seconds))×, "
                            + "peak memory \(format(Double(ours.peakBytes) / Double(max(other.peakBytes, 1))))×")
            }
        }
        if md4c == nil {
            Swift.print("  (md4c: build the driver with scripts/bench/anchors.sh, or pass --md4c PATH)")
        }

        Swift.print("-- ratios (ours ÷ C; below 1 is faster) --")
        if let ours = treeHTML?.values["seconds"].flatMap(Double.init), let cmarkGFMSeconds {
            Swift.print("  Markdown → HTML vs cmark-gfm: \(format(ours / cmarkGFMSeconds))×  (target ≤ 1)")
        }
        if let ours = parse?.values["seconds"].flatMap(Double.init), let cmarkSeconds {
            Swift.print("  Markdown → syntax tree vs cmark (parse+render): \(format(ours / cmarkSeconds))×  (target ≤ 1)")
        }
        if let peak = treeHTML?.peak, let cmarkGFMPeak, cmarkGFMPeak > 0 {
            Swift.print("  peak memory, HTML vs cmark-gfm: \(format(Double(peak) / Double(cmarkGFMPeak)))×  (target ≤ 1.5)")
        }
        Swift.print("")
    }

    // MARK: - Measuring

    private struct ChildResult {
        var values: [String: String]
        var peak: Int
    }

    private func child(_ stage: ChildStage) -> ChildResult? {
        let executable = ProcessInfo.processInfo.arguments[0]
        guard let result = ProcessMeasurement.run([executable, "--child", stage.rawValue, file, String(iterations)], captureOutput: true),
              result.status == 0 else {
            Swift.print("  stage \(stage.rawValue) failed")
            return nil
        }
        var values: [String: String] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return ChildResult(values: values, peak: values["peak_bytes"].flatMap(Int.init) ?? result.peakMemoryBytes)
    }

    /// The faster of two measurements of one stage (a failed one loses).
    private func faster(_ a: ChildResult?, _ b: ChildResult?) -> ChildResult? {
        guard let a else { return b }
        guard let b, let bSeconds = b.values["seconds"].flatMap(Double.init),
              let aSeconds = a.values["seconds"].flatMap(Double.init) else { return a }
        return bSeconds < aSeconds ? b : a
    }

    private func faster(_ a: (seconds: Double, peak: Int)?, _ b: (seconds: Double, peak: Int)?) -> (seconds: Double, peak: Int)? {
        guard let a else { return b }
        guard let b else { return a }
        return b.seconds < a.seconds ? b : a
    }

    /// The best of `iterations` runs of an external command, and the peak memory of the best run.
    private func external(_ arguments: [String]) -> (seconds: Double, peak: Int)? {
        var best: (seconds: Double, peak: Int)?
        for _ in 0..<iterations {
            guard let result = ProcessMeasurement.runExternal(arguments), result.status == 0 else { return nil }
            if let current = best, current.seconds <= result.seconds { continue }
            best = (result.seconds, result.peakMemoryBytes)
        }
        return best
    }

    // MARK: - Printing

    private func row(_ label: String, _ result: ChildResult?, key: String, megabytes: Double, runs: String? = nil) {
        guard let result, let seconds = result.values[key].flatMap(Double.init) else {
            Swift.print(pad(label, 44) + "n/a")
            return
        }
        let runsPerSecond = runs.flatMap(Double.init).map { format($0 / seconds, digits: 0) } ?? ""
        Swift.print(pad(label, 44) + pad(format(seconds), 10) + pad(format(megabytes / seconds, digits: 1), 9)
                    + pad(runsPerSecond, 12) + format(Double(result.peak) / 1_000_000, digits: 1))
    }

    private func externalRow(_ label: String, _ measured: (seconds: Double, peak: Int)?, megabytes: Double) {
        guard let measured else {
            Swift.print(pad(label, 44) + "failed")
            return
        }
        Swift.print(pad(label, 44) + pad(format(measured.seconds), 10) + pad(format(megabytes / measured.seconds, digits: 1), 9)
                    + pad("", 12) + format(Double(measured.peak) / 1_000_000, digits: 1))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text + " " : text + String(repeating: " ", count: width - count)
    }

    private func format(_ value: Double, digits: Int = 3) -> String {
        String(format: "%.\(digits)f", value)
    }
}

import AttributedMarkdown
import Foundation
import MarkdownSyntax

// Edits in a large document: IncrementalAttributedDocument versus parsing and mapping the whole
// source to an AttributedString again.
//
// Usage: IncrementalAttributedBench [FILE] [BYTES] [TRIALS]
//   FILE    Markdown to edit (default /work/shared/corpus/large.md)
//   BYTES   size of the document: FILE is cut at the last line break before BYTES (default 1000000)
//   TRIALS  random positions per kind of edit (default 200)

let arguments = CommandLine.arguments
let path = arguments.count > 1 ? arguments[1] : "/work/shared/corpus/large.md"
let limit = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
let trials = arguments.count > 3 ? Int(arguments[3]) ?? 200 : 200
guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(1)
}
var bytes = [UInt8](data.prefix(limit))
if let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) { bytes.removeSubrange((lastNewline + 1)...) }
let source = String(decoding: bytes, as: UTF8.self)
let extensions: MarkdownExtensions = .gfm

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func ms(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }

@MainActor
func measure(options: AttributedString.MarkdownParsingOptions, label: String) throws {
    var fullTimes: [Double] = []
    var reference = AttributedString()
    for _ in 0..<5 {
        fullTimes.append(try seconds {
            reference = try AttributedString(markdown: source, options: options, syntaxExtensions: extensions)
        })
    }
    let full = percentile(fullTimes, 0.5)
    var document = try IncrementalAttributedDocument(markdown: source, options: options, syntaxExtensions: extensions)
    guard document.attributedString == reference else {
        print("MISMATCH: initial mapping differs")
        exit(1)
    }
    reference = AttributedString()
    print("\n[\(label)] document: \(bytes.count) bytes, \(document.syntax.document.blocks.count) top-level blocks, "
        + "\(document.attributedString.runs.count) runs")
    print("  full parse + map (median of 5): \(ms(full))")

    var generator = SystemRandomNumberGenerator()
    // A letter typed then deleted; a paragraph split ("\n\n", which adds a block) then joined.
    for (name, insertion) in [("one-character edit", "x"), ("paragraph split (Enter twice)", "\n\n")] {
        var times: [IncrementalAttributedUpdate.Remapping: [Double]] = [:]
        for _ in 0..<trials {
            let utf8 = Array(document.source.utf8)
            var offset = Int.random(in: 0..<utf8.count, using: &generator)
            while offset > 0, utf8[offset] & 0xC0 == 0x80 { offset -= 1 }
            let insert = SourceEdit.insert(insertion, at: offset)
            let delete = SourceEdit.delete(SourceRange(offset, offset + insertion.utf8.count))
            for edit in [insert, delete] {
                var update: IncrementalAttributedUpdate?
                let elapsed = try seconds { update = try document.apply(edit) }
                if let update { times[update.remapping, default: []].append(elapsed) }
            }
        }
        let all = times.values.flatMap { $0 }
        print("  \(name), \(all.count) edits: median \(ms(percentile(all, 0.5))) "
            + "(\(String(format: "%.1f", percentile(all, 0.5) / full * 100))% of full), p90 \(ms(percentile(all, 0.9)))")
        for remapping in [IncrementalAttributedUpdate.Remapping.region, .regionRenumberingFollowingRuns, .wholeDocument] {
            guard let values = times[remapping] else { continue }
            print("    \(remapping): \(values.count) edits, median \(ms(percentile(values, 0.5))) "
                + "(\(String(format: "%.1f", percentile(values, 0.5) / full * 100))%), p90 \(ms(percentile(values, 0.9)))")
        }
    }
    let expected = try AttributedString(markdown: document.source, options: options, syntaxExtensions: extensions)
    guard document.attributedString == expected else {
        print("MISMATCH: incremental attributed string differs from the full mapping")
        exit(1)
    }
    print("  final string equals the full mapping")
}

try measure(options: .init(), label: "Apple options, GFM")
try measure(options: .init(appliesSourcePositionAttributes: true), label: "with source positions, GFM")

import Foundation
import MarkdownSyntax

// One-character edits in a large document: incremental update versus full parse.
//
// Usage: IncrementalBench [FILE] [BYTES]
//   FILE   Markdown to edit (default /work/shared/corpus/large.md)
//   BYTES  size of the document: FILE is cut at the last line break before BYTES (default 1000000)

let arguments = CommandLine.arguments
let path = arguments.count > 1 ? arguments[1] : "/work/shared/corpus/large.md"
let limit = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(1)
}
var bytes = [UInt8](data.prefix(limit))
if let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) { bytes.removeSubrange((lastNewline + 1)...) }
let source = String(decoding: bytes, as: UTF8.self)
let options = ParseOptions(extensions: .gfm)
let parser = MarkdownParser(options: options)

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var fullTimes: [Double] = []
var document = parser.parse(source)
for _ in 0..<7 { fullTimes.append(seconds { document = parser.parse(source) }) }
fullTimes.sort()
let full = fullTimes[fullTimes.count / 2]

var editor = IncrementalDocument(source: source, document: document, options: options)
document = MarkdownDocument(blocks: [], lineTable: SourceLineTable([]))  // drop the shared copy
var generator = SystemRandomNumberGenerator()
var splicedTimes: [Double] = []
var fallbackTimes: [Double] = []
var reasons: [String: Int] = [:]
var reparsedBlocks = 0
let trials = 400
for trial in 0..<trials {
    let utf8 = Array(editor.source.utf8)
    var offset = Int.random(in: 0..<utf8.count, using: &generator)
    while offset > 0, utf8[offset] & 0xC0 == 0x80 { offset -= 1 }
    // Insert a letter, then delete it again, so that every trial edits the same document.
    for edit in [SourceEdit.insert("x", at: offset), SourceEdit.delete(SourceRange(offset, offset + 1))] {
        var update: IncrementalUpdate = .fullParse(.noReusableBlocks)
        let elapsed = seconds {
            do { update = try editor.apply(edit) } catch { print("edit \(edit) rejected: \(error)") }
        }
        switch update {
        case .spliced(let region):
            splicedTimes.append(elapsed)
            reparsedBlocks += region.oldBlocks.count
        case .fullParse(let reason):
            fallbackTimes.append(elapsed)
            reasons["\(reason)", default: 0] += 1
        }
    }
    if trial == 0, editor.document != parser.parse(editor.source) {
        print("MISMATCH after first trial")
        exit(1)
    }
}
if editor.document != parser.parse(editor.source) {
    print("MISMATCH: incremental document differs from a full parse")
    exit(1)
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func ms(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }

print("document: \(bytes.count) bytes, \(editor.document.blocks.count) top-level blocks (\(path))")
print("full parse (median of 7): \(ms(full))")
let median = percentile(splicedTimes, 0.5)
print("incremental one-character edit, spliced: \(splicedTimes.count) of \(splicedTimes.count + fallbackTimes.count) edits, "
    + "median \(ms(median)) (\(String(format: "%.1f", median / full * 100))% of a full parse), "
    + "p90 \(ms(percentile(splicedTimes, 0.9))), \(String(format: "%.1f", Double(reparsedBlocks) / Double(Swift.max(1, splicedTimes.count)))) blocks re-parsed on average")
if !fallbackTimes.isEmpty {
    print("full-parse fallbacks: \(reasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")), "
        + "median \(ms(percentile(fallbackTimes, 0.5)))")
}

import Foundation

/// Builds an `AttributedString` from decoded runs, through public API only, fast.
///
/// Appending runs one at a time is correct but slow: every mutation of a large
/// `AttributedString` splits and joins its ropes. The assembler instead collects runs into
/// chunks; a chunk becomes one `AttributedString` built from its joined text, whose runs then
/// receive their attributes by range (small ropes, cheap), and each chunk is appended to the
/// result. Adjacent equal runs merge as Foundation always merges them.
///
/// Constrained attributes (`runBoundaries`) need the semantics of Foundation's decoder: within a
/// paragraph, the value at the paragraph's start wins. Appending gives exactly that, while setting
/// attributes by range would let a later run's value spread over the paragraph. So a chunk
/// holding any constrained attribute is built run by run with `append`, and chunks are always
/// joined with `append`, whose fix-up carries a paragraph's starting value across the joint.
struct DecodedRunAssembler {
    /// Runs per chunk: small enough for cheap rope operations, large enough to amortize the
    /// final appends.
    static let chunkSize = 256

    private var result = AttributedString()
    private var texts: [String] = []
    private var attributes: [AttributeContainer] = []
    private var chunkIsConstrained = false
    private let noAttributes = AttributeContainer()

    init() {
        texts.reserveCapacity(Self.chunkSize)
        attributes.reserveCapacity(Self.chunkSize)
    }

    /// Adds a run; `isConstrained` tells whether its attributes include one with
    /// `runBoundaries`.
    mutating func append(_ text: String, attributes runAttributes: AttributeContainer, isConstrained: Bool) {
        guard !text.isEmpty else { return }
        texts.append(text)
        attributes.append(runAttributes)
        chunkIsConstrained = chunkIsConstrained || isConstrained
        if texts.count == Self.chunkSize { flush() }
    }

    /// The assembled string.
    mutating func finish() -> AttributedString {
        flush()
        return result
    }

    private mutating func flush() {
        guard !texts.isEmpty else { return }
        var chunk: AttributedString
        if chunkIsConstrained {
            chunk = AttributedString()
            for (text, runAttributes) in zip(texts, attributes) {
                chunk.append(AttributedString(text, attributes: runAttributes))
            }
        } else {
            chunk = AttributedString(texts.joined())
            var lower = chunk.startIndex
            for (text, runAttributes) in zip(texts, attributes) {
                let upper = chunk.utf8Index(lower, offsetBy: text.utf8.count)
                if runAttributes != noAttributes {
                    chunk[lower..<upper].setAttributes(runAttributes)
                }
                lower = upper
            }
        }
        result.append(chunk)
        texts.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        chunkIsConstrained = false
    }
}

import Foundation

/// Makes the `AttributedString` from the collected text and attribute spans.
///
/// Every call into `AttributedString` costs microseconds on Linux, more on a long string than
/// on a short one. So the string is assembled in chunks of a few block spans: each chunk is
/// created from its text at once, gets one `setAttributes` per block span and one
/// `mergeAttributes` per inline span (only where there is inline markup), and is appended to
/// the result. Of the assembly strategies measured (one string per run, attributes on the
/// whole string, one `RangeSet` per container, layers on the whole string, layers in chunks),
/// chunks were the fastest by far; the figures are in docs/performance.md, "AttributedString
/// assembly".
enum AttributedStringAssembler {
    /// Block spans per chunk (the measured optimum is flat between 4 and 16 on both documents).
    static let blockSpansPerChunk = 8

    static func assemble(_ output: RunAccumulator, languageCode: String?) -> AttributedString {
        var containers = ContainerCache(languageCode: languageCode)
        let text = output.text
        let blocks = output.blockSpans
        let inlines = output.inlineSpans
        var result = AttributedString()
        var blockIndex = 0
        var inlineIndex = 0
        var textIndex = text.utf8.startIndex
        while blockIndex < blocks.count {
            let chunkBlocks = blocks[blockIndex..<Swift.min(blocks.count, blockIndex + blockSpansPerChunk)]
            let chunkStart = chunkBlocks[chunkBlocks.startIndex].utf8Offset
            let chunkEnd = chunkBlocks.reduce(chunkStart) { $0 + $1.utf8Count }
            let textEnd = text.utf8.index(textIndex, offsetBy: chunkEnd - chunkStart)
            var chunk = AttributedString(String(text[textIndex..<textEnd]))
            var index = chunk.startIndex
            for span in chunkBlocks {
                let end = chunk.utf8Index(index, offsetBy: span.utf8Count)
                if let container = containers.container(for: span.attributes) {
                    chunk[index..<end].setAttributes(container)
                }
                index = end
            }
            index = chunk.startIndex
            var offset = chunkStart
            while inlineIndex < inlines.count, inlines[inlineIndex].utf8Offset < chunkEnd {
                let span = inlines[inlineIndex]
                let start = chunk.utf8Index(index, offsetBy: span.utf8Offset - offset)
                let end = chunk.utf8Index(start, offsetBy: span.utf8Count)
                chunk[start..<end].mergeAttributes(containers.container(for: span.attributes))
                index = end
                offset = span.utf8Offset + span.utf8Count
                inlineIndex += 1
            }
            result.append(chunk)
            blockIndex = chunkBlocks.endIndex
            textIndex = textEnd
        }
        return result
    }

    /// One `AttributeContainer` per distinct attribute set, made on first use.
    private struct ContainerCache {
        let languageCode: String?
        var blocks: [BlockAttributes: AttributeContainer] = [:]
        var inlines: [InlineAttributes: AttributeContainer] = [:]

        /// The block layer's container; nil when there is nothing to set.
        mutating func container(for attributes: BlockAttributes) -> AttributeContainer? {
            if attributes.isEmpty && languageCode == nil { return nil }
            if let cached = blocks[attributes] { return cached }
            let made = attributes.container(languageCode: languageCode)
            blocks[attributes] = made
            return made
        }

        mutating func container(for attributes: InlineAttributes) -> AttributeContainer {
            if let cached = inlines[attributes] { return cached }
            let made = attributes.container
            inlines[attributes] = made
            return made
        }
    }
}

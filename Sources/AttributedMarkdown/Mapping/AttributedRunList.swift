import Foundation
import MarkdownSyntax

/// The runs of the `AttributedString` that Markdown maps to — each run's text and attributes,
/// exactly as the string's `runs` give them — without making the `AttributedString`.
///
/// An output that only reads the runs once (terminal text, plain text, JSON) does not need the
/// string itself, and on Linux most of the mapping's time goes into `AttributedString`: into
/// ingesting the text and updating its runs (several microseconds per run). A run list is
/// made from what the mapping collects before that step: the text in one `String`, and the
/// attribute containers, each distinct container stored once, with the runs' boundaries as
/// UTF-8 offsets. Adjacent runs whose attributes are equal are one run, as in
/// `AttributedString`.
///
/// ```swift
/// let runs = try AttributedRunList(markdown: source, syntaxExtensions: .all)
/// for run in runs { print(run.text, run.attributes) }
/// let string = runs.attributedString  // the same as AttributedString(markdown:syntaxExtensions:)
/// ```
///
/// With extended attributes allowed (`options.allowsExtendedAttributes`), whose values may be
/// constrained to paragraph or character boundaries by their keys, the list is read from the
/// `AttributedString` the initializer makes instead, so it always matches the string's runs.
public struct AttributedRunList: RandomAccessCollection, Sendable {
    /// One run: its text and its attributes.
    public struct Run: Sendable {
        /// The run's characters (a slice of ``text``, cut on Unicode scalar boundaries).
        public var text: Substring
        /// The run's attributes.
        public var attributes: AttributeContainer
    }

    /// The characters of every run, in order: the string's characters.
    public let text: String
    /// The UTF-8 offset in `text` where each run starts, plus the end of the text (one more
    /// element than there are runs).
    private let boundaries: [Int]
    /// For each run, its attributes' position in ``containers``.
    package let containerIndices: [Int]
    /// The distinct attribute containers of the runs, in order of first use (no two equal).
    package let containers: [AttributeContainer]
    /// How each of ``containers`` was made from a block layer and an inline layer, when the list
    /// was made from the mapping's spans (nil when it was read from an `AttributedString`).
    package let layers: Layers?

    /// The two layers a run list made from the mapping's spans merges into each container: the
    /// block layer (presentation intent and the block attributes) and the inline layer (inline
    /// intents, links, images, footnote references…), which set disjoint keys. A reader of
    /// attributes that belong to one layer reads each distinct layer once, not each container.
    package struct Layers: Sendable {
        /// The distinct block layers.
        package let blocks: [AttributeContainer]
        /// The distinct inline layers (an empty layer is not among them).
        package let inlines: [AttributeContainer]
        /// For each container, its block layer's position in ``blocks``.
        package let blockOfContainer: [Int]
        /// For each container, its inline layer's position in ``inlines``, or -1 for none.
        package let inlineOfContainer: [Int]
    }

    /// The runs of the string `AttributedString(markdown:including:options:baseURL:syntaxExtensions:)`
    /// makes of the same arguments.
    ///
    /// - Throws: ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    public init<S: AttributeScope>(
        markdown: String,
        including scope: S.Type,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        if options.allowsExtendedAttributes {
            self.init(try AttributedString(
                markdown: markdown, including: scope, options: options, baseURL: baseURL,
                syntaxExtensions: syntaxExtensions))
            return
        }
        let output = try MarkdownConversion.accumulatedRuns(
            markdown: markdown, scope: scope, options: options, baseURL: baseURL, extensions: syntaxExtensions)
        self.init(output, languageCode: options.languageCode)
    }

    /// The runs of the string `AttributedString(markdown:including:options:baseURL:syntaxExtensions:)`
    /// makes of the same arguments, with the scope named by key path (`including: \.markdown`).
    public init<S: AttributeScope>(
        markdown: String,
        including scope: KeyPath<AttributeScopes, S.Type>,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        try self.init(markdown: markdown, including: S.self, options: options, baseURL: baseURL,
                      syntaxExtensions: syntaxExtensions)
    }

    /// The runs of the string `AttributedString(markdown:options:baseURL:syntaxExtensions:)`
    /// makes of the same arguments (extended attributes limited to
    /// `AttributeScopes/MarkdownAttributes`).
    public init(
        markdown: String,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions
    ) throws {
        try self.init(markdown: markdown, including: AttributeScopes.MarkdownAttributes.self, options: options,
                      baseURL: baseURL, syntaxExtensions: syntaxExtensions)
    }

    /// The runs of `string`.
    public init(_ string: AttributedString) {
        var boundaries = [0]
        var indices: [Int] = []
        var containers: [AttributeContainer] = []
        var known: [AttributeContainer: Int] = [:]
        var position = string.startIndex
        var offset = 0
        for run in string.runs {
            offset += string.utf8Distance(from: position, to: run.range.upperBound)
            position = run.range.upperBound
            boundaries.append(offset)
            let attributes = run.attributes
            if let index = known[attributes] {
                indices.append(index)
            } else {
                known[attributes] = containers.count
                indices.append(containers.count)
                containers.append(attributes)
            }
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: string.unicodeScalars)
        self.text = String(scalars)
        self.boundaries = boundaries
        containerIndices = indices
        self.containers = containers
        layers = nil
    }

    /// The runs the assembler would make of `output`: each block span's attributes with the
    /// attributes of the inline spans inside it merged over them (the inline layer's values win,
    /// as `mergeAttributes` gives them), equal neighbours joined.
    ///
    /// No merged container is hashed. Without extended attributes (the only case this
    /// initializer sees) the block and inline layers set disjoint keys, so two merged containers
    /// are equal exactly when their block layers are equal and their inline layers are equal.
    /// Block layers are told apart by their ``BlockAttributes`` (every field becomes its own
    /// attribute, except a list item delimiter on Apple systems before the 26 releases, which
    /// is left out of the comparison there); inline layers, few and small, by their containers.
    init(_ output: RunAccumulator, languageCode: String?) {
        var blockIndices: [BlockAttributes: Int] = [:]
        var blockContainers: [AttributeContainer] = []
        var inlineIndices: [InlineAttributes: Int] = [:]
        var inlineIndicesByContainer: [AttributeContainer: Int] = [:]
        var inlineContainers: [AttributeContainer] = []
        // block index << 32 | (inline index + 1, 0 for none) → index in `containers`.
        var mergedIndices: [Int: Int] = [:]
        var containers: [AttributeContainer] = []
        var blockOfContainer: [Int] = []
        var inlineOfContainer: [Int] = []
        var boundaries = [0]
        var indices: [Int] = []
        boundaries.reserveCapacity(output.blockSpans.count * 2 + 1)
        indices.reserveCapacity(output.blockSpans.count * 2)
        let noAttributes = AttributeContainer()

        func add(upTo end: Int, block: Int, inline: Int) {
            let key = block << 32 | inline
            let index: Int
            if let merged = mergedIndices[key] {
                index = merged
            } else {
                var container = blockContainers[block]
                if inline > 0 { container.merge(inlineContainers[inline - 1]) }
                index = containers.count
                containers.append(container)
                blockOfContainer.append(block)
                inlineOfContainer.append(inline - 1)
                mergedIndices[key] = index
            }
            if let last = indices.last, last == index {
                boundaries[boundaries.count - 1] = end
            } else {
                indices.append(index)
                boundaries.append(end)
            }
        }

        let inlines = output.inlineSpans
        var inlinePosition = 0
        for span in output.blockSpans {
            let blockKey = Self.comparedPart(of: span.attributes)
            let block: Int
            if let found = blockIndices[blockKey] {
                block = found
            } else {
                block = blockContainers.count
                blockIndices[blockKey] = block
                blockContainers.append(span.attributes.container(languageCode: languageCode))
            }
            let end = span.utf8Offset + span.utf8Count
            var position = span.utf8Offset
            while inlinePosition < inlines.count, inlines[inlinePosition].utf8Offset < end {
                let inlineSpan = inlines[inlinePosition]
                if inlineSpan.utf8Offset > position { add(upTo: inlineSpan.utf8Offset, block: block, inline: 0) }
                // 0: no inline attributes (an inline layer can hold only what is not an attribute).
                let inline: Int
                if let found = inlineIndices[inlineSpan.attributes] {
                    inline = found
                } else {
                    let container = inlineSpan.attributes.container
                    if container == noAttributes {
                        inline = 0
                    } else if let found = inlineIndicesByContainer[container] {
                        inline = found
                    } else {
                        inlineContainers.append(container)
                        inline = inlineContainers.count
                        inlineIndicesByContainer[container] = inline
                    }
                    inlineIndices[inlineSpan.attributes] = inline
                }
                position = inlineSpan.utf8Offset + inlineSpan.utf8Count
                add(upTo: position, block: block, inline: inline)
                inlinePosition += 1
            }
            if position < end { add(upTo: end, block: block, inline: 0) }
        }
        text = output.text
        self.boundaries = boundaries
        containerIndices = indices
        self.containers = containers
        layers = Layers(blocks: blockContainers, inlines: inlineContainers,
                        blockOfContainer: blockOfContainer, inlineOfContainer: inlineOfContainer)
    }

    /// The fields of `attributes` that reach its container: all of them, except the list item
    /// delimiter on Apple systems without Apple's key for it.
    private static func comparedPart(of attributes: BlockAttributes) -> BlockAttributes {
        #if canImport(Darwin)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) { return attributes }
        var compared = attributes
        compared.listItemDelimiter = nil
        return compared
        #else
        return attributes
        #endif
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { containerIndices.count }

    public subscript(position: Int) -> Run {
        Run(text: text(ofRun: position), attributes: containers[containerIndices[position]])
    }

    /// The text of the run at `position`.
    package func text(ofRun position: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: boundaries[position])
        let end = utf8.index(start, offsetBy: boundaries[position + 1] - boundaries[position])
        return text[start..<end]
    }

    /// Calls `body` with each run's position and text as `AttributedString`'s character view
    /// gives it for the run's range: both ends rounded down to `Character` boundaries, so that a
    /// run starting inside a grapheme cluster (`*e*` then U+0301) gives the cluster to the run
    /// it starts in. Linear in the text: where a boundary is not sure from its two neighbouring
    /// bytes, the characters are walked from the previous run's end, itself a boundary.
    package func forEachCharacterText(_ body: (_ position: Int, _ text: Substring) -> Void) {
        let utf8 = text.utf8
        var start = text.startIndex
        for position in indices {
            let offset = boundaries[position + 1]
            let index = utf8.index(utf8.startIndex, offsetBy: offset)
            var end = index
            if index != utf8.endIndex, !isSurelyCharacterBoundary(offset) {
                end = start
                while end < index {
                    let next = text.index(after: end)
                    if next > index { break }
                    end = next
                }
            }
            body(position, text[start..<end])
            start = end
        }
    }

    /// True when the UTF-8 offset `offset` (inside the text) lies between two ASCII scalars
    /// other than CR LF: grapheme clusters always break there.
    private func isSurelyCharacterBoundary(_ offset: Int) -> Bool {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        let after = utf8[index]
        let before = utf8[utf8.index(before: index)]
        return after < 0x80 && before < 0x80 && !(before == 0x0D && after == 0x0A)
    }

    /// The UTF-8 length of the run at `position`.
    package func utf8Count(ofRun position: Int) -> Int {
        boundaries[position + 1] - boundaries[position]
    }

    /// The `AttributedString` of these runs.
    public var attributedString: AttributedString {
        var string = AttributedString(text)
        var index = string.startIndex
        for position in indices {
            let end = string.utf8Index(index, offsetBy: utf8Count(ofRun: position))
            let attributes = containers[containerIndices[position]]
            if attributes != AttributeContainer() { string[index..<end].setAttributes(attributes) }
            index = end
        }
        return string
    }
}

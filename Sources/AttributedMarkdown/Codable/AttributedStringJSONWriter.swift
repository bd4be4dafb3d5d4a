import Foundation

/// Writes a long `AttributedString` as JSON in Foundation's table shape
/// (`{"attributeTable": [...], "runs": [...]}`), byte for byte what `JSONEncoder` with
/// `.sortedKeys` and `.prettyPrinted` writes for ``CodableAttributedString``, in one pass over
/// the runs.
///
/// `JSONEncoder` makes a boxed value for every run text, index and attribute, keeps the whole
/// document as a tree and serializes it at the end, and the generic encoder reads each run's
/// text through the string's scalar view: on a long document that costs several times the
/// mapping that made the string. Here the whole text is copied out once, each run is cut from
/// the copy by its UTF-8 length (``AttributedString/utf8Distance(from:to:)``), run texts are
/// escaped straight into the output, and each distinct attribute object is encoded once by
/// ``PrettyJSONFragmentEncoder`` into a side buffer that becomes the attribute table.
///
/// Only the table form (more than ``AttributeCodingScope/maximumRunsInArrayForm`` runs), with
/// pretty, sorted output, is written here; ``data(for:scope:outputFormatting:)`` returns `nil`
/// for anything else, or when an attribute value is one whose bytes the fragment encoder does
/// not reproduce, and the caller uses `JSONEncoder`.
enum AttributedStringJSONWriter {
    /// The JSON, or `nil` when `JSONEncoder` must write it.
    static func data<S: AttributeScope>(
        for string: AttributedString, scope: S.Type, outputFormatting: JSONEncoder.OutputFormatting,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> Data? {
        let supported: JSONEncoder.OutputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard outputFormatting.contains([.sortedKeys, .prettyPrinted]), supported.isSuperset(of: outputFormatting) else {
            return nil
        }
        let runs = string.runs
        guard runs.count > AttributeCodingScope.maximumRunsInArrayForm else { return nil }
        let fragments = PrettyJSONFragmentEncoder(escapesSlashes: !outputFormatting.contains(.withoutEscapingSlashes), userInfo: userInfo)
        let coding = AttributeCodingScope.of(scope)
        let noAttributes = AttributeContainer()

        // One pass over the runs: each run's UTF-8 length and table index (-1: no attributes),
        // and the table entries, in order of first appearance, at the depth they are written.
        var lengths: [Int] = []
        var indices: [Int] = []
        lengths.reserveCapacity(runs.count)
        indices.reserveCapacity(runs.count)
        var table: [UInt8] = []
        var tableIndices: [AttributeContainer: Int] = [:]
        var position = string.startIndex
        var values = EncodedValues(coding: coding, fragments: fragments)
        var recentEntries = RecentEntries()
        do {
            for run in runs {
                let end = run.range.upperBound
                lengths.append(string.utf8Distance(from: position, to: end))
                position = end
                let attributes = run.attributes
                if attributes == noAttributes {
                    indices.append(-1)
                    continue
                }
                // Runs of a paragraph take turns among a few entries: compare with the latest
                // entries used before hashing the whole container.
                if let recent = recentEntries.first(where: { $0.attributes == attributes }) {
                    indices.append(recent.index)
                    continue
                }
                if let known = tableIndices[attributes] {
                    indices.append(known)
                    recentEntries.remember(attributes, known)
                    continue
                }
                let index = tableIndices.count
                tableIndices[attributes] = index
                indices.append(index)
                recentEntries.remember(attributes, index)
                if index > 0 { table.append(UInt8(ascii: ",")) }
                PrettyJSONFragmentEncoder.appendNewline(level: 2, to: &table)
                try values.appendObject(attributes, to: &table)
            }
        } catch {
            return nil
        }

        var text = String(string.characters[...])
        var output: [UInt8] = []
        output.reserveCapacity(table.count + text.utf8.count + text.utf8.count / 8 + 16 * lengths.count + 64)
        output.append(contentsOf: "{\n  \"attributeTable\" : [".utf8)
        if table.isEmpty {
            PrettyJSONFragmentEncoder.appendNewline(level: 0, to: &output)
        } else {
            output.append(contentsOf: table)
        }
        PrettyJSONFragmentEncoder.appendNewline(level: 1, to: &output)
        output.append(contentsOf: "],\n  \"runs\" : [".utf8)
        let emptyObject = Array("{\n\n    }".utf8)
        text.withUTF8 { bytes in
            var offset = 0
            for (position, length) in lengths.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                PrettyJSONFragmentEncoder.appendNewline(level: 2, to: &output)
                let end = Swift.min(bytes.count, offset + length)
                fragments.appendString(utf8: UnsafeBufferPointer(rebasing: bytes[offset..<end]), to: &output)
                offset = end
                output.append(UInt8(ascii: ","))
                PrettyJSONFragmentEncoder.appendNewline(level: 2, to: &output)
                let index = indices[position]
                if index < 0 {
                    output.append(contentsOf: emptyObject)
                } else {
                    output.append(contentsOf: String(index).utf8)
                }
            }
        }
        output.append(contentsOf: "\n  ]\n}".utf8)
        return Data(output)
    }

    /// The last few table entries used, most recent first.
    private struct RecentEntries: Sequence {
        private var entries: [(attributes: AttributeContainer, index: Int)] = []
        private static let capacity = 4

        mutating func remember(_ attributes: AttributeContainer, _ index: Int) {
            if entries.count == Self.capacity { entries.removeLast() }
            entries.insert((attributes, index), at: 0)
        }

        func makeIterator() -> IndexingIterator<[(attributes: AttributeContainer, index: Int)]> {
            entries.makeIterator()
        }
    }

    /// Attribute objects of the attribute table (written at level 2), each member's value
    /// encoded once per distinct value: table entries differ as wholes, but most share their
    /// values (a paragraph's presentation intent, a link) with others.
    private struct EncodedValues {
        private let finder: EncodableAttributeFinder
        let fragments: PrettyJSONFragmentEncoder
        private var cache: [Member: [UInt8]] = [:]

        private struct Member: Hashable {
            var name: String
            var value: AnyHashable
        }

        /// Encodes a value through its key's `encode(_:to:)`.
        private struct KeyEncoding: Encodable {
            let encode: (any Encoder) throws -> Void
            func encode(to encoder: any Encoder) throws { try encode(encoder) }
        }

        init(coding: AttributeCodingScope, fragments: PrettyJSONFragmentEncoder) {
            finder = EncodableAttributeFinder(scope: coding)
            self.fragments = fragments
        }

        /// Appends `attributes` as one JSON object, as `JSONEncoder` writes it at level 2.
        mutating func appendObject(_ attributes: AttributeContainer, to output: inout [UInt8]) throws {
            var members: [(name: String, bytes: [UInt8])] = []
            try finder.forEachAttribute(of: attributes) { name, value, encode in
                let member = Member(name: name, value: value)
                if let bytes = cache[member] {
                    members.append((name, bytes))
                    return
                }
                var bytes: [UInt8] = []
                try withoutActuallyEscaping(encode) { encode in
                    try fragments.append(KeyEncoding(encode: encode), level: 3, to: &bytes)
                }
                cache[member] = bytes
                members.append((name, bytes))
            }
            output.append(UInt8(ascii: "{"))
            if members.isEmpty { PrettyJSONFragmentEncoder.appendNewline(level: 0, to: &output) }
            members.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                PrettyJSONFragmentEncoder.appendNewline(level: 3, to: &output)
                fragments.appendString(member.name, to: &output)
                output.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
                output.append(contentsOf: member.bytes)
            }
            PrettyJSONFragmentEncoder.appendNewline(level: 2, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }
}

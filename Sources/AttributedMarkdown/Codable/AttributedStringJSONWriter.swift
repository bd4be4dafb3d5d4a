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
/// pretty, sorted output, is written here; the `data(for:scope:outputFormatting:userInfo:)` functions return `nil`
/// for anything else, or when an attribute value is one whose bytes the fragment encoder does
/// not reproduce, and the caller uses `JSONEncoder`.
enum AttributedStringJSONWriter {
    /// The JSON, or `nil` when `JSONEncoder` must write it.
    static func data<S: AttributeScope>(
        for string: AttributedString, scope: S.Type, outputFormatting: JSONEncoder.OutputFormatting,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> Data? {
        guard writes(outputFormatting) else { return nil }
        let runs = string.runs
        guard runs.count > AttributeCodingScope.maximumRunsInArrayForm else { return nil }
        let noAttributes = AttributeContainer()

        // One pass over the runs: each run's UTF-8 length and table index (-1: no attributes),
        // and the table entries, in order of first appearance.
        var table = Table(runCount: runs.count)
        var entryIndices: [AttributeContainer: Int] = [:]
        var position = string.startIndex
        var recentEntries = RecentEntries()
        for run in runs {
            let end = run.range.upperBound
            table.lengths.append(string.utf8Distance(from: position, to: end))
            position = end
            let attributes = run.attributes
            if attributes == noAttributes {
                table.indices.append(-1)
                continue
            }
            // Runs of a paragraph take turns among a few entries: compare with the latest
            // entries used before hashing the whole container.
            if let recent = recentEntries.first(where: { $0.attributes == attributes }) {
                table.indices.append(recent.index)
                continue
            }
            if let known = entryIndices[attributes] {
                table.indices.append(known)
                recentEntries.remember(attributes, known)
                continue
            }
            let index = table.entries.count
            entryIndices[attributes] = index
            table.indices.append(index)
            recentEntries.remember(attributes, index)
            table.entries.append(attributes)
        }
        return write(text: String(string.characters[...]), table: table, scope: scope,
                     outputFormatting: outputFormatting, userInfo: userInfo)
    }

    /// The JSON of the string whose runs `runs` are, or `nil` when `JSONEncoder` must write it.
    /// The list's containers are already distinct, so no container is hashed here.
    static func data<S: AttributeScope>(
        for runs: AttributedRunList, scope: S.Type, outputFormatting: JSONEncoder.OutputFormatting,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> Data? {
        guard writes(outputFormatting), runs.count > AttributeCodingScope.maximumRunsInArrayForm else { return nil }
        let noAttributes = AttributeContainer()
        let unassigned = -2
        var entryOfContainer = [Int](repeating: unassigned, count: runs.containers.count)
        var table = Table(runCount: runs.count)
        for position in runs.indices {
            table.lengths.append(runs.utf8Count(ofRun: position))
            let container = runs.containerIndices[position]
            if entryOfContainer[container] == unassigned {
                if runs.containers[container] == noAttributes {
                    entryOfContainer[container] = -1
                } else {
                    entryOfContainer[container] = table.entries.count
                    table.entries.append(runs.containers[container])
                }
            }
            table.indices.append(entryOfContainer[container])
        }
        return write(text: runs.text, table: table, scope: scope, outputFormatting: outputFormatting, userInfo: userInfo)
    }

    /// True for the output formats written here.
    private static func writes(_ outputFormatting: JSONEncoder.OutputFormatting) -> Bool {
        let supported: JSONEncoder.OutputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return outputFormatting.contains([.sortedKeys, .prettyPrinted]) && supported.isSuperset(of: outputFormatting)
    }

    /// The runs as the output lists them: each run's UTF-8 length and index in the attribute
    /// table (-1: no attributes), and the table's entries.
    private struct Table {
        var lengths: [Int] = []
        var indices: [Int] = []
        var entries: [AttributeContainer] = []

        init(runCount: Int) {
            lengths.reserveCapacity(runCount)
            indices.reserveCapacity(runCount)
        }
    }

    /// The JSON of the runs in `table`, cut from `text` by their lengths.
    private static func write<S: AttributeScope>(
        text: String, table: Table, scope: S.Type, outputFormatting: JSONEncoder.OutputFormatting,
        userInfo: [CodingUserInfoKey: any Sendable]
    ) -> Data? {
        let fragments = PrettyJSONFragmentEncoder(escapesSlashes: !outputFormatting.contains(.withoutEscapingSlashes), userInfo: userInfo)
        var values = EncodedValues(coding: AttributeCodingScope.of(scope), fragments: fragments)
        // The table entries at the depth they are written.
        var entries: [UInt8] = []
        do {
            for (index, attributes) in table.entries.enumerated() {
                if index > 0 { entries.append(UInt8(ascii: ",")) }
                PrettyJSONFragmentEncoder.appendNewline(level: 2, to: &entries)
                try values.appendObject(attributes, to: &entries)
            }
        } catch {
            return nil
        }

        var text = text
        let lengths = table.lengths
        var output: [UInt8] = []
        output.reserveCapacity(entries.count + text.utf8.count + text.utf8.count / 8 + 16 * lengths.count + 64)
        output.append(contentsOf: "{\n  \"attributeTable\" : [".utf8)
        if entries.isEmpty {
            PrettyJSONFragmentEncoder.appendNewline(level: 0, to: &output)
        } else {
            output.append(contentsOf: entries)
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
                let index = table.indices[position]
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

import Foundation

extension AttributeCodingScope {
    /// Reads any of Foundation's three shapes (see `encodeString(_:to:)`), validating it as
    /// swift-foundation does: the runs must not be empty; an empty run is allowed only as the
    /// sole run and without attributes; table indices must be in range and need a table.
    /// Attributes outside the scope are ignored.
    ///
    /// The result is assembled through `AttributedString`'s public API (see
    /// `DecodedRunAssembler`). That merges adjacent equal runs, and re-applies attribute
    /// constraints exactly as Foundation's own decoder's final fix-up does: attributes whose
    /// `runBoundaries` is `.paragraph` take, across each paragraph, the value of the
    /// paragraph's first run, and character-constrained attributes are removed where their
    /// character is absent. Data from elsewhere therefore cannot produce a string that breaks
    /// those invariants.
    func decodeString(from decoder: any Decoder) throws -> AttributedString {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            return AttributedString(text)
        }
        var runs: UnkeyedDecodingContainer
        let table: [(attributes: AttributeContainer, isConstrained: Bool)]?
        if let array = try? decoder.unkeyedContainer() {
            runs = array
            table = nil
        } else if let object = try? decoder.container(keyedBy: AttributeTableFormCodingKey.self) {
            (runs, table) = try decodeTableForm(object, decoder: decoder)
        } else {
            throw Self.corrupted(decoder, """
                An encoded AttributedString must be a string, an array alternating run text and \
                attributes, or an object with "runs" and "attributeTable"
                """)
        }

        let noAttributes = AttributeContainer()
        var assembler = DecodedRunAssembler()
        var runCount = 0
        while !runs.isAtEnd {
            let text: String
            do {
                text = try runs.decode(String.self)
            } catch {
                throw DecodingError.dataCorruptedError(
                    in: runs, debugDescription: "Expected the text of run \(runCount) (a string), found something else")
            }
            guard !runs.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: runs, debugDescription: "Run \(runCount) (\"\(text.prefix(40))\") is not followed by its attributes")
            }
            let attributes: AttributeContainer
            let isConstrained: Bool
            if let index = try? runs.decode(Int.self) {
                guard let table else {
                    throw DecodingError.dataCorruptedError(
                        in: runs, debugDescription: "Attribute table index present with no reference attribute table")
                }
                guard table.indices.contains(index) else {
                    throw DecodingError.dataCorruptedError(
                        in: runs, debugDescription: table.isEmpty
                            ? "Attribute table index \(index) refers to an empty attribute table"
                            : "Attribute table index \(index) is not within the bounds of the attribute table [0...\(table.count - 1)]")
                }
                (attributes, isConstrained) = table[index]
            } else {
                (attributes, isConstrained) = try decodeConstrainedAttributes(from: runs.superDecoder())
            }
            if text.isEmpty && (runCount > 0 || !runs.isAtEnd) {
                throw DecodingError.dataCorruptedError(
                    in: runs, debugDescription: "When multiple runs are present, runs with empty substrings are not allowed")
            }
            if text.isEmpty && attributes != noAttributes {
                throw DecodingError.dataCorruptedError(
                    in: runs, debugDescription: "Runs of empty substrings cannot contain attributes")
            }
            assembler.append(text, attributes: attributes, isConstrained: isConstrained)
            runCount += 1
        }
        guard runCount > 0 else {
            throw DecodingError.dataCorruptedError(in: runs, debugDescription: "Runs container must not be empty")
        }
        return assembler.finish()
    }

    /// Opens the table form: its `runs` array and its decoded `attributeTable`.
    private func decodeTableForm(
        _ object: KeyedDecodingContainer<AttributeTableFormCodingKey>, decoder: any Decoder
    ) throws -> (UnkeyedDecodingContainer, [(attributes: AttributeContainer, isConstrained: Bool)]) {
        guard object.contains(.runs) else {
            throw Self.corrupted(decoder, "An encoded AttributedString object must have a \"runs\" array")
        }
        guard object.contains(.attributeTable) else {
            throw Self.corrupted(decoder, "An encoded AttributedString object must have an \"attributeTable\" array")
        }
        let runs: UnkeyedDecodingContainer
        var entries: UnkeyedDecodingContainer
        do {
            runs = try object.nestedUnkeyedContainer(forKey: .runs)
            entries = try object.nestedUnkeyedContainer(forKey: .attributeTable)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\"runs\" and \"attributeTable\" must both be arrays",
                underlyingError: error))
        }
        var table: [(attributes: AttributeContainer, isConstrained: Bool)] = []
        if let count = entries.count { table.reserveCapacity(count) }
        while !entries.isAtEnd {
            table.append(try decodeConstrainedAttributes(from: entries.superDecoder()))
        }
        return (runs, table)
    }

    private static func corrupted(_ decoder: any Decoder, _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
    }
}

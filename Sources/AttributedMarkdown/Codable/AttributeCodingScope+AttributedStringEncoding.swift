import Foundation

extension AttributeCodingScope {
    /// The largest number of runs Foundation writes in the array form; longer strings use the
    /// table form, which stores each distinct attribute object once.
    static let maximumRunsInArrayForm = 10

    /// Writes `string` in Foundation's shape:
    /// - a bare string when it has no runs, or one run with no attributes at all;
    /// - `["text", {attributes}, …]` for up to ten runs;
    /// - `{"runs": ["text", index or {}, …], "attributeTable": [{attributes}, …]}` beyond that,
    ///   table entries numbered in order of first appearance.
    ///
    /// Runs are the string's coalesced runs; the tests for "no attributes" and table identity
    /// consider all of a run's attributes, including those outside the scope, exactly as
    /// Foundation does, so the structure matches Apple's output run for run.
    func encodeString(_ string: AttributedString, to encoder: any Encoder) throws {
        let runs = string.runs
        let runCount = runs.count
        let noAttributes = AttributeContainer()
        if runCount == 0 || (runCount == 1 && runs.allSatisfy { $0.attributes == noAttributes }) {
            var container = encoder.singleValueContainer()
            try container.encode(String(string.characters))
            return
        }
        var texts = RunTextReader(string)
        if runCount <= Self.maximumRunsInArrayForm {
            var container = encoder.unkeyedContainer()
            for run in runs {
                try container.encode(texts.text(upTo: run.range.upperBound))
                try encodeAttributes(run.attributes, to: container.superEncoder())
            }
            return
        }
        var container = encoder.container(keyedBy: AttributeTableFormCodingKey.self)
        var runsContainer = container.nestedUnkeyedContainer(forKey: .runs)
        var tableContainer = container.nestedUnkeyedContainer(forKey: .attributeTable)
        var tableIndices: [AttributeContainer: Int] = [:]
        for run in runs {
            try runsContainer.encode(texts.text(upTo: run.range.upperBound))
            let attributes = run.attributes
            if attributes == noAttributes {
                try encodeAttributes(attributes, to: runsContainer.superEncoder())
                continue
            }
            let index: Int
            if let known = tableIndices[attributes] {
                index = known
            } else {
                index = tableIndices.count
                tableIndices[attributes] = index
                try encodeAttributes(attributes, to: tableContainer.superEncoder())
            }
            try runsContainer.encode(index)
        }
    }
}

/// The data formats ``DataLexer`` reads.
enum DataFormat: Sendable {
    case json, yaml, toml

    /// The words that are constants in every one of them: their value in the index is 1.
    static let constants: CodeWordIndex = {
        let list = "true false null yes no on off True False TRUE FALSE Null NULL ~ inf nan"
        let index = CodeWordIndex(capacityFor: CodeWord.wordCountBound(list))
        CodeWord.forEachWord(in: list) { low, high, count in
            if count <= 16 { index.merge(low: low, high: high, value: 1, keeping: 0) }
        }
        return index
    }()
}

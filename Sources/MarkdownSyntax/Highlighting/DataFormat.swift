/// The data formats ``DataLexer`` reads.
enum DataFormat: Sendable {
    case json, yaml, toml

    /// The words that are constants in every one of them.
    static let constants = CodeWordTable([.constant: "true false null yes no on off True False TRUE FALSE Null NULL ~ inf nan"])
}

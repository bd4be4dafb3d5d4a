/// A 256-entry table of the bytes that stop a text run, depending on the enabled syntax.
struct SpecialBytes {
    private var table: [Bool]

    init(options: ParseOptions) {
        table = Array(repeating: false, count: 256)
        for byte in "\n\r\\`*_[]!<&".utf8 { table[Int(byte)] = true }
        if options.extensions.contains(.strikethrough) { table[Int(UInt8(ascii: "~"))] = true }
        if options.extendedAttributes { table[Int(UInt8(ascii: "^"))] = true }
        if options.extensions.contains(.autolink) {
            table[Int(UInt8(ascii: "w"))] = true
            table[Int(UInt8(ascii: ":"))] = true
        }
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool { table[Int(byte)] }

    /// Runs `body` with the table as a buffer pointer, for the text loop that tests most bytes
    /// of a document: the table has 256 entries, so every byte indexes it and the per-byte
    /// bounds check of the array subscript buys nothing.
    @inline(__always) func withTable<Result>(_ body: (UnsafeBufferPointer<Bool>) -> Result) -> Result {
        table.withUnsafeBufferPointer(body)
    }
}

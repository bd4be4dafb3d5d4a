/// A 256-entry table of the bytes that stop a text run, depending on the enabled syntax.
///
/// Entries are bytes, exactly 1 for special and 0 otherwise, rather than `Bool`s: the text scan
/// packs the entries of eight bytes into one word, tests it with one branch and clears the
/// lowest entry with `mask & (mask - 1)`, which needs every entry to be a single bit.
struct SpecialBytes {
    private var table: [UInt8]

    init(options: ParseOptions) {
        table = Array(repeating: 0, count: 256)
        for byte in "\n\r\\`*_[]!<&".utf8 { table[Int(byte)] = 1 }
        if options.extensions.contains(.strikethrough) { table[Int(UInt8(ascii: "~"))] = 1 }
        if options.extendedAttributes { table[Int(UInt8(ascii: "^"))] = 1 }
        if options.extensions.contains(.autolink) {
            table[Int(UInt8(ascii: "w"))] = 1
            table[Int(UInt8(ascii: ":"))] = 1
        }
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool { table[Int(byte)] != 0 }

    /// Runs `body` with the table as a buffer pointer, for the text loop that tests most bytes
    /// of a document: the table has 256 entries, so every byte indexes it and the per-byte
    /// bounds check of the array subscript buys nothing.
    @inline(__always) func withTable<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        table.withUnsafeBufferPointer(body)
    }
}

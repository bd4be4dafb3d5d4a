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
}

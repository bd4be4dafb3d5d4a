/// Byte scans that tell whether text may hold or use link reference and footnote definitions.
///
/// The syntax tree drops definitions, so the incremental parser cannot see them; it looks for
/// their one mandatory feature instead: a label's closing bracket followed by a colon (`]:`),
/// which every `[label]: destination`, `[^note]: text` and `^[label]: attributes` line has.
/// The test is conservative: `]:` inside code or prose also counts, and only costs a full parse.
enum DefinitionMarkerScan {
    /// True when `bytes` contains `]:`.
    static func containsDefinitionMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 1 else { return false }
        var index = 0
        let last = bytes.count - 1
        while index < last {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: ":") { return true }
            index += 1
        }
        return false
    }

    /// True when `bytes` contains `]`, the end of every link label a reference link needs.
    static func containsClosingBracket(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains(UInt8(ascii: "]"))
    }
}

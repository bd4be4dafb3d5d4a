/// RTF text escaping: the three special characters, controls, and every non-ASCII character as
/// a Unicode escape.
enum RTFEscaping {
    /// Appends `text` as RTF text: `\`, `{`, `}` escaped, tabs as `\tab`, other controls
    /// dropped, non-ASCII as `\uN?` per UTF-16 code unit (signed 16-bit, so above 32767 it is
    /// negative, as RTF readers expect; `?` is the fallback for readers without Unicode, which
    /// the header's `\uc1` says is one character long).
    ///
    /// Read as UTF-8: runs of printable ASCII are appended whole, one append per run (appending
    /// scalar by scalar cost ~480 instructions a character of a paragraph).
    static func appendText(_ text: some StringProtocol, to output: inout String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ appendText(utf8: $0, to: &output) }) { return done }
        var copy = String(text)
        copy.withUTF8 { appendText(utf8: $0, to: &output) }
    }

    private static func appendText(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout String) {
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Printable ASCII other than `\`, `{`, `}`: kept, in the run.
            if byte >= 0x20, byte < 0x7F, byte != 0x5C, byte != 0x7B, byte != 0x7D {
                index += 1
                continue
            }
            if index > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
            switch byte {
            case 0x5C: output += "\\\\"
            case 0x7B: output += "\\{"
            case 0x7D: output += "\\}"
            case 0x09: output += "\\tab "
            case 0x0A, 0x0D: output += " "
            case 0x80...:
                // A non-ASCII scalar (the string's UTF-8 is valid): its UTF-16 code units.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
                for offset in 1..<length where index + offset < bytes.count {
                    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                if let scalar = Unicode.Scalar(value) {
                    for unit in UTF16.encode(scalar) ?? UTF16.EncodedScalar() {
                        output += "\\u\(Int16(bitPattern: unit))?"
                    }
                }
                index += length - 1
            default:
                break  // other controls and DEL: dropped
            }
            index += 1
            runStart = index
        }
        if bytes.count > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self) }
    }

    /// `text` escaped for a field instruction's quoted argument (a URL): quotes and
    /// backslashes escaped as RTF and field syntax require.
    static func appendFieldArgument(_ text: String, to output: inout String) {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                escaped += "%22"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        appendText(escaped, to: &output)
    }
}

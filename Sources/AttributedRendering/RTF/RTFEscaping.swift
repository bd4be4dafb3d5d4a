/// RTF text escaping: the three special characters, controls, and every non-ASCII character as
/// a Unicode escape.
enum RTFEscaping {
    /// Appends `text` as RTF text: `\`, `{`, `}` escaped, tabs as `\tab`, other controls
    /// dropped, non-ASCII as `\uN?` per UTF-16 code unit (signed 16-bit, so above 32767 it is
    /// negative, as RTF readers expect; `?` is the fallback for readers without Unicode, which
    /// the header's `\uc1` says is one character long).
    static func appendText(_ text: some StringProtocol, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "{": output += "\\{"
            case "}": output += "\\}"
            case "\t": output += "\\tab "
            case "\n", "\r": output += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    continue
                } else if scalar.isASCII {
                    output.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 {
                        output += "\\u\(Int16(bitPattern: unit))?"
                    }
                }
            }
        }
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

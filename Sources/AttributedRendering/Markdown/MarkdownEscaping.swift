/// Escapes text so that Markdown parses it back as the same text.
enum MarkdownEscaping {
    /// Where escaped text goes: some characters only matter in some places.
    enum Context {
        case paragraph
        case heading
        case tableCell
    }

    /// Appends `text` with every character that could start markup backslash-escaped.
    ///
    /// `\`, `` ` ``, `*`, `[`, `]`, `<`, `~` and `|` always; `_` unless it sits between two
    /// letters or digits (where it cannot delimit emphasis); `&` before a letter, digit or `#`
    /// (an entity); `#` in headings; and at the start of a line the characters that would open a
    /// block (`#`, `>`, `-`, `+`, `=`, the `.`/`)` after up to nine digits) and leading spaces,
    /// which the parser would strip (written as `&#32;`).
    static func appendEscaped(_ text: String, context: Context, atLineStart: inout Bool, to output: inout String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                // A line ending inside text (from `&#10;`) is not a break: keep it an entity.
                output += scalar == "\n" ? "&#10;" : "&#13;"
                index += 1
                continue
            }
            if atLineStart {
                atLineStart = false
                if let consumed = escapeLineStart(scalars, from: index, context: context, to: &output) {
                    index = consumed
                    continue
                }
            }
            if startsExtendedAutolink(scalars, at: index) {
                // GFM's autolink extension would link `www.`, `http://` and `name@host` in text:
                // an escaped `.`, `:` or `@` keeps them text.
                output += "\\"
            }
            appendEscaped(scalar, previous: index > 0 ? scalars[index - 1] : nil,
                          next: index + 1 < scalars.count ? scalars[index + 1] : nil, context: context, to: &output)
            index += 1
        }
    }

    /// Handles what only matters at the start of a line; returns the index after what it wrote,
    /// or nil to let the general rules handle the character.
    private static func escapeLineStart(_ scalars: [Unicode.Scalar], from start: Int, context: Context, to output: inout String) -> Int? {
        let first = scalars[start]
        switch first {
        case " ":
            output += "&#32;"
            return start + 1
        case "\t":
            output += "&#9;"
            return start + 1
        case "#", ">", "-", "+", "=":
            output += "\\"
            output.unicodeScalars.append(first)
            return start + 1
        case "0"..."9":
            var end = start
            while end < scalars.count, end - start < 10, ("0"..."9").contains(scalars[end]) { end += 1 }
            guard end - start <= 9, end < scalars.count, scalars[end] == "." || scalars[end] == ")" else { return nil }
            for digit in scalars[start..<end] { output.unicodeScalars.append(digit) }
            output += "\\"
            output.unicodeScalars.append(scalars[end])
            return end + 1
        default:
            return nil
        }
    }

    private static func appendEscaped(
        _ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?, context: Context, to output: inout String
    ) {
        let needsEscape: Bool
        switch scalar {
        case "\\", "`", "*", "[", "]", "<", "~", "|":
            needsEscape = true
        case "_":
            needsEscape = !(isAlphanumeric(previous) && isAlphanumeric(next))
        case "&":
            needsEscape = next.map { isAlphanumeric($0) || $0 == "#" } ?? false
        case "#":
            needsEscape = context == .heading
        default:
            needsEscape = false
        }
        if needsEscape { output += "\\" }
        output.unicodeScalars.append(scalar)
    }

    /// True at the `.` of a `www.` that starts a word, the `:` of `://`, and an `@` between
    /// two characters of an e-mail address: where GFM's autolink extension would start a link.
    private static func startsExtendedAutolink(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        func lowercased(_ offset: Int) -> Unicode.Scalar? {
            let position = index + offset
            guard position >= 0, position < scalars.count else { return nil }
            let scalar = scalars[position]
            return ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) : scalar
        }
        switch scalars[index] {
        case ".":
            return lowercased(-1) == "w" && lowercased(-2) == "w" && lowercased(-3) == "w" && !isAlphanumeric(lowercased(-4))
        case ":":
            return lowercased(1) == "/" && lowercased(2) == "/"
        case "@":
            let emailCharacter: (Unicode.Scalar?) -> Bool = { scalar in
                isAlphanumeric(scalar) || scalar == "." || scalar == "-" || scalar == "_" || scalar == "+"
            }
            return emailCharacter(lowercased(-1)) && isAlphanumeric(lowercased(1))
        default:
            return false
        }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// A link destination: `<…>` when it holds spaces or angle brackets, else bare; `\`,
    /// parentheses and entity-like `&` escaped either way.
    static func destination(_ destination: String) -> String {
        let needsPointy = destination.unicodeScalars.contains { $0 == " " || $0 == "<" || $0 == ">" || $0.value < 0x20 || $0 == "\u{7F}" }
        var result = needsPointy ? "<" : ""
        for scalar in destination.unicodeScalars {
            switch scalar {
            case "\\", "(", ")", "&": result += "\\"
            case "<", ">": if needsPointy { result += "\\" }
            default: break
            }
            result.unicodeScalars.append(scalar)
        }
        if needsPointy { result += ">" }
        return result
    }

    /// A link or image title in double quotes.
    static func title(_ title: String) -> String {
        var result = "\""
        for scalar in title.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || scalar == "&" { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }

    /// A code span holding `content` exactly: a backtick string that does not occur in it, and
    /// a space of padding when the content starts or ends with a backtick or starts and ends with
    /// a space (the parser strips one from each side then).
    static func codeSpan(_ content: String, context: Context) -> String {
        // In a table cell the row is split at pipes before code spans are found, so a pipe
        // inside one is written `\|` (GFM drops the backslash).
        let content = context == .tableCell ? content.replacingOccurrences(of: "|", with: "\\|") : content
        var runLengths = Set<Int>()
        var current = 0
        for scalar in content.unicodeScalars {
            if scalar == "`" {
                current += 1
            } else {
                if current > 0 { runLengths.insert(current) }
                current = 0
            }
        }
        if current > 0 { runLengths.insert(current) }
        var fenceLength = 1
        while runLengths.contains(fenceLength) { fenceLength += 1 }
        let fence = String(repeating: "`", count: fenceLength)
        let allSpaces = content.unicodeScalars.allSatisfy { $0 == " " }
        let pad = content.hasPrefix("`") || content.hasSuffix("`")
            || (!allSpaces && content.hasPrefix(" ") && content.hasSuffix(" "))
        return pad ? fence + " " + content + " " + fence : fence + content + fence
    }
}

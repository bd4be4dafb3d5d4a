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
        // Decisions look at whole scalars; output is copied from `text` in chunks between the
        // places that need an escape (UTF-8 offsets, so indices are O(1) to form).
        let scalars = Array(text.unicodeScalars)
        let utf8 = text.utf8
        var chunkStart = 0
        var offset = 0
        func flush(upTo end: Int) {
            guard end > chunkStart else { return }
            output += text[utf8.index(utf8.startIndex, offsetBy: chunkStart)..<utf8.index(utf8.startIndex, offsetBy: end)]
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let width = UTF8.width(scalar)
            if scalar == "\n" || scalar == "\r" {
                // A line ending inside text (from `&#10;`) is not a break: keep it an entity.
                flush(upTo: offset)
                output += scalar == "\n" ? "&#10;" : "&#13;"
                chunkStart = offset + width
            } else if atLineStart, let action = lineStartAction(scalars, from: index) {
                atLineStart = false
                switch action {
                case .entity(let entity):
                    flush(upTo: offset)
                    output += entity
                    chunkStart = offset + width
                case .backslash(let skipped):
                    // The scalars before the escaped one are ASCII digits: one byte each.
                    flush(upTo: offset + skipped)
                    output += "\\"
                    chunkStart = offset + skipped
                    offset += skipped + 1
                    index += skipped + 1
                    continue
                }
            } else {
                atLineStart = false
                let previous = index > 0 ? scalars[index - 1] : nil
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if needsBackslash(scalar, previous: previous, next: next, context: context)
                    || startsExtendedAutolink(scalars, at: index) {
                    flush(upTo: offset)
                    output += "\\"
                    chunkStart = offset
                }
            }
            offset += width
            index += 1
        }
        flush(upTo: offset)
    }

    /// What a line's first characters need.
    private enum LineStartAction {
        /// Replace the first scalar by an entity (leading whitespace the parser would strip).
        case entity(String)
        /// Backslash-escape the scalar this many ASCII scalars further on (`#`, `>`, `-`, `+`,
        /// `=` at 0; the `.`/`)` after up to nine digits).
        case backslash(Int)
    }

    private static func lineStartAction(_ scalars: [Unicode.Scalar], from start: Int) -> LineStartAction? {
        switch scalars[start] {
        case " ": return .entity("&#32;")
        case "\t": return .entity("&#9;")
        case "#", ">", "-", "+", "=": return .backslash(0)
        case "0"..."9":
            var end = start
            while end < scalars.count, end - start < 10, ("0"..."9").contains(scalars[end]) { end += 1 }
            guard end - start <= 9, end < scalars.count, scalars[end] == "." || scalars[end] == ")" else { return nil }
            return .backslash(end - start)
        default:
            return nil
        }
    }

    /// `\`, `` ` ``, `*`, `[`, `]`, `<`, `~`, `|` always; `_` unless between two letters or
    /// digits; `&` before a letter, digit or `#`; `#` in headings.
    private static func needsBackslash(_ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?, context: Context) -> Bool {
        switch scalar {
        case "\\", "`", "*", "[", "]", "<", "~", "|":
            return true
        case "_":
            return !(isAlphanumeric(previous) && isAlphanumeric(next))
        case "&":
            return next.map { isAlphanumeric($0) || $0 == "#" } ?? false
        case "#":
            return context == .heading
        default:
            return false
        }
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

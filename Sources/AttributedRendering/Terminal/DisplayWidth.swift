/// How many terminal columns text occupies, as terminals (and `wcwidth`) count them.
///
/// `String.count` is not a width: a CJK ideograph or an emoji takes two columns, a combining
/// accent none. Wrapping by `count` would push wide text past the right edge. This is a small,
/// dependency-free approximation of Unicode's East Asian Width property (the wide and
/// fullwidth ranges that matter in practice) plus emoji presentation.
public enum DisplayWidth {
    /// The columns of one grapheme cluster: 0 for controls and lone combining marks, 2 for wide
    /// characters and emoji, 1 otherwise.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if first.value < 0x300 { return 1 }
        if isZeroWidth(first) { return 0 }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        // An emoji-capable character followed by VS16 is drawn as a (wide) emoji.
        if scalars.count > 1, scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
        return 1
    }

    /// The columns of a string: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        var allASCII = true
        for byte in text.utf8 where byte >= 0x80 || byte < 0x20 {
            allASCII = false
            break
        }
        if allASCII { return text.utf8.count }
        for character in text { width += of(character) }
        return width
    }

    /// True when every byte of `text` is printable ASCII (space to `~`): each byte is then a
    /// character one column wide, to be cut, measured and wrapped by bytes.
    static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15), merged.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
        0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Binary search in ``wideRanges``.
    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// Replaces `range` (on character boundaries) with `fragment`, widening the replacement by
    /// the neighbouring character when the new text would join it into one character.
    ///
    /// Text can join its neighbours: a combining mark typed after "a" makes "á", deleting the
    /// newline between "a" and a paragraph that starts with U+0301 does the same, half a flag
    /// meets its other half. swift-foundation traps (in
    /// `enforceAttributeConstraintsAfterMutation`) when such a mutation involves a
    /// paragraph-bound attribute, because the mutation then ends inside a character. Re-inserting
    /// the joined neighbour, with its own attributes, makes the mutation start and end on
    /// character boundaries of the result, and every inserted character gets the attributes of
    /// its first scalar so that no run boundary falls inside it. The neighbour's text counts as
    /// changed (its `.textChanged` attributes go), which it visibly has. Without a join, the
    /// replacement is exactly `range`.
    mutating func replaceKeepingCharacterBoundaries(_ range: Range<Index>, with fragment: AttributedString) {
        var lower = range.lowerBound
        var upper = range.upperBound
        let previous = lower > startIndex ? characters.index(before: lower) : nil
        let next = upper < endIndex ? characters.index(after: upper) : nil
        let first = fragment.characters.first ?? (upper < endIndex ? characters[upper] : nil)
        let last = fragment.characters.last ?? (lower > startIndex ? previous.map { characters[$0] } : nil)
        var joinsBefore = false
        if let previous, let first {
            joinsBefore = Self.join(characters[previous], first)
        }
        var joinsAfter = false
        if upper < endIndex, let last {
            joinsAfter = Self.join(last, characters[upper])
        }
        if fragment.characters.isEmpty, joinsBefore || joinsAfter {
            // Deleting between two characters that join: both become one; re-insert both.
            joinsBefore = previous != nil
            joinsAfter = next != nil
        }
        var parts: [AttributedString] = []
        if joinsBefore, let previous {
            parts.append(AttributedString(self[previous ..< lower]))
            lower = previous
        }
        parts.append(fragment)
        if joinsAfter, let next {
            parts.append(AttributedString(self[upper ..< next]))
            upper = next
        }
        replaceSubrange(lower ..< upper, with: Self.joiningCharacterAligned(parts))
    }

    /// `parts` concatenated so that every character has one set of attributes, those of its
    /// first scalar: no run boundary falls inside a character.
    ///
    /// Appending one attributed string to another where the junction falls inside a character
    /// (a flag's halves, a letter and its accent) already traps in swift-foundation when a
    /// paragraph-bound attribute is involved, so the text is joined plain, cut into
    /// character-aligned pieces of equal attributes, and rebuilt from them. Linear in the length of the
    /// parts (a fragment being inserted and at most two neighbouring characters).
    static func joiningCharacterAligned(_ parts: [AttributedString]) -> AttributedString {
        var sources: [(upper: Int, attributes: AttributeContainer)] = []
        var plain = ""
        var base = 0
        for part in parts {
            for run in part.runs {
                sources.append((base + part.utf8Offset(of: run.range.upperBound), run.attributes))
            }
            plain += String(part.characters[...])
            base += part.utf8.count
        }
        // Character-aligned pieces of equal attributes, measured on the plain text.
        let measure = AttributedString(plain)
        var pieces: [(lower: Int, upper: Int, attributes: AttributeContainer)] = []
        var source = 0
        var position = measure.startIndex
        while position < measure.endIndex {
            let next = measure.characters.index(after: position)
            let lower = measure.utf8Offset(of: position)
            let upper = measure.utf8Offset(of: next)
            while source + 1 < sources.count, sources[source].upper <= lower { source += 1 }
            let attributes = sources.isEmpty ? AttributeContainer() : sources[source].attributes
            if let last = pieces.last, last.upper == lower, last.attributes == attributes {
                pieces[pieces.count - 1].upper = upper
            } else {
                pieces.append((lower, upper, attributes))
            }
            position = next
        }
        // Appended piece by piece: every junction is a character boundary, and appending
        // applies Foundation's own constraints (a paragraph-bound attribute spreads over the
        // paragraph from its first character).
        var result = AttributedString()
        let utf8 = plain.utf8
        for piece in pieces {
            let lower = utf8.index(utf8.startIndex, offsetBy: piece.lower)
            let upper = utf8.index(utf8.startIndex, offsetBy: piece.upper)
            result.append(AttributedString(String(plain[lower ..< upper]), attributes: piece.attributes))
        }
        return result
    }

    /// Whether `left` followed by `right` loses the character boundary between them: "a" and
    /// U+0301 become "á"; a lone regional indicator before a flag pairs with the flag's first half.
    static func join(_ left: Character, _ right: Character) -> Bool {
        let leftText = String(left)
        let joined = leftText + String(right)
        let junction = joined.utf8.index(joined.utf8.startIndex, offsetBy: leftText.utf8.count)
        return junction.samePosition(in: joined) == nil
    }
}

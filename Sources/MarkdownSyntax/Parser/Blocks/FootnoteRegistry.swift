/// The footnote definitions of a document and the numbering of references to them.
///
/// Definitions are known after the block phase; references are numbered during the inline
/// phase, which visits leaf blocks in document order, so a definition's number is the order of
/// its first reference, as in cmark-gfm.
final class FootnoteRegistry {
    struct Entry {
        var label: String
        var number = 0
        var referenceCount = 0
    }

    private(set) var entries: [String: Entry] = [:]
    private(set) var nextNumber = 1

    /// Records a definition; the first definition of a label wins. Returns false for a duplicate.
    @discardableResult
    func define(normalizedLabel: String, label: String) -> Bool {
        guard entries[normalizedLabel] == nil else { return false }
        entries[normalizedLabel] = Entry(label: label)
        return true
    }

    /// A new reference to the definition with this label, or nil when there is none.
    func reference(toNormalizedLabel label: String) -> FootnoteReferenceInfo? {
        // The entry changed in place: one lookup of the label, not a read and a write.
        guard let index = entries.index(forKey: label) else { return nil }
        if entries.values[index].number == 0 {
            entries.values[index].number = nextNumber
            nextNumber += 1
        }
        entries.values[index].referenceCount += 1
        let entry = entries.values[index]
        return FootnoteReferenceInfo(label: entry.label, number: entry.number, occurrence: entry.referenceCount)
    }

    func entry(forNormalizedLabel label: String) -> Entry? { entries[label] }
}

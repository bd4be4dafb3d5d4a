/// The footnote definitions of a document and the numbering of references to them.
///
/// Definitions are known after the block phase; references are numbered during the inline
/// phase, which visits leaf blocks in document order, so a definition's number is the order of
/// its first reference, as in cmark-gfm.
///
/// The entries sit in an array, found by normalized label through one dictionary of indexes and
/// by definition record through another, so that the writers that list the referenced
/// definitions neither normalize a label again nor hash a string per definition.
final class FootnoteRegistry {
    struct Entry {
        var label: String
        var number = 0
        var referenceCount = 0
    }

    // Unchecked: the registry is written only by the one parse that owns it (the block phase,
    // then the inline phase's references, in document order); the dynamic checks cost ~550
    // instructions a footnote on a footnote-heavy document.
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    @exclusivity(unchecked) private var indexByLabel: [String: Int] = [:]
    @exclusivity(unchecked) private var indexByDefinition: [Int: Int] = [:]
    @exclusivity(unchecked) private(set) var nextNumber = 1

    /// Makes room for `count` definitions (no rehashing while they are defined). Nothing for none:
    /// a dictionary's first storage instantiates its generic metadata at run time (~0.8 M
    /// instructions, most of it the runtime's conformance scan), which a document without
    /// footnotes should not pay.
    func reserveCapacity(_ count: Int) {
        guard count > 0 else { return }
        entries.reserveCapacity(count)
        indexByLabel.reserveCapacity(count)
        indexByDefinition.reserveCapacity(count)
    }

    /// Records the definition in block record `record`; the first definition of a label wins (a
    /// later one maps to the same entry). Returns false for a duplicate.
    @discardableResult
    func define(normalizedLabel: String, label: String, record: Int) -> Bool {
        let index = entries.count
        // One hash for a new label (the common case); a duplicate puts the first one's index back.
        if let first = indexByLabel.updateValue(index, forKey: normalizedLabel) {
            indexByLabel[normalizedLabel] = first
            indexByDefinition[record] = first
            return false
        }
        indexByDefinition[record] = index
        entries.append(Entry(label: label))
        return true
    }

    /// A new reference to the definition with this label, or nil when there is none.
    func reference(toNormalizedLabel label: String) -> FootnoteReferenceInfo? {
        guard let index = indexByLabel[label] else { return nil }
        if entries[index].number == 0 {
            entries[index].number = nextNumber
            nextNumber += 1
        }
        entries[index].referenceCount += 1
        let entry = entries[index]
        return FootnoteReferenceInfo(label: entry.label, number: entry.number, occurrence: entry.referenceCount)
    }

    /// The index in ``entries`` of the label's entry.
    func entryIndex(forNormalizedLabel label: String) -> Int? { indexByLabel[label] }

    /// The index in ``entries`` of the entry of the definition in block record `record` (the
    /// first definition of its label's, when it is a duplicate); nil for a record never defined.
    func entryIndex(ofDefinition record: Int) -> Int? { indexByDefinition[record] }

    func entry(forNormalizedLabel label: String) -> Entry? { indexByLabel[label].map { entries[$0] } }
}

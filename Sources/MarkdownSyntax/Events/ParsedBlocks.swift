/// The block phase's result as the event walkers read it: the records and, for leaves, their
/// text and source segments in the block parser's shared buffers, tables' rows, and the
/// footnote definitions.
///
/// The buffers are read through unsafe pointers taken once the block phase is over (nothing is
/// appended to them afterwards, so they do not move); a value is valid only inside
/// ``DocumentBuilder/withParsedBlocks(needsLineTable:_:)``'s body, which keeps the parser alive.
struct ParsedBlocks {
    /// The source (after NUL replacement) that records' offsets refer to.
    let input: UnsafeBufferPointer<UInt8>
    let records: PlainBuffer<BlockRecord>
    let content: UnsafeBufferPointer<UInt8>
    let segments: UnsafeBufferPointer<ContentSegment>
    let tables: [TableBuilder]
    /// The footnote labels, when footnotes are on; numbers are given as references are parsed.
    let footnotes: FootnoteRegistry?

    /// Records that make no node: the document itself, paragraphs that held only link reference
    /// definitions, tables whose rows never came.
    @inline(__always)
    static func makesNoNode(_ record: BlockRecord) -> Bool {
        switch record.kind {
        case .paragraph: return record.isRemoved
        case .table: return record.tableIndex == BlockRecord.none
        default: return false
        }
    }

    /// A leaf's text (paragraph, heading, code or HTML block): a slice of the input when the leaf's
    /// text is one (``BlockRecord/text(content:input:)``), else of the shared buffer.
    @inline(__always)
    func text(of record: Int) -> UnsafeBufferPointer<UInt8> {
        records[record].text(content: content, input: input)
    }

    /// How many bytes may be read from the start of a leaf's ``text(of:)``: its text and what
    /// follows it in the same buffer (the rest of the input, or of the shared buffer).
    @inline(__always)
    func readableCount(of record: Int) -> Int {
        let record = records[record]
        return (record.textInSource ? input.count : content.count) &- record.contentStart
    }

    /// A leaf's ``ContentSegment``s, content offsets relative to its ``text(of:)``.
    @inline(__always)
    func segments(of record: Int) -> UnsafeBufferPointer<ContentSegment> {
        UnsafeBufferPointer(rebasing: segments[records[record].segmentStart..<records[record].segmentEnd])
    }

    /// The record's source range, as its ``BlockNode`` has it.
    func range(of record: Int) -> SourceRange {
        SourceRange(records[record].start, Swift.max(records[record].start, records[record].end))
    }

    /// True when `record` is a child of a list item in a tight list (its paragraphs have no `<p>`).
    func isInTightItem(_ record: Int) -> Bool {
        let parent = records[record].parent
        guard parent != BlockRecord.none, records[parent].kind == .item else { return false }
        let list = records[parent].parent
        return list != BlockRecord.none && records[list].list.isTight
    }

    /// True when no sibling after `record` makes a node in its parent (footnote definitions,
    /// which move to the end, count as none): the last child as the tree has it.
    func isLastChild(_ record: Int) -> Bool {
        var sibling = records[record].nextSibling
        while sibling != BlockRecord.none {
            let next = records[sibling]
            if next.kind != .footnoteDefinition, !Self.makesNoNode(next) { return false }
            sibling = next.nextSibling
        }
        return true
    }

    /// A fenced code block's info string with escapes and references resolved, or nil when there
    /// is none; `body` gets the bytes (borrowed from the source when nothing needs resolving).
    func withInfo<R>(of record: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        let start = records[record].infoStart
        let end = records[record].infoEnd
        guard end > start else { return body(nil) }
        let raw = UnsafeBufferPointer(rebasing: input[start..<end])
        if !ByteSearch.contains(UInt8(ascii: "\\"), in: raw), !ByteSearch.contains(UInt8(ascii: "&"), in: raw) {
            return body(raw)
        }
        return TextUnescaping.unescape(input, from: start, to: end).withUnsafeBufferPointer { body($0) }
    }

    /// A footnote definition's label as written and normalized.
    func footnoteLabel(of record: Int) -> (label: String, normalized: String) {
        let start = records[record].labelStart
        let end = records[record].labelEnd
        let label = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        return (label, LinkLabel.normalize(input, from: start, to: end))
    }

    /// The ``BlockKind`` of a record, as its ``BlockNode`` has it; a list item's ordinal is left
    /// at 1 (it is its position in the list) and a footnote definition's number at 0 (given once
    /// references are counted).
    func kind(of record: Int) -> BlockKind {
        let block = records[record]
        switch block.kind {
        case .document, .paragraph: return .paragraph
        case .heading: return .heading(level: block.headingLevel)
        case .thematicBreak: return .thematicBreak
        case .blockQuote: return .blockQuote(alert: block.alert)
        case .list:
            let marker = block.list
            let kind: ListInfo.Kind = marker.isOrdered
                ? .ordered(start: marker.start, delimiter: Character(Unicode.Scalar(marker.delimiter)))
                : .bullet(marker: Character(Unicode.Scalar(marker.bulletCharacter)))
            return .list(ListInfo(kind: kind, isTight: marker.isTight))
        case .item:
            return .listItem(ListItemInfo(ordinal: 1, task: block.taskState))
        case .codeBlock:
            let info = withInfo(of: record) { $0.map { String(decoding: $0, as: UTF8.self) } }
            return .codeBlock(CodeBlockInfo(info: info, isFenced: block.isFenced,
                                            content: String(decoding: text(of: record), as: UTF8.self)))
        case .htmlBlock:
            return .htmlBlock(String(decoding: text(of: record), as: UTF8.self))
        case .table:
            return .table(columns: block.tableIndex == BlockRecord.none ? [] : tables[block.tableIndex].alignments)
        case .footnoteDefinition:
            return .footnoteDefinition(FootnoteDefinitionInfo(label: footnoteLabel(of: record).label, number: 0,
                                                              referenceCount: 0))
        }
    }
}

extension ParsedBlocks {
    /// The footnote definitions to write after the document, from `collected` (every definition
    /// in the order its walk ended): the first definition of each label that is referenced, by
    /// number, with its label, number and reference count.
    func referencedFootnotes(_ collected: [Int]) -> [(record: Int, info: FootnoteDefinitionInfo)] {
        guard let footnotes, !collected.isEmpty else { return [] }
        // By entry index, one per normalized label: a record's entry comes from the registry
        // (its label normalized only for a record the registry was not given).
        var seen = [Bool](repeating: false, count: footnotes.entries.count)
        var referenced: [(record: Int, info: FootnoteDefinitionInfo)] = []
        for record in collected {
            guard let index = footnotes.entryIndex(ofDefinition: record)
                    ?? footnotes.entryIndex(forNormalizedLabel: footnoteLabel(of: record).normalized),
                  !seen[index] else { continue }
            seen[index] = true
            let entry = footnotes.entries[index]
            guard entry.number > 0 else { continue }
            referenced.append((record, FootnoteDefinitionInfo(label: entry.label, number: entry.number,
                                                              referenceCount: entry.referenceCount)))
        }
        referenced.sort { $0.info.number < $1.info.number }
        return referenced
    }
}

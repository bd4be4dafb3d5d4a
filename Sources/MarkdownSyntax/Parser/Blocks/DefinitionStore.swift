/// The link reference definitions (and Apple extended-attribute definitions) of a document,
/// collected while closing paragraphs and looked up by normalized label during inline parsing.
final class DefinitionStore {
    /// Link destinations and titles by normalized label; the first definition of a label wins.
    private(set) var links: [String: LinkInfo] = [:]
    /// Extended-attribute texts by normalized label; the first definition wins.
    private(set) var attributes: [String: ExtendedAttributesInfo] = [:]

    func link(forNormalizedLabel label: String) -> LinkInfo? { links[label] }
    func attributes(forNormalizedLabel label: String) -> ExtendedAttributesInfo? { attributes[label] }

    /// Parses and records the definitions at the start of a paragraph's content; returns how many
    /// bytes they cover (0 when the paragraph does not start with one).
    func consumeDefinitions(_ b: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>, extendedAttributes: Bool) -> Int {
        var position = 0
        let end = b.count
        while position < end {
            // Lines reach here without their indentation (a lazy continuation line keeps it, and
            // then, as in cmark, cannot hold a definition).
            let start = position
            if let next = linkDefinition(b, at: start, end: end) {
                position = next
            } else if extendedAttributes, let next = attributeDefinition(b, at: start, end: end, segments: segments) {
                position = next
            } else {
                break
            }
        }
        return position
    }

    /// `[label]: destination "title"` ending at a line end; returns the index after its line.
    private func linkDefinition(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        guard let afterLabel = LinkScanning.label(b, at: start, end: end),
              afterLabel < end, b[afterLabel] == UInt8(ascii: ":") else { return nil }
        var i = LinkScanning.skipSpacesAndOneNewline(b, at: afterLabel + 1, end: end)
        guard let destination = LinkScanning.destination(b, at: i, end: end, allowEmpty: false) else { return nil }
        i = destination.next
        let beforeTitle = i
        i = LinkScanning.skipSpacesAndOneNewline(b, at: i, end: end)
        var title: [UInt8]?
        var afterTitle = beforeTitle
        if i != beforeTitle, let scanned = LinkScanning.title(b, at: i, end: end) {
            title = scanned.value
            afterTitle = scanned.next
        }
        var lineEnd = Self.endOfLine(b, at: afterTitle, end: end)
        if lineEnd == nil, title != nil {
            // The title is followed by more text: the definition ends after the destination
            // and the title's line stays paragraph text. cmark (and so Apple's swift-cmark)
            // nevertheless keeps the title it scanned, and so do we, for identical output.
            lineEnd = Self.endOfLine(b, at: beforeTitle, end: end)
        }
        guard let next = lineEnd else { return nil }
        let label = LinkLabel.normalize(b, from: start + 1, to: afterLabel - 1)
        guard !label.isEmpty else { return nil }
        if links[label] == nil {
            links[label] = LinkInfo(
                destination: String(decoding: destination.value, as: UTF8.self),
                title: title.map { String(decoding: $0, as: UTF8.self) },
                origin: .reference)
        }
        return next
    }

    /// `^[label]: attributes` running to the end of the line; returns the index after its line.
    private func attributeDefinition(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, segments: UnsafeBufferPointer<ContentSegment>) -> Int? {
        guard start + 1 < end, b[start] == UInt8(ascii: "^"),
              let afterLabel = LinkScanning.label(b, at: start + 1, end: end),
              afterLabel < end, b[afterLabel] == UInt8(ascii: ":") else { return nil }
        var jsonStart = afterLabel + 1
        while jsonStart < end, ByteClass.isSpaceOrTab(b[jsonStart]) { jsonStart += 1 }
        var lineEnd = jsonStart
        while lineEnd < end, b[lineEnd] != 0x0A { lineEnd += 1 }
        var jsonEnd = lineEnd
        while jsonEnd > jsonStart, ByteClass.isSpaceOrTab(b[jsonEnd - 1]) { jsonEnd -= 1 }
        let label = LinkLabel.normalize(b, from: start + 2, to: afterLabel - 1)
        guard !label.isEmpty else { return nil }
        if attributes[label] == nil {
            let json = String(decoding: UnsafeBufferPointer(rebasing: b[jsonStart..<jsonEnd]), as: UTF8.self)
            let range = SourceRange(SourceMap.sourceOffset(of: jsonStart, in: segments), SourceMap.sourceOffset(of: jsonEnd, in: segments))
            attributes[label] = ExtendedAttributesInfo(json: json, jsonRange: range)
        }
        return lineEnd < end ? lineEnd + 1 : end
    }

    /// The index after the line ending if only spaces and tabs remain on the line, else nil.
    private static func endOfLine(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        var i = start
        while i < end, ByteClass.isSpaceOrTab(b[i]) { i += 1 }
        if i == end { return end }
        return b[i] == 0x0A ? i + 1 : nil
    }
}

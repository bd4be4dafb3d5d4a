extension InlineParser {
    mutating func pushBracket(node: Int, kind: Bracket.Kind, start: Int) {
        if !brackets.isEmpty {
            brackets[brackets.count - 1].hasBracketAfter = true
        } else if brackets.capacity == 0 {
            // One allocation for the usual few brackets of a leaf, not a doubling series.
            brackets.reserveCapacity(8)
        }
        inactiveLinkOpeners = Swift.min(inactiveLinkOpeners, brackets.count)
        let length = kind == .link ? 1 : 2
        brackets.append(Bracket(node: node, kind: kind, contentStart: start + length, previousDelimiter: delimiters.last))
    }

    /// Handles `]`: forms a link, image, footnote reference or extended-attribute span with the
    /// nearest opener, or leaves a literal `]` (cmark's `handle_close_bracket`).
    mutating func handleCloseBracket() {
        let closeStart = position
        position += 1
        guard let opener = brackets.last else {
            arena.append(.text, start: closeStart, end: closeStart + 1)
            return
        }
        let isInactiveLink = opener.kind == .link && brackets.count - 1 < inactiveLinkOpeners
        guard !isInactiveLink else {
            brackets.removeLast()
            arena.append(.text, start: closeStart, end: closeStart + 1)
            return
        }
        if opener.kind == .attributes {
            handleCloseAttributes(opener, closeStart: closeStart)
            return
        }
        let afterText = position
        var info: LinkInfo?
        var matchEnd = afterText

        // Inline link: `(destination "title")`.
        if afterText < end, content[afterText] == UInt8(ascii: "(") {
            let destinationStart = LinkScanning.skipSpacesAndOneNewlineRepeated(content, at: afterText + 1, end: end)
            if let destination = LinkScanning.destinationSpan(content, at: destinationStart, end: end, allowEmpty: true) {
                let destinationEnd = destination.next
                let titleStart = LinkScanning.skipSpacesAndOneNewlineRepeated(content, at: destinationEnd, end: end)
                var title: Range<Int>?
                var titleEnd = titleStart
                if titleStart != destinationEnd, let scanned = LinkScanning.titleSpan(content, at: titleStart, end: end) {
                    title = scanned.value
                    titleEnd = scanned.next
                } else {
                    titleEnd = destinationEnd
                }
                let closeParen = LinkScanning.skipSpacesAndOneNewlineRepeated(content, at: titleEnd, end: end)
                if closeParen < end, content[closeParen] == UInt8(ascii: ")") {
                    // Strings are made only now that the link is known to match.
                    info = LinkInfo(
                        destination: TextUnescaping.unescapedString(content, from: destination.value.lowerBound,
                                                                    to: destination.value.upperBound),
                        title: title.map { TextUnescaping.unescapedString(content, from: $0.lowerBound, to: $0.upperBound) },
                        origin: .inline)
                    matchEnd = closeParen + 1
                }
            }
        }

        // Reference link: `[label]`, `[]` or nothing.
        if info == nil {
            var labelStart = -1
            var labelEnd = -1
            var labelFound = false
            if let afterLabel = LinkScanning.label(content, at: afterText, end: end) {
                labelStart = afterText + 1
                labelEnd = afterLabel - 1
                matchEnd = afterLabel
                // `[]` (or only whitespace) is a collapsed reference: the link text is the label.
                labelFound = (labelStart..<labelEnd).contains { !ByteClass.isASCIIWhitespace(content[$0]) }
            } else {
                matchEnd = afterText
            }
            if !labelFound && !opener.hasBracketAfter {
                labelStart = opener.contentStart
                labelEnd = closeStart
                labelFound = labelEnd - labelStart <= LinkScanning.maximumLabelLength
            }
            if labelFound {
                let label = LinkLabel.normalize(content, from: labelStart, to: labelEnd)
                if !label.isEmpty, let reference = definitions.link(forNormalizedLabel: label) {
                    info = reference
                }
            }
        }

        guard let info else {
            if let footnotes, handleFootnoteReference(opener, closeStart: closeStart, footnotes: footnotes) { return }
            brackets.removeLast()
            position = afterText
            arena.append(.text, start: closeStart, end: closeStart + 1)
            return
        }
        position = matchEnd
        let openerStart = arena.nodes[opener.node].start
        let kind = arena.linkKind(info, isImage: opener.kind == .image)
        // Emphasis inside the link text is resolved while its nodes are still root-level.
        processEmphasis(stackBottom: opener.previousDelimiter)
        _ = arena.wrap(after: opener.node, before: -1, kind: kind, start: openerStart, end: matchEnd)
        arena.remove(opener.node)
        brackets.removeLast()
        if opener.kind != .image {
            // Links cannot contain links: every `[` still open is now dead (in O(1), as cmark's
            // `no_link_openers`, so `[[[[…](x)](x)…` stays linear).
            inactiveLinkOpeners = brackets.count
        }
    }

    /// `[^label]` with the `footnotes` extension: a reference to a definition, resolved to its
    /// number now, or literal text when no definition has that label (as cmark-gfm renders it).
    mutating func handleFootnoteReference(_ opener: Bracket, closeStart: Int, footnotes: FootnoteRegistry) -> Bool {
        guard opener.kind != .attributes, opener.contentStart < closeStart, content[opener.contentStart] == UInt8(ascii: "^") else { return false }
        let firstChild = arena.nodes[opener.node].next
        guard firstChild >= 0, case .text = arena.nodes[firstChild].kind else { return false }
        guard closeStart - opener.contentStart > 1 || arena.nodes[firstChild].next >= 0 else { return false }
        position = closeStart + 1
        let labelStart = opener.contentStart + 1
        let normalized = LinkLabel.normalize(content, from: labelStart, to: closeStart)
        let openerStart = arena.nodes[opener.node].start
        processEmphasis(stackBottom: opener.previousDelimiter)
        // Drop everything from the opener on; the reference replaces it.
        var node = opener.node
        while node >= 0 {
            let next = arena.nodes[node].next
            arena.remove(node)
            node = next
        }
        if opener.kind == .image {
            // `![^1]`: the `!` stays as text before the reference, as in cmark-gfm.
            arena.append(.text, start: openerStart, end: openerStart + 1)
        }
        if let reference = footnotes.reference(toNormalizedLabel: normalized) {
            arena.append(arena.footnoteKind(reference), start: openerStart, end: position)
        } else {
            // The label as a string only here (a reference to no definition): it repairs invalid UTF-8 as before.
            let rawLabel = String(decoding: UnsafeBufferPointer(rebasing: content[labelStart..<closeStart]), as: UTF8.self)
            let text = Array("[^".utf8) + Array(rawLabel.utf8) + [UInt8(ascii: "]")]
            text.withUnsafeBufferPointer { _ = arena.appendExtra(.extraText, bytes: $0, start: openerStart, end: position) }
        }
        brackets.removeLast()
        return true
    }

    /// `^[text](attributes)` or `^[text][label]` (Apple's extended attributes, swift-cmark rules).
    mutating func handleCloseAttributes(_ opener: Bracket, closeStart: Int) {
        let afterText = position
        var attributes: ExtendedAttributesInfo?
        var matchEnd = afterText
        if afterText < end, content[afterText] == UInt8(ascii: "(") {
            var depth = 1
            var i = afterText + 1
            while i < end {
                let c = content[i]
                if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(content[i + 1]) {
                    i += 2
                    continue
                }
                if c == UInt8(ascii: "(") {
                    depth += 1
                    if depth > LinkScanning.maximumParenthesisDepth { break }
                } else if c == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                i += 1
            }
            if depth == 0, i < end {
                let json = String(decoding: UnsafeBufferPointer(rebasing: content[(afterText + 1)..<i]), as: UTF8.self)
                attributes = ExtendedAttributesInfo(json: json, jsonRange: SourceRange(afterText + 1, i))
                matchEnd = i + 1
            }
        } else if let afterLabel = LinkScanning.label(content, at: afterText, end: end) {
            let label = LinkLabel.normalize(content, from: afterText + 1, to: afterLabel - 1)
            if let definition = definitions.attributes(forNormalizedLabel: label) {
                attributes = definition
                matchEnd = afterLabel
            }
        }
        guard let attributes else {
            brackets.removeLast()
            arena.append(.text, start: closeStart, end: closeStart + 1)
            return
        }
        position = matchEnd
        let openerStart = arena.nodes[opener.node].start
        processEmphasis(stackBottom: opener.previousDelimiter)
        let kind = arena.attributesKind(attributes, jsonIsInContent: content[afterText] == UInt8(ascii: "("))
        _ = arena.wrap(after: opener.node, before: -1, kind: kind, start: openerStart, end: matchEnd)
        arena.remove(opener.node)
        brackets.removeLast()
    }
}

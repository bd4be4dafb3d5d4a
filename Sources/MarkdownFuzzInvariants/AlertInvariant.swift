import AttributedMarkdown
import AttributedRendering
import Foundation
import MarkdownSyntax

/// GitHub's alerts (``BlockKind/blockQuote(alert:)``, the `alerts` extension) on every input:
/// - in the tree, only a top-level block quote is an alert, and only when its source starts
///   with `>` and the marker of its type (`[!NOTE]`…, any case) on a line of its own;
/// - in the `AttributedString`, the alerts (their types, in order) survive ``MarkdownWriter``:
///   the Markdown written back, read again, has the same alerts.
enum AlertInvariant {
    static func check(_ bytes: [UInt8], document: MarkdownDocument) -> FuzzInvariants.Violation? {
        // Source offsets are those of `bytes` only for valid UTF-8 without NUL or a byte order mark.
        let checksSource = !bytes.contains(0) && !bytes.starts(with: [0xEF, 0xBB, 0xBF])
            && String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
        for block in document.blocks {
            guard case .blockQuote(let alert) = block.kind else {
                if let nested = firstAlert(in: block.children) { return nestedAlert(nested) }
                continue
            }
            if let nested = firstAlert(in: block.children) { return nestedAlert(nested) }
            guard let alert, checksSource else { continue }
            let start = Swift.min(block.range.lowerBound, bytes.count)
            let end = Swift.min(block.range.upperBound, bytes.count)
            let source = String(decoding: bytes[start..<end], as: UTF8.self)
            guard startsWithMarker(source, of: alert) else {
                return FuzzInvariants.Violation(invariant: "an alert's source starts with its marker",
                                                detail: "\(alert) from \(source.debugDescription)")
            }
        }
        return nil
    }

    /// The alert types of `string`'s alerts, in order: one per run of runs that share an
    /// alert and an outermost block quote.
    static func alerts(of string: AttributedString) -> [AlertKind] {
        var kinds: [AlertKind] = []
        var lastQuote: Int?
        for run in string.runs {
            guard let kind = run[AttributeScopes.MarkdownAttributes.AlertAttribute.self] else {
                lastQuote = nil
                continue
            }
            let quote = run.presentationIntent?.components.last { $0.kind == .blockQuote }?.identity
            if quote != lastQuote || quote == nil { kinds.append(kind) }
            lastQuote = quote
        }
        return kinds
    }

    static func checkMarkdownRoundTrip(_ string: AttributedString) -> FuzzInvariants.Violation? {
        let kinds = alerts(of: string)
        guard !kinds.isEmpty else { return nil }
        let markdown = MarkdownWriter().markdown(from: string)
        guard let reread = try? AttributedString(markdown: markdown, syntaxExtensions: .gfm) else { return nil }
        let rereadKinds = alerts(of: reread)
        guard rereadKinds == kinds else {
            return FuzzInvariants.Violation(invariant: "alerts survive the Markdown writer",
                                            detail: "\(kinds) became \(rereadKinds) through\n\(markdown)")
        }
        return nil
    }

    private static func firstAlert(in blocks: [BlockNode]) -> AlertKind? {
        var stack = blocks[...].reversed().map { $0 }
        while let block = stack.popLast() {
            if case .blockQuote(let alert?) = block.kind { return alert }
            stack.append(contentsOf: block.children.reversed())
        }
        return nil
    }

    private static func nestedAlert(_ kind: AlertKind) -> FuzzInvariants.Violation {
        FuzzInvariants.Violation(invariant: "only top-level block quotes are alerts", detail: "nested \(kind)")
    }

    /// Whether `source` (a block quote's) starts, after lines holding only `>`, with `>`,
    /// optional spaces, then `[!TYPE]` and only spaces or tabs to the end of the line.
    private static func startsWithMarker(_ source: String, of kind: AlertKind) -> Bool {
        let marker = "[!" + kind.rawValue + "]"
        for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var rest = line.drop { $0 == " " }
            guard rest.first == ">" else { return false }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            if rest.isEmpty { continue }
            guard rest.count >= marker.count, rest.prefix(marker.count).lowercased() == marker else { return false }
            return rest.dropFirst(marker.count).allSatisfy { $0 == " " || $0 == "\t" }
        }
        return false
    }
}

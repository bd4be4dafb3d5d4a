import MarkdownSyntax

/// Finds the inline spans whose nesting Apple's flat `InlinePresentationIntent` cannot express:
/// a span (emphasis, strong, strikethrough, link) with a span of the same kind somewhere inside.
///
/// The mapping asks it once per top-level span, and top-level spans do not overlap, so the
/// whole document's inlines are walked at most once more: linear.
enum SameKindNestingDetector {
    /// True when `node`, or any span inside it, encloses a span of its own kind. Image
    /// descriptions are not searched: their text renders plain.
    static func containsSameKindNesting(_ node: InlineNode) -> Bool {
        var open = OpenKinds()
        return search(node, &open)
    }

    /// How many spans of each kind enclose the node being visited.
    private struct OpenKinds {
        var emphasis = 0
        var strong = 0
        var strikethrough = 0
        var link = 0
    }

    private static func search(_ node: InlineNode, _ open: inout OpenKinds) -> Bool {
        let keyPath: WritableKeyPath<OpenKinds, Int>
        switch node.kind {
        case .emphasis: keyPath = \.emphasis
        case .strong: keyPath = \.strong
        case .strikethrough: keyPath = \.strikethrough
        case .link: keyPath = \.link
        case .image: return false
        default: return searchChildren(node, &open)
        }
        if open[keyPath: keyPath] > 0 { return true }
        open[keyPath: keyPath] += 1
        defer { open[keyPath: keyPath] -= 1 }
        return searchChildren(node, &open)
    }

    private static func searchChildren(_ node: InlineNode, _ open: inout OpenKinds) -> Bool {
        for child in node.children where search(child, &open) { return true }
        return false
    }
}

import MarkdownSyntax

/// Helpers to look into parsed trees without recursion (trees in robustness tests are deep).
enum TreeInspection {
    /// The deepest chain of nested blocks (a top-level block has depth 1).
    static func blockDepth(_ blocks: [BlockNode]) -> Int {
        var maximum = 0
        var stack = blocks.map { ($0, 1) }
        while let (block, depth) = stack.popLast() {
            maximum = max(maximum, depth)
            stack.append(contentsOf: block.children.map { ($0, depth + 1) })
        }
        return maximum
    }

    /// The deepest chain of nested inline containers anywhere in the document.
    static func inlineDepth(_ blocks: [BlockNode]) -> Int {
        var maximum = 0
        var inlineStack: [(InlineNode, Int)] = []
        var blockStack = blocks
        while let block = blockStack.popLast() {
            blockStack.append(contentsOf: block.children)
            inlineStack.append(contentsOf: block.inlines.map { ($0, 1) })
        }
        while let (inline, depth) = inlineStack.popLast() {
            if !inline.children.isEmpty { maximum = max(maximum, depth) }
            inlineStack.append(contentsOf: inline.children.map { ($0, depth + 1) })
        }
        return maximum
    }

    /// All inline text of a list of inlines, concatenated in order (soft breaks as "\n").
    static func plainText(_ inlines: [InlineNode]) -> String {
        var result = ""
        var stack = Array(inlines.reversed())
        while let inline = stack.popLast() {
            switch inline.kind {
            case .text(let text), .code(let text): result += text
            case .softBreak, .lineBreak: result += "\n"
            default: break
            }
            stack.append(contentsOf: inline.children.reversed())
        }
        return result
    }

    /// The first inline node (depth first) matching a predicate.
    static func firstInline(in blocks: [BlockNode], where predicate: (InlineNode) -> Bool) -> InlineNode? {
        var blockStack = Array(blocks.reversed())
        while let block = blockStack.popLast() {
            var inlineStack = Array(block.inlines.reversed())
            while let inline = inlineStack.popLast() {
                if predicate(inline) { return inline }
                inlineStack.append(contentsOf: inline.children.reversed())
            }
            blockStack.append(contentsOf: block.children.reversed())
        }
        return nil
    }
}

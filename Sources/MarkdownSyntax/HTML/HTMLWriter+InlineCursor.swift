extension HTMLWriter {
    /// The one cursor over a leaf's inline content, whichever form that content has: the syntax
    /// tree's ``InlineNode`` arrays, or the inline parser's arena, which the streaming path writes
    /// from without building a tree. ``HTMLWriter`` has one loop over inline content
    /// (`writeInlines(_:)`): it asks the cursor for the next element, reads the element's bytes or
    /// payload through it, and tells it where a container's children start.
    ///
    /// A concrete type, not a protocol: the form is a constant of each of the two ways in
    /// (`renderInlines`), and the loop and the cursor are inlined there, so each form runs its own
    /// straight loop. Moving to the next node changes a local value (`nextChild`), not an element of
    /// the frame stack, so the stack is only written when a container opens or closes.
    ///
    /// What ``InlineTreeBuilder`` does that an arena lacks is done here: containers deeper than
    /// the nesting limit are dissolved (their children read in place, their tags never reported).
    /// Adjacent text needs no merging to escape the same.
    struct InlineCursor {
        enum Form {
            case tree
            case arena
        }

        /// What ``next()`` found.
        enum Element {
            case text
            case softBreak
            case lineBreak
            case code
            case html
            case footnoteReference
            case emphasis
            case strong
            case strikethrough
            case link
            case image
            case extendedAttributes
            /// The children of the innermost container are done (``closing`` says what closes it).
            case end
        }

        /// One container whose children are being read.
        struct Frame {
            /// The next child: its index in `siblings`, or its arena node (-1: none left); for the
            /// innermost frame, the cursor's `nextChild` holds it.
            var next: Int
            /// The tree's children array (nil in an arena, whose nodes link to their next sibling).
            let siblings: [InlineNode]?
            /// The container: its arena node, or its index among the enclosing frame's siblings.
            let container: Int
            /// The children are inside `<strong>` (for ``HTMLRenderOptions/collapsesNestedStrong``).
            let parentIsStrong: Bool
            /// The children are an image description: only their text is written.
            let plain: Bool
            let closing: InlineClosing
            /// Kept (not dissolved) containers around the children, as ``InlineTreeBuilder`` counts them.
            let depth: Int
        }

        let form: Form
        /// The containers being read, innermost last (at first the leaf itself).
        private var frames: [Frame]
        /// The innermost container's next child (its frame's `next` is brought up to date when
        /// another container opens inside it).
        private var nextChild: Int
        /// The element ``next()`` returned: its index in the top frame's siblings, or its arena node.
        private var current = 0
        /// Containers at this depth are dissolved. None for a tree: the parser dissolved its
        /// containers when it built it, and a hand-made tree is written as it is.
        private let nestingLimit: Int
        // The arena and the leaf's content (empty for the tree).
        private let nodes: UnsafeBufferPointer<InlineArena.Node>
        private let content: UnsafeBufferPointer<UInt8>
        private let extra: UnsafeBufferPointer<UInt8>
        private let links: UnsafeBufferPointer<LinkInfo>
        private let footnotes: UnsafeBufferPointer<FootnoteReferenceInfo>

        /// A cursor over `inlines`; `stack` is an empty array whose storage it uses (give it back
        /// with ``returnStack(to:)``).
        @inline(__always)
        init(tree inlines: [InlineNode], stack: [Frame]) {
            form = .tree
            frames = stack
            frames.append(Frame(next: 0, siblings: inlines, container: -1, parentIsStrong: false, plain: false,
                                closing: .none, depth: 0))
            nextChild = 0
            nestingLimit = .max
            nodes = UnsafeBufferPointer(start: nil, count: 0)
            content = UnsafeBufferPointer(start: nil, count: 0)
            extra = UnsafeBufferPointer(start: nil, count: 0)
            links = UnsafeBufferPointer(start: nil, count: 0)
            footnotes = UnsafeBufferPointer(start: nil, count: 0)
        }

        /// A cursor over an arena's nodes (node 0 the root, as ``InlineArena`` lays them out), the
        /// leaf's `content`, and the arena's side buffers; `stack` as for a tree.
        @inline(__always)
        init(arena nodes: UnsafeBufferPointer<InlineArena.Node>, content: UnsafeBufferPointer<UInt8>,
             extra: UnsafeBufferPointer<UInt8>, links: UnsafeBufferPointer<LinkInfo>,
             footnotes: UnsafeBufferPointer<FootnoteReferenceInfo>, nestingLimit: Int, stack: [Frame]) {
            form = .arena
            nextChild = nodes.isEmpty ? -1 : nodes[0].first
            frames = stack
            frames.append(Frame(next: nextChild, siblings: nil, container: 0, parentIsStrong: false, plain: false,
                                closing: .none, depth: 0))
            self.nestingLimit = nestingLimit
            self.nodes = nodes
            self.content = content
            self.extra = extra
            self.links = links
            self.footnotes = footnotes
        }

        /// Hands the stack's storage back, empty, for the next leaf's cursor.
        @inline(__always)
        mutating func returnStack(to stack: inout [Frame]) {
            swap(&frames, &stack)
        }

        /// True once the leaf's content is done.
        @inline(__always)
        var isDone: Bool { frames.isEmpty }

        /// The innermost container being read, by index: each use reads the one field it needs
        /// in place (a `Frame` copied whole would retain its siblings).
        @inline(__always)
        private var top: Int { frames.count - 1 }

        /// Whether the elements now read are an image description (written as text only).
        @inline(__always)
        var plain: Bool { frames[top].plain }

        /// Whether the elements now read are inside `<strong>`.
        @inline(__always)
        var parentIsStrong: Bool { frames[top].parentIsStrong }

        /// What closes the innermost container, once ``next()`` reports its ``Element/end``.
        @inline(__always)
        var closing: InlineClosing { frames[top].closing }

        /// Moves to the next element of the innermost container, or reports its ``Element/end``.
        @inline(__always)
        mutating func next() -> Element {
            while true {
                let index = nextChild
                switch form {
                case .tree:
                    guard let siblings = frames[top].siblings, index < siblings.count else { return .end }
                    nextChild = index + 1
                    current = index
                    switch siblings[index].kind {
                    case .text: return .text
                    case .softBreak: return .softBreak
                    case .lineBreak: return .lineBreak
                    case .code: return .code
                    case .html: return .html
                    case .footnoteReference: return .footnoteReference
                    case .emphasis: return .emphasis
                    case .strong: return .strong
                    case .strikethrough: return .strikethrough
                    case .link: return .link
                    case .image: return .image
                    case .extendedAttributes: return .extendedAttributes
                    }
                case .arena:
                    guard index >= 0 else { return .end }
                    let node = nodes[index]
                    nextChild = node.next
                    current = index
                    switch node.kind {
                    case .text, .extraText: return .text
                    case .softBreak: return .softBreak
                    case .lineBreak: return .lineBreak
                    case .code: return .code
                    case .html: return .html
                    case .footnoteReference: return .footnoteReference
                    case .root: continue
                    case .emphasis, .strong, .strikethrough, .link, .image, .extendedAttributes:
                        let depth = frames[top].depth
                        if depth < nestingLimit { return Self.container(node.kind) }
                        // Dissolved: the children belong to the enclosing container.
                        push(Frame(next: node.first, siblings: nil, container: index,
                                   parentIsStrong: frames[top].parentIsStrong, plain: frames[top].plain, closing: .none,
                                   depth: depth))
                    }
                }
            }
        }

        /// The element of an arena container.
        private static func container(_ kind: InlineArena.Kind) -> Element {
            switch kind {
            case .emphasis: return .emphasis
            case .strong: return .strong
            case .strikethrough: return .strikethrough
            case .link: return .link
            case .image: return .image
            default: return .extendedAttributes
            }
        }

        /// The bytes of the current text, code span or raw HTML.
        @inline(__always)
        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            switch form {
            case .tree:
                switch frames[top].siblings?[current].kind {
                case .text(let text)?, .code(let text)?, .html(let text)?: return withUTF8Bytes(of: text, body)
                default: return body(UnsafeBufferPointer(start: nil, count: 0))
                }
            case .arena:
                let node = nodes[current]
                switch node.kind {
                case .text, .html: return body(UnsafeBufferPointer(rebasing: content[node.start..<node.end]))
                default: return body(UnsafeBufferPointer(rebasing: extra[node.payloadStart..<node.payloadEnd]))
                }
            }
        }

        /// The current link's or image's destination and title.
        @inline(__always)
        var link: LinkInfo {
            switch form {
            case .tree:
                switch frames[top].siblings?[current].kind {
                case .link(let info)?, .image(let info)?: return info
                default: return LinkInfo(destination: "")
                }
            case .arena:
                switch nodes[current].kind {
                case .link(let index), .image(let index): return links[index]
                default: return LinkInfo(destination: "")
                }
            }
        }

        /// The current footnote reference.
        @inline(__always)
        var footnoteReference: FootnoteReferenceInfo {
            switch form {
            case .tree:
                if case .footnoteReference(let info)? = frames[top].siblings?[current].kind { return info }
            case .arena:
                if case .footnoteReference(let index) = nodes[current].kind { return footnotes[index] }
            }
            return FootnoteReferenceInfo(label: "", number: 0, occurrence: 0)
        }

        /// The title of the innermost container, an image whose ``Element/end`` ``next()`` reported.
        @inline(__always)
        var imageTitle: String? {
            switch form {
            case .tree:
                if frames.count >= 2, case .image(let info)? = frames[frames.count - 2].siblings?[frames[top].container].kind {
                    return info.title
                }
            case .arena:
                if case .image(let index) = nodes[frames[top].container].kind { return links[index].title }
            }
            return nil
        }

        /// Reads the current container's children next; `closing` is what closes it once they are done.
        @inline(__always)
        mutating func enter(parentIsStrong: Bool, plain: Bool, closing: InlineClosing) {
            let depth = frames[top].depth + 1
            switch form {
            case .tree:
                let children = frames[top].siblings?[current].children ?? []
                push(Frame(next: 0, siblings: children, container: current, parentIsStrong: parentIsStrong, plain: plain,
                           closing: closing, depth: depth))
            case .arena:
                push(Frame(next: nodes[current].first, siblings: nil, container: current, parentIsStrong: parentIsStrong,
                           plain: plain, closing: closing, depth: depth))
            }
        }

        /// Ends the innermost container after its ``Element/end``.
        @inline(__always)
        mutating func leave() {
            frames.removeLast()
            if let enclosing = frames.last { nextChild = enclosing.next }
        }

        @inline(__always)
        private mutating func push(_ frame: Frame) {
            frames[frames.count - 1].next = nextChild
            frames.append(frame)
            nextChild = frame.next
        }
    }
}

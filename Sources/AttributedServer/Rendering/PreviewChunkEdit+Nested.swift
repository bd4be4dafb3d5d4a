import AttributedRendering

/// Chunk edits inside a block's nested containers: a quoted thread's paragraphs, an outline's
/// nested items, an alert's content.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PreviewChunkEdit {
    /// The elements a nested edit steps into: block containers, whose children a keystroke
    /// changes one at a time, and a table's sections and rows (a table re-rendered whole, as
    /// when a typed line becomes its new last row, sends that row only).
    private static let containerNames: Set<[UInt8]> = Set(
        ["ul", "ol", "li", "blockquote", "div", "table", "thead", "tbody", "tr"].map { Array($0.utf8) })

    /// The edit from block HTML `old` to `new` as the replacement of some element children of
    /// one container inside the block: from the block's element, it steps into the one child
    /// that changed as long as that child is a container (``containerNames``) with the same
    /// opening tag whose children share a first or last one; nil when the blocks are not one
    /// element each with the same opening tag and the same text around it, or share no child at
    /// the block's own level.
    ///
    /// A part is an element child with the text after it (up to the next element child or the
    /// container's closing tag): the page's element and the text node after it. A container with
    /// a comment directly inside it (raw HTML omitted) is not stepped into, since the page holds a
    /// node there that is in no part.
    init?(nestedFrom old: String, to new: String) {
        var old = old, new = new
        let edit: (path: [Int], start: Int, removed: Int, inserted: [String])? = old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in Self.nestedEdit(from: oldBytes, to: newBytes) }
        }
        guard let edit else { return nil }
        self.init(start: edit.start, removed: edit.removed, inserted: edit.inserted, path: edit.path)
    }

    /// A container's parts: the text before its first element child, and each element child's
    /// range with the text after it; nil when it is not a block container.
    struct ContainerParts {
        var head: Range<Int>
        var parts: [Range<Int>]
        var children: [Int]
    }

    static func containerParts(of element: HTMLElementTree.Element, in html: UnsafeBufferPointer<UInt8>,
                               tree: HTMLElementTree) -> ContainerParts? {
        guard containerNames.contains(Array(html[element.name])), !element.holdsComment, let first = element.children.first else { return nil }
        var parts: [Range<Int>] = []
        parts.reserveCapacity(element.children.count)
        for (position, child) in element.children.enumerated() {
            let end = position + 1 < element.children.count ? tree.elements[element.children[position + 1]].start : element.closingStart
            parts.append(tree.elements[child].start..<end)
        }
        return ContainerParts(head: element.openingEnd..<tree.elements[first].start, parts: parts, children: element.children)
    }

    private static func nestedEdit(from old: UnsafeBufferPointer<UInt8>, to new: UnsafeBufferPointer<UInt8>)
        -> (path: [Int], start: Int, removed: Int, inserted: [String])? {
        guard let oldTree = try? HTMLElementTree(old), let newTree = try? HTMLElementTree(new),
              !oldTree.holdsTopLevelComment, !newTree.holdsTopLevelComment,
              oldTree.roots.count == 1, newTree.roots.count == 1 else { return nil }
        let oldRoot = oldTree.elements[oldTree.roots[0]], newRoot = newTree.elements[newTree.roots[0]]
        guard old[..<oldRoot.start].elementsEqual(new[..<newRoot.start]), old[oldRoot.end...].elementsEqual(new[newRoot.end...])
        else { return nil }
        let context = NestedDiff(old: old, new: new, oldTree: oldTree, newTree: newTree)
        return context.edit(oldRoot, newRoot, path: [])
    }

    /// The two blocks' HTML and trees, compared container by container.
    private struct NestedDiff {
        let old: UnsafeBufferPointer<UInt8>
        let new: UnsafeBufferPointer<UInt8>
        let oldTree: HTMLElementTree
        let newTree: HTMLElementTree

        /// The edit inside containers `oldElement` and `newElement` (at `path`): inside their one
        /// changed child when that gives one, else of their children when some are shared; nil
        /// when they are not containers alike outside their children, or share no child.
        func edit(_ oldElement: HTMLElementTree.Element, _ newElement: HTMLElementTree.Element, path: [Int])
            -> (path: [Int], start: Int, removed: Int, inserted: [String])? {
            guard sameOpening(oldElement, old, newElement, new),
                  let oldParts = containerParts(of: oldElement, in: old, tree: oldTree),
                  let newParts = containerParts(of: newElement, in: new, tree: newTree),
                  old[oldParts.head].elementsEqual(new[newParts.head]) else { return nil }
            let (prefix, suffix) = sharedEnds(oldParts, old, newParts, new)
            let removed = oldParts.parts.count - prefix - suffix
            let insertedCount = newParts.parts.count - prefix - suffix
            if removed == 1, insertedCount == 1 {
                // One child changed: inside it, when it is a container changed inside (the text after it the same).
                let oldChild = oldTree.elements[oldParts.children[prefix]], newChild = newTree.elements[newParts.children[prefix]]
                if old[oldChild.end..<oldParts.parts[prefix].upperBound].elementsEqual(new[newChild.end..<newParts.parts[prefix].upperBound]),
                   let inner = edit(oldChild, newChild, path: path + [prefix]) {
                    return inner
                }
            }
            guard prefix + suffix > 0 else { return nil }
            let inserted = newParts.parts[prefix..<(prefix + insertedCount)].map {
                String(decoding: UnsafeBufferPointer(rebasing: new[$0]), as: UTF8.self)
            }
            return (path, prefix, removed, inserted)
        }
    }

    private static func sameOpening(_ a: HTMLElementTree.Element, _ aHTML: UnsafeBufferPointer<UInt8>,
                                    _ b: HTMLElementTree.Element, _ bHTML: UnsafeBufferPointer<UInt8>) -> Bool {
        aHTML[a.start..<a.openingEnd].elementsEqual(bHTML[b.start..<b.openingEnd])
    }

    /// How many parts are the same at the start, and then at the end, of two containers.
    private static func sharedEnds(_ old: ContainerParts, _ oldHTML: UnsafeBufferPointer<UInt8>,
                                   _ new: ContainerParts, _ newHTML: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool { a.count == b.count && oldHTML[a].elementsEqual(newHTML[b]) }
        let shorter = Swift.min(old.parts.count, new.parts.count)
        var prefix = 0
        while prefix < shorter, same(old.parts[prefix], new.parts[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, same(old.parts[old.parts.count - 1 - suffix], new.parts[new.parts.count - 1 - suffix]) { suffix += 1 }
        return (prefix, suffix)
    }
}

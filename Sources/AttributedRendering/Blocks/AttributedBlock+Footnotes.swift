import AttributedMarkdown

extension AttributedBlock {
    /// A footnote definition of the document with its blocks.
    public struct Footnote: Sendable {
        /// The definition: label, number, reference count.
        public var definition: FootnoteDefinition
        /// The definition's block (its ``AttributedBlock/children`` are the note's content).
        public var block: AttributedBlock
    }

    /// The children of a document that are not footnote definitions, in order: what a
    /// renderer writes as the body.
    public var bodyBlocks: [AttributedBlock] {
        children.filter {
            if case .footnoteDefinition = $0.kind { return false }
            return true
        }
    }

    /// The footnote definitions among the children, by number (cmark-gfm lists notes in
    /// the order of their first reference), wherever the string holds them; definitions with
    /// equal numbers keep their order. Every renderer lists notes this way.
    public var footnotes: [Footnote] {
        var footnotes: [Footnote] = []
        for child in children {
            if case .footnoteDefinition(let definition) = child.kind {
                footnotes.append(Footnote(definition: definition, block: child))
            }
        }
        return footnotes.enumerated()
            .sorted { ($0.element.definition.number, $0.offset) < ($1.element.definition.number, $1.offset) }
            .map(\.element)
    }
}

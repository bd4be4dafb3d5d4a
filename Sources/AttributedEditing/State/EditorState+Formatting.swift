import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension EditorState {
    /// The text a command acts on: the selected ranges, widened to whole paragraphs for
    /// paragraph commands. Empty at an insertion point, where commands act on the typing
    /// attributes (except paragraph commands, which format the insertion point's paragraph).
    func targetRanges(of command: some FormattingCommand) -> [Range<AttributedString.Index>] {
        guard command.formatsParagraphs else { return Array(selection.ranges.ranges) }
        let paragraphs = RangeSet(selection.storage.map { text.paragraphRange(around: $0) }.filter { !$0.isEmpty })
        return Array(paragraphs.ranges)
    }

    /// Whether the selection has the command's formatting: ``FormattingState/mixed`` when only
    /// some of it does. At an insertion point, the typing attributes answer.
    public func formattingState(of command: some FormattingCommand) -> FormattingState {
        let ranges = targetRanges(of: command)
        guard !ranges.isEmpty else {
            return command.isApplied(to: selection.typingAttributes) ? .on : .off
        }
        var sawOn = false
        var sawOff = false
        for range in ranges {
            for run in text[range].runs {
                if command.isApplied(to: run.attributes) { sawOn = true } else { sawOff = true }
                if sawOn && sawOff { return .mixed }
            }
        }
        return sawOn ? .on : .off
    }

    /// Whether applying `command` would add its formatting (`true`) or remove it: a toggling
    /// command removes it only when every selected character has it; otherwise it adds it to all.
    func adds(_ command: some FormattingCommand) -> Bool {
        !(command.toggles && formattingState(of: command) == .on)
    }

    /// Whether `command` can apply under `definition`: its key is accepted, and for every run it
    /// would change (or the typing attributes, at an insertion point) the definition's
    /// constraints keep what the command did. With a constraint forcing ingredients green, a
    /// color command on an ingredient cannot apply.
    public func canApply(_ command: some FormattingCommand, under definition: FormattingDefinition = .unrestricted) -> Bool {
        guard definition.accepts(attributeNamed: command.attributeName) else { return false }
        let adding = adds(command)
        func survives(_ attributes: AttributeContainer) -> Bool {
            var changed = attributes
            command.apply(to: &changed, adding: adding)
            return command.isApplied(to: definition.constrain(changed)) == command.isApplied(to: changed)
        }
        let ranges = targetRanges(of: command)
        guard !ranges.isEmpty else { return survives(selection.typingAttributes) }
        for range in ranges {
            for run in text[range].runs where !survives(run.attributes) {
                return false
            }
        }
        return true
    }

    /// Applies `command` to the selection, or to the typing attributes at an insertion point,
    /// then enforces `definition` on what changed.
    ///
    /// - Returns: `false`, changing nothing, when ``canApply(_:under:)`` is `false`.
    @discardableResult
    public mutating func apply(_ command: some FormattingCommand, under definition: FormattingDefinition = .unrestricted) -> Bool {
        applyReportingChange(command, under: definition) != .notApplicable
    }

    /// What applying a command did.
    enum CommandOutcome {
        /// The command cannot apply; nothing changed.
        case notApplicable
        /// The command applied but the text and typing attributes already had its result.
        case unchanged
        /// The text or the typing attributes changed.
        case changed
    }

    /// ``apply(_:under:)``, telling whether anything changed (so that a no-op is not an undo step).
    mutating func applyReportingChange(_ command: some FormattingCommand, under definition: FormattingDefinition) -> CommandOutcome {
        guard canApply(command, under: definition) else { return .notApplicable }
        let adding = adds(command)
        let ranges = targetRanges(of: command)
        var textChanged = false
        if !ranges.isEmpty {
            textChanged = rewriteRuns(in: ranges) { attributes in
                var changed = attributes
                command.apply(to: &changed, adding: adding)
                return definition.constrain(changed)
            }
        }
        var typing = selection.typingAttributes
        command.apply(to: &typing, adding: adding)
        typing = definition.constrain(typing)
        let typingChanged = typing != selection.typingAttributes
        selection.typingAttributes = typing
        return textChanged || typingChanged ? .changed : .unchanged
    }
}

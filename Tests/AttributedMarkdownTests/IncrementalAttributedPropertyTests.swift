import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Random edits of real documents: after every edit the incrementally updated attributed string
/// must equal (string and runs) the full mapping of the new source, for several option sets.
@Suite("Incremental AttributedString equals the full mapping")
struct IncrementalAttributedPropertyTests {
    @Test("Random edit sequences", arguments: TestCorpus.fileNames, IncrementalMappingSetup.all.indices)
    func randomEditSequences(fileName: String, setupIndex: Int) throws {
        let text = try #require(TestCorpus.text(fileName), "missing corpus file \(fileName)")
        let setup = IncrementalMappingSetup.all[setupIndex]
        var generator = SeededGenerator(seed: UInt64(fileName.utf8.count * 1_000 + setupIndex))
        var document = try setup.incremental(text)
        try #require(try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "initial mapping"))
        var remappings: [IncrementalAttributedUpdate.Remapping: Int] = [:]
        var footnoteFullParses = 0
        for step in 0..<80 {
            let edit = IncrementalRandomEdits.edit(of: document.source, using: &generator)
            let update = try document.apply(edit)
            remappings[update.remapping, default: 0] += 1
            if update.syntax == .fullParse(.footnotes) { footnoteFullParses += 1 }
            guard try IncrementalAttributedExpectation.matchesFullMapping(
                document, setup, "step \(step): \(edit) (\(update))")
            else { return }
        }
        // The sequences must exercise the splice itself, not only full re-mappings. A document
        // that may hold a footnote definition is parsed whole on every edit, by design
        // (`FullParseReason.footnotes`): a sequence that writes one (`[^1]: note`) in its first
        // steps, with footnotes on, cannot exercise the splice, and must then be that for most
        // of its steps.
        let splices = remappings[.region, default: 0] + remappings[.regionRenumberingFollowingRuns, default: 0]
        #expect(splices > 0 || footnoteFullParses >= 60, "\(remappings), \(footnoteFullParses) full parses for footnotes")
    }

    /// Typing anywhere in a real document: always equal, and mostly a splice of the edited
    /// region alone (nothing after it re-mapped).
    @Test("Typing maps only the edited region", arguments: TestCorpus.fileNames)
    func typingMapsOnlyTheRegion(fileName: String) throws {
        let text = try #require(TestCorpus.text(fileName))
        let setup = IncrementalMappingSetup.all[1]
        let original = try setup.incremental(text)
        var generator = SeededGenerator(seed: UInt64(text.utf8.count))
        var regionOnly = 0
        let trials = 60
        for trial in 0..<trials {
            var document = original
            let edit = IncrementalRandomEdits.keystroke(of: document.source, using: &generator)
            let update = try document.apply(edit)
            if update.remapping == .region { regionOnly += 1 }
            guard try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "trial \(trial): \(edit)")
            else { return }
        }
        print("\(fileName): \(regionOnly) of \(trials) keystrokes mapped only their region")
        #expect(regionOnly * 10 >= trials * 8, "\(regionOnly) of \(trials) keystrokes mapped only their region")
    }

    /// A sequence of keystrokes that keeps typing into the same document, the previewer's case.
    @Test("Typing a new section at the end, character by character", arguments: IncrementalMappingSetup.all.indices)
    func typingASection(setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        let text = try #require(TestCorpus.text("swift-evolution-0283-tuples.md"))
        var document = try setup.incremental(text)
        let typed = "\n## Notes\n\n- one *two*\n- [x] three\n\n| a | b |\n|---|:-:|\n| `c` | ~~d~~ |\n\n> quote ^[x](rotation: 1)\n"
        for character in typed {
            let offset = document.source.utf8.count
            try document.apply(.insert(String(character), at: offset))
            guard try IncrementalAttributedExpectation.matchesFullMapping(
                document, setup, "after typing \(String(character).debugDescription)")
            else { return }
        }
    }
}

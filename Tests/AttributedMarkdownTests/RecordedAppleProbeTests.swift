import Foundation
import Testing
import AttributedMarkdown

/// Apple output printed by probes compiled and run on a Mac, and by tests that pass on Apple's CI.
/// Each test names its source; where Apple's output is recorded, ours is the same (see the
/// `AppleCompatibility` article). The runs are printed as the probes print them: each run's
/// block kinds, innermost first, joined by `" > "` (Apple's `PresentationIntent.Kind.debugDescription`).
@Suite struct RecordedAppleProbeTests {
    /// `[kinds] "text"` for every run, as the probes print them.
    private static func printed(_ string: AttributedString, caseNamesOnly: Bool = false) -> [String] {
        string.runs.map { run in
            let kinds = (run.presentationIntent?.components ?? []).map { component -> String in
                // The probe printed a table's columns by alignment name.
                if case .table(let columns) = component.kind {
                    return "table [" + columns.map { "\($0.alignment)" }.joined(separator: ", ") + "]"
                }
                let description = component.kind.debugDescription
                return caseNamesOnly ? String(description.prefix { $0 != " " }) : description
            }
            return "[\(kinds.isEmpty ? "-" : kinds.joined(separator: " > "))] \(String(string[run.range].characters).debugDescription)"
        }
    }

    // MARK: alexec/Agents, specs/007-paper-document-view/research.md (commit 06ef762e): probes run on macOS

    /// "a `---` anywhere else is a legitimate thematic break and the probe confirms it parses as one":
    /// `[paragraph] "Para."  [thematicBreak] "⸻"  [paragraph] "Next para."`.
    @Test func aThematicBreakIsOneThreeEmDash() throws {
        let string = try AttributedString(markdown: "Para.\n\n---\n\nNext para.")
        #expect(Self.printed(string, caseNamesOnly: true) == [
            #"[paragraph] "Para.""#, "[thematicBreak] \"\u{2E3B}\"", #"[paragraph] "Next para.""#,
        ])
        #expect(MarkdownMappingConventions.thematicBreak == "\u{2E3B}")
    }

    /// Front matter read as Markdown: the opening `---` a rule, the rest a setext heading whose
    /// line ending is a soft-break space, then the real heading and the paragraph.
    @Test func frontMatterIsARuleAndASetextHeading() throws {
        let string = try AttributedString(markdown: "---\ntitle: Thing\nstatus: Draft\n---\n\n# Real heading\n\nBody.")
        #expect(Self.printed(string, caseNamesOnly: true) == [
            "[thematicBreak] \"\u{2E3B}\"",
            #"[header] "title: Thing""#, #"[header] " ""#, #"[header] "status: Draft""#, #"[header] "Real heading""#,
            #"[paragraph] "Body.""#,
        ])
        // The two headings are two blocks (levels 2 and 1), although the probe printed case names only.
        let levels = string.runs.compactMap { run -> Int? in
            guard case .header(let level)? = run.presentationIntent?.components.first?.kind else { return nil }
            return level
        }
        #expect(levels == [2, 2, 2, 1])
    }

    /// Task-list syntax is not read by Apple's parser: the checkbox stays text.
    @Test func taskListMarkersStayText() throws {
        let string = try AttributedString(markdown: "- [ ] todo\n- [x] done")
        #expect(Self.printed(string, caseNamesOnly: true) == [
            #"[paragraph > listItem > unorderedList] "[ ] todo""#,
            #"[paragraph > listItem > unorderedList] "[x] done""#,
        ])
    }

    /// An HTML block has no presentation intent at all; inline HTML is a run of its own in its paragraph.
    @Test func anHTMLBlockHasNoIntent() throws {
        let string = try AttributedString(
            markdown: "Before.\n\n<div class=\"x\">\n  <b>inside</b>\n</div>\n\nAfter with <br> inline.")
        #expect(Self.printed(string, caseNamesOnly: true) == [
            #"[paragraph] "Before.""#,
            #"[-] "<div class=\"x\">\n  <b>inside</b>\n</div>\n""#,
            #"[paragraph] "After with ""#, #"[paragraph] "<br>""#, #"[paragraph] " inline.""#,
        ])
    }

    /// A fence left open at the end closes there, and the code keeps a final newline.
    @Test func anUnclosedFenceEndsWithANewline() throws {
        let string = try AttributedString(markdown: "```swift\nlet x = 1\nlet y = 2")
        #expect(Self.printed(string) == [#"[codeBlock 'swift'] "let x = 1\nlet y = 2\n""#])
    }

    /// The probe's mixed document: nesting ancestry, ordinals, table alignment, the code fence's
    /// language, an image's alt text and URL, a setext heading, a relative link.
    @Test func theMixedDocumentProbe() throws {
        let markdown = """
            - top level
              - nested item
                - deeper

            > a quote
            >
            > > nested quote

            | a | b |
            |:--|--:|
            | 1 | 2 |

            ```swift
            let x = 1
            ```

            ![alt text](./diagram.png)

            Setext heading
            ==============

            [link](./other.md)
            """
        let string = try AttributedString(markdown: markdown)
        let printed = Self.printed(string)
        for expected in [
            #"[paragraph > listItem 1 > unorderedList] "top level""#,
            #"[paragraph > listItem 1 > unorderedList > listItem 1 > unorderedList] "nested item""#,
            #"[paragraph > listItem 1 > unorderedList > listItem 1 > unorderedList > listItem 1 > unorderedList] "deeper""#,
            #"[paragraph > blockQuote] "a quote""#,
            #"[paragraph > blockQuote > blockQuote] "nested quote""#,
            #"[tableCell 0 > tableHeaderRow > table [left, right]] "a""#,
            #"[codeBlock 'swift'] "let x = 1\n""#,
            #"[paragraph] "alt text""#,
            #"[header 1] "Setext heading""#,
            #"[paragraph] "link""#,
        ] {
            #expect(printed.contains(expected), "missing \(expected)")
        }
        let image = try #require(string.runs.first { String(string[$0.range].characters) == "alt text" })
        #expect(image.imageURL?.relativeString == "./diagram.png")
        let link = try #require(string.runs.first { String(string[$0.range].characters) == "link" })
        #expect(link.link?.relativeString == "./other.md")
    }

    /// A short table row is padded: header a, b, then cells 1, 2 and 3.
    @Test func aRaggedTableRowIsPadded() throws {
        let string = try AttributedString(markdown: "| a | b |\n|---|---|\n| 1 | 2 |\n| 3 |")
        #expect(String(string.characters) == "ab123")
    }

    // MARK: AldenClark/textual, DetailsPreprocessingTests (commit 256991f5; CI on macOS 15, Xcode 26)

    /// `PresentationIntent.Kind.codeBlock(languageHint:)` holds the whole info string.
    @Test func theLanguageHintIsTheWholeInfoString() throws {
        let string = try AttributedString(markdown: "```_textual_details:This gets big\nLots of text appears here\n```\n")
        let kind = try #require(string.runs.first?.presentationIntent?.components.first?.kind)
        #expect(kind == .codeBlock(languageHint: "_textual_details:This gets big"))
        // The same through the opt-in GFM initializers and the incremental document.
        let extended = try AttributedString(markdown: "```swift title=\"a.swift\"\nlet a = 1\n```\n", syntaxExtensions: .all)
        let hint = PresentationIntent.Kind.codeBlock(languageHint: "swift title=\"a.swift\"")
        #expect(extended.runs.first?.presentationIntent?.components.first?.kind == hint)
        let markdown = "Para.\n\n```swift title=\"a.swift\"\nlet a = 1\n```\n\n---\n"
        let incremental = try IncrementalAttributedDocument(markdown: markdown)
        let runList = try AttributedRunList(markdown: markdown, syntaxExtensions: .all)
        for string in [incremental.attributedString, runList.attributedString] {
            #expect(string.runs.map { $0.presentationIntent?.components.first?.kind } == [.paragraph, hint, .thematicBreak])
            #expect(String(string.characters) == "Para.let a = 1\n\u{2E3B}")
        }
    }

    /// An indented block and a fence without info have no hint.
    @Test func noInfoStringNoHint() throws {
        for markdown in ["    code\n", "```\ncode\n```\n"] {
            let string = try AttributedString(markdown: markdown)
            #expect(string.runs.first?.presentationIntent?.components.first?.kind == .codeBlock(languageHint: nil))
        }
    }
}

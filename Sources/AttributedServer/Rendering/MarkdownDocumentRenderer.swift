import MarkdownSyntax
import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope

/// The web app's renderer: the package's own pipeline, end to end.
///
/// 1. Parse with every GFM extension plus footnotes, and Apple's extended attributes
///    (`^[text](customStyle: 'boldcaps')`), into an `AttributedString` whose custom keys come from
///    the tutorial's scope `AttributeScopes.CustomAttributes`.
/// 2. That string is what the inspector lists (its first ``RunInspector/shownRunLimit`` runs)
///    and, when saving, what is archived (Codable, Apple's JSON shape, same scope) – the
///    document, not its looks. Preview renders never encode the archive.
/// 3. For display, the tutorial's `CustomAttributesTransform` turns `customStyle`/`customColor`
///    into intents and style attributes; `WebPreviewRenderer` writes cmark's elements with
///    styled runs in `<span style>`, in a wrapper `<div class="am-document" data-theme="…">`
///    that the theme applies to through `/assets/themes.css` (`WebPreviewRenderer.stylesheet(for:)`).
///
/// A malformed extended attribute does not stop the preview (the user is still typing): the
/// string is parsed again keeping the text without the attribute, as Apple's
/// `.returnPartiallyParsedIfPossible` does, and the error – with its line and column – becomes
/// a warning. Saving stores that same partial result.
///
/// Renders that name an editor session keep the session's `IncrementalAttributedDocument` in
/// ``sessions``: the next render derives the edit from the previous source (common prefix and
/// suffix), so a keystroke parses and maps one block instead of the document. The result is the
/// same string as a full parse; a new session, a failing extended attribute or anything
/// unexpected takes the full path.
///
/// With a ``RenderPool``, the parsing and rendering of the async entry points run on its
/// worker threads, within its time budget; the session caches charge the ``MemoryBudget``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct MarkdownDocumentRenderer: DocumentRenderer {
    typealias Scope = AttributeScopes.CustomAttributes

    /// The GFM extensions the web app interprets.
    static let extensions: MarkdownExtensions = [.table, .strikethrough, .autolink, .tasklist, .footnotes, .alerts]

    let availableThemes: [Theme]
    /// The incremental documents of the editor sessions, shared by every copy of the renderer.
    let sessions: IncrementalDocumentCache
    /// The live previews of the editor pages, by session key.
    let previews: SessionCache<String, LivePreview>
    /// Where renders run; nil: on the caller's thread.
    let pool: RenderPool?

    init(
        themes: [Theme] = Theme.appThemes, sessions: IncrementalDocumentCache = IncrementalDocumentCache(),
        previews: SessionCache<String, LivePreview> = SessionCache(), pool: RenderPool? = nil
    ) {
        availableThemes = themes
        self.sessions = sessions
        self.previews = previews
        self.pool = pool
    }

    /// A renderer whose sessions and previews are charged to `budget` and whose renders run on `pool`.
    init(themes: [Theme] = Theme.appThemes, budget: MemoryBudget, pool: RenderPool?) {
        self.init(
            themes: themes, sessions: IncrementalDocumentCache(budget: budget, name: "render sessions"),
            previews: SessionCache(budget: budget, name: "live previews"), pool: pool)
    }

    /// Sources smaller than this (UTF-8 bytes) are parsed and rendered where the request
    /// arrives, not on the pool: even a full render of one takes about a millisecond, less
    /// than the hand-over to a worker thread and back on a loaded machine, and it never needs
    /// the time budget. Keystrokes in a small document are what the page waits for.
    static let inlineSourceSize = 16 << 10

    /// Runs `work` on the pool, or here without one or when the source is smaller than
    /// ``inlineSourceSize``.
    private func run<Value: Sendable>(
        _ weight: RenderPool.Weight, sourceSize: Int, _ work: @escaping @Sendable (RenderCancellation) throws -> Value
    ) async throws -> Value {
        guard let pool, sourceSize >= Self.inlineSourceSize else { return try work(.none) }
        return try await pool.run(weight, work)
    }

    var themes: [ThemeSummary] {
        availableThemes.map { ThemeSummary(name: $0.name, displayName: $0.displayName) }
    }

    var stylesheet: String {
        WebPreviewRenderer.stylesheet(for: availableThemes)
    }

    func render(markdown: String, theme name: String, options: RenderOptions) throws -> RenderResult {
        let theme = try self.theme(named: name)
        var warnings: [String] = []
        let string = try parse(markdown, options: options, warnings: &warnings)
        return result(for: string, theme: theme, warnings: warnings)
    }

    func render(markdown: String, theme name: String, options: RenderOptions, session: String?) async throws -> RenderResult {
        let weight = RenderPool.Weight(inputSize: markdown.utf8.count)
        guard let session else {
            return try await run(weight, sourceSize: markdown.utf8.count) { cancellation in
                let theme = try self.theme(named: name)
                var warnings: [String] = []
                let string = try parse(markdown, options: options, warnings: &warnings)
                try cancellation.check()
                return result(for: string, theme: theme, warnings: warnings)
            }
        }
        let theme = try self.theme(named: name)
        let key = RenderSessionKey(session: session, options: options)
        // Handed over, not captured: the document stays uniquely owned, so it is updated in place.
        let handoff = RenderPool.Handoff(sessions.take(key))
        // Work refused before it ran leaves the document in the handoff: it goes back.
        defer { if let document = handoff.take() { sessions.put(document, for: key) } }
        return try await run(weight, sourceSize: markdown.utf8.count) { cancellation in
            if let document = incrementalDocument(handoff.take(), for: markdown, options: options) {
                let string = document.attributedString
                try cancellation.check()
                sessions.put(document, for: key)
                return result(for: string, theme: theme, warnings: [])
            }
            var warnings: [String] = []
            let string = try parse(markdown, options: options, warnings: &warnings)
            try cancellation.check()
            return result(for: string, theme: theme, warnings: warnings)
        }
    }

    /// `document` brought up to `source` by the edit between their sources, or a new document
    /// of `source`; nil when the mapping throws (a malformed extended attribute), which the
    /// full path reports as a warning.
    private func incrementalDocument(
        _ document: consuming IncrementalAttributedDocument?, for source: String, options: RenderOptions
    ) -> IncrementalAttributedDocument? {
        // Taken out of the parameter, so that it is the only reference and the edit is made in place.
        if var document = document.take() {
            do {
                if let edit = SourceDifference.edit(from: document.source, to: source) { try document.apply(edit) }
                if document.source == source { return document }
            } catch {
                return nil
            }
        }
        return try? IncrementalAttributedDocument(
            markdown: source, including: Scope.self, options: parsingOptions(options, failurePolicy: .throwError),
            syntaxExtensions: Self.extensions)
    }

    // MARK: Live preview

    func openPreview(_ request: PreviewOpenRequest) async throws -> PreviewResponse {
        let theme = try self.theme(named: request.theme)
        let options = request.options ?? RenderOptions()
        guard request.markdown.utf8.count <= previews.maximumSourceSize else {
            throw APIError(.contentTooLarge, "The text is larger than the live preview's limit of \(previews.maximumSourceSize) bytes.")
        }
        let size = request.markdown.utf8.count
        return try await run(RenderPool.Weight(inputSize: size), sourceSize: size) { cancellation in
            try openPreview(request, theme: theme, options: options, cancellation: cancellation)
        }
    }

    private func openPreview(
        _ request: PreviewOpenRequest, theme: Theme, options: RenderOptions, cancellation: RenderCancellation
    ) throws -> PreviewResponse {
        var timing = ServerTiming()
        let document: IncrementalAttributedDocument
        let mapping = ContinuousClock.now
        do {
            // The partial policy: an extended attribute that cannot be decoded (one being typed)
            // keeps edits block-wise; the preview's warnings say what `.throwError` would throw.
            document = try IncrementalAttributedDocument(
                markdown: request.markdown, including: Scope.self,
                options: parsingOptions(options, failurePolicy: .returnPartiallyParsedIfPossible),
                syntaxExtensions: Self.extensions, identityNumbering: .unique)
        } catch {
            throw RenderFailure.invalidMarkdown(String(describing: error))
        }
        timing.record("map", since: mapping)
        try cancellation.check()
        var preview = try timing.measure("render") {
            try LivePreview(document: document, theme: theme, options: options, cancellation: cancellation)
        }
        var response = timing.measure("respond") { Self.response(for: &preview, patch: nil, caret: request.caret) }
        response.opening = WebPreviewRenderer.documentOpening(for: theme)
        response.closing = WebPreviewRenderer.documentClosing
        response.blocks = preview.blocks
        response.footnotes = preview.footnotes
        try cancellation.check()
        previews.put(preview, for: request.session)
        response.timing = timing
        return response
    }

    func editPreview(_ request: PreviewEditRequest) async throws -> PreviewResponse {
        var timing = ServerTiming()
        let taken = ContinuousClock.now
        guard var preview = previews.take(request.session) else {
            throw APIError.previewOutOfStep("The server holds no preview for this session (it restarted, or the session expired).")
        }
        timing.record("take", since: taken)
        let start: Int, end: Int, newSize: Int
        do {
            guard preview.revision == request.revision else {
                throw APIError.previewOutOfStep("The edit applies to revision \(request.revision), the server is at \(preview.revision).")
            }
            let offsets = timing.measure("offsets") {
                // The end first: the start is then where the next conversion starts walking.
                request.start <= request.end
                    ? preview.utf8Offset(ofUTF16: request.end).flatMap { end in preview.utf8Offset(ofUTF16: request.start).map { ($0, end) } }
                    : nil
            }
            guard let offsets else {
                throw APIError(.unprocessableContent,
                    "The range \(request.start)..<\(request.end) is not a range of the text (UTF-16 offsets, start ≤ end, not inside a surrogate pair).")
            }
            (start, end) = offsets
            newSize = preview.sourceSize - (end - start) + request.text.utf8.count
            guard newSize <= previews.maximumSourceSize else {
                throw APIError(.contentTooLarge, "The text would be larger than the live preview's limit of \(previews.maximumSourceSize) bytes.")
            }
        } catch {
            previews.put(preview, for: request.session)
            throw error
        }
        // Handed over, not captured: the preview stays uniquely owned, so it is updated in place.
        // `consume` ends this binding here: kept alive across the `await`, it would share the
        // preview's storage, so the edit would copy every block and the syntax tree, and the
        // old copies would be freed after it (~10 ms per keystroke at 1 MB, `Server-Timing`).
        let handoff = RenderPool.Handoff(consume preview)
        // An edit refused before it ran (full queue, spent budget) leaves the preview as it was.
        defer { if let preview = handoff.take() { previews.put(preview, for: request.session) } }
        let edit = SourceEdit(range: SourceRange(start, end), replacement: request.text)
        return try await run(RenderPool.Weight(inputSize: request.text.utf8.count), sourceSize: newSize) { [timing] cancellation in
            guard var preview = handoff.take() else { throw CancellationError() }
            var timing = timing
            var patch: PreviewPatch
            do {
                patch = try preview.apply(edit, timing: &timing, cancellation: cancellation)
            } catch is CancellationError {
                // Half updated: dropped; the page's next edit gets a 409 and resyncs.
                throw CancellationError()
            } catch {
                previews.put(preview, for: request.session)
                throw error
            }
            if request.chunkEdits == true, patch.chunkEdit != nil, !patch.inserted.isEmpty {
                // The block edited in place; blocks after it (the paragraph a table's last row became) whole.
                patch.inserted[0].html = ""
            } else {
                patch.chunkEdit = nil
            }
            var response = timing.measure("respond") { Self.response(for: &preview, patch: patch, caret: request.caret) }
            let put = ContinuousClock.now
            previews.put(preview, for: request.session)
            timing.record("put", since: put)
            response.timing = timing
            return response
        }
    }

    func inspectPreview(_ request: PreviewInspectRequest) async throws -> PreviewResponse {
        guard var preview = previews.take(request.session) else {
            throw APIError.previewOutOfStep("The server holds no preview for this session.")
        }
        previews.put(preview, for: request.session)
        guard preview.revision == request.revision else {
            throw APIError.previewOutOfStep("The request names revision \(request.revision), the server is at \(preview.revision).")
        }
        return Self.response(for: &preview, patch: nil, caret: request.caret)
    }

    private static func response(for preview: inout LivePreview, patch: PreviewPatch?, caret: Int?) -> PreviewResponse {
        let caretOffset = caret.flatMap { preview.utf8Offset(ofUTF16: $0) } ?? 0
        let inspection = preview.inspect(atSourceOffset: caretOffset)
        return PreviewResponse(
            revision: preview.revision, patch: patch, characterCount: preview.characterCount,
            runCount: preview.runCount, runs: inspection.runs, blockRunCount: inspection.runCount,
            warnings: preview.warnings)
    }

    private func result(for string: AttributedString, theme: Theme, warnings: [String]) -> RenderResult {
        let inspection = RunInspector.inspect(string, including: Scope.self)
        return RenderResult(
            html: html(for: string, theme: theme),
            characterCount: CharacterCount.of(string),
            runCount: inspection.runCount,
            runs: inspection.runs,
            warnings: warnings
        )
    }

    func archive(markdown: String, theme name: String, options: RenderOptions) throws -> ArchivedRender {
        let theme = try self.theme(named: name)
        var warnings: [String] = []
        let string = try parse(markdown, options: options, warnings: &warnings)
        let archive: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            archive = try encoder.encode(string, including: \.customAttributes)
        } catch {
            throw RenderFailure.invalidMarkdown("the attributed string could not be archived: \(error)")
        }
        return ArchivedRender(html: html(for: string, theme: theme), archive: String(decoding: archive, as: UTF8.self))
    }

    func render(archive: String, theme name: String) throws -> String {
        let theme = try self.theme(named: name)
        let string: AttributedString
        do {
            string = try JSONDecoder().decode(AttributedString.self, from: Data(archive.utf8), including: \.customAttributes)
        } catch {
            throw RenderFailure.invalidArchive(String(describing: error))
        }
        return html(for: string, theme: theme)
    }

    private func theme(named name: String) throws -> Theme {
        guard let theme = availableThemes.first(where: { $0.name == name }) else { throw RenderFailure.unknownTheme(name) }
        return theme
    }

    private func parse(_ source: String, options: RenderOptions, warnings: inout [String]) throws -> AttributedString {
        let syntax: SyntaxMode
        switch options.interpretedSyntax {
        case .full: syntax = .full
        case .inlineOnly: syntax = .inlineOnly
        case .inlineOnlyPreservingWhitespace: syntax = .inlineOnlyPreservingWhitespace
        }
        let parser = MarkdownParser(options: ParseOptions(
            extensions: Self.extensions,
            extendedAttributes: options.allowsExtendedAttributes,
            syntax: syntax
        ))
        let document = parser.parse(source)
        do {
            return try document.attributedString(options: parsingOptions(options, failurePolicy: .throwError), including: Scope.self)
        } catch {
            warnings.append(String(describing: error))
        }
        do {
            return try document.attributedString(
                options: parsingOptions(options, failurePolicy: .returnPartiallyParsedIfPossible), including: Scope.self)
        } catch {
            throw RenderFailure.invalidMarkdown(String(describing: error))
        }
    }

    private func parsingOptions(
        _ options: RenderOptions, failurePolicy: AttributedString.MarkdownParsingOptions.FailurePolicy
    ) -> AttributedString.MarkdownParsingOptions {
        let interpreted: AttributedString.MarkdownParsingOptions.InterpretedSyntax
        switch options.interpretedSyntax {
        case .full: interpreted = .full
        case .inlineOnly: interpreted = .inlineOnly
        case .inlineOnlyPreservingWhitespace: interpreted = .inlineOnlyPreservingWhitespace
        }
        return AttributedString.MarkdownParsingOptions(
            allowsExtendedAttributes: options.allowsExtendedAttributes,
            interpretedSyntax: interpreted,
            failurePolicy: failurePolicy
        )
    }

    private func html(for string: AttributedString, theme: Theme) -> String {
        WebPreviewRenderer(theme: theme, headingIDs: true).render(CustomAttributesTransform().applied(to: string))
    }
}

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
struct MarkdownDocumentRenderer: DocumentRenderer {
    typealias Scope = AttributeScopes.CustomAttributes

    /// The GFM extensions the web app interprets.
    static let extensions: MarkdownExtensions = [.table, .strikethrough, .autolink, .tasklist, .footnotes]

    let availableThemes: [Theme]
    /// The incremental documents of the editor sessions, shared by every copy of the renderer.
    let sessions: IncrementalDocumentCache
    /// The live previews of the editor pages, by session key.
    let previews: SessionCache<String, LivePreview>

    init(
        themes: [Theme] = Theme.appThemes, sessions: IncrementalDocumentCache = IncrementalDocumentCache(),
        previews: SessionCache<String, LivePreview> = SessionCache()
    ) {
        availableThemes = themes
        self.sessions = sessions
        self.previews = previews
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
        guard let session else { return try render(markdown: markdown, theme: name, options: options) }
        let theme = try self.theme(named: name)
        let source = markdown
        let key = RenderSessionKey(session: session, options: options)
        if let document = incrementalDocument(await sessions.take(key), for: source, options: options) {
            let string = document.attributedString
            await sessions.put(document, for: key)
            return result(for: string, theme: theme, warnings: [])
        }
        var warnings: [String] = []
        let string = try parse(source, options: options, warnings: &warnings)
        return result(for: string, theme: theme, warnings: warnings)
    }

    /// `document` brought up to `source` by the edit between their sources, or a new document
    /// of `source`; nil when the mapping throws (a malformed extended attribute), which the
    /// full path reports as a warning.
    private func incrementalDocument(
        _ document: IncrementalAttributedDocument?, for source: String, options: RenderOptions
    ) -> IncrementalAttributedDocument? {
        if var document {
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
        var timing = ServerTiming()
        var warnings: [String] = []
        let document: IncrementalAttributedDocument
        let mapping = ContinuousClock.now
        do {
            document = try IncrementalAttributedDocument(
                markdown: request.markdown, including: Scope.self, options: parsingOptions(options, failurePolicy: .throwError),
                syntaxExtensions: Self.extensions, identityNumbering: .unique)
        } catch {
            warnings.append(String(describing: error))
            do {
                document = try IncrementalAttributedDocument(
                    markdown: request.markdown, including: Scope.self,
                    options: parsingOptions(options, failurePolicy: .returnPartiallyParsedIfPossible),
                    syntaxExtensions: Self.extensions, identityNumbering: .unique)
            } catch {
                throw RenderFailure.invalidMarkdown(String(describing: error))
            }
        }
        timing.record("map", since: mapping)
        var preview = timing.measure("render") {
            LivePreview(document: document, theme: theme, options: options, warnings: warnings)
        }
        var response = timing.measure("respond") { Self.response(for: &preview, patch: nil, caret: request.caret) }
        response.opening = WebPreviewRenderer.documentOpening(for: theme)
        response.closing = WebPreviewRenderer.documentClosing
        response.blocks = preview.blocks
        response.footnotes = preview.footnotes
        await previews.put(preview, for: request.session)
        response.timing = timing
        return response
    }

    func editPreview(_ request: PreviewEditRequest) async throws -> PreviewResponse {
        var timing = ServerTiming()
        let taken = ContinuousClock.now
        guard var preview = await previews.take(request.session) else {
            throw APIError.previewOutOfStep("The server holds no preview for this session (it restarted, or the session expired).")
        }
        timing.record("take", since: taken)
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
            guard let (start, end) = offsets else {
                throw APIError(.unprocessableContent,
                    "The range \(request.start)..<\(request.end) is not a range of the text (UTF-16 offsets, start ≤ end, not inside a surrogate pair).")
            }
            let newSize = preview.sourceSize - (end - start) + request.text.utf8.count
            guard newSize <= previews.maximumSourceSize else {
                throw APIError(.contentTooLarge, "The text would be larger than the live preview's limit of \(previews.maximumSourceSize) bytes.")
            }
            let options = preview.options
            let patch = try preview.apply(SourceEdit(range: SourceRange(start, end), replacement: request.text), timing: &timing) { source in
                var warnings: [String] = []
                let string = try parse(source, options: options, warnings: &warnings)
                return (string, warnings)
            }
            var response = timing.measure("respond") { Self.response(for: &preview, patch: patch, caret: request.caret) }
            let put = ContinuousClock.now
            await previews.put(preview, for: request.session)
            timing.record("put", since: put)
            response.timing = timing
            return response
        } catch {
            await previews.put(preview, for: request.session)
            throw error
        }
    }

    func inspectPreview(_ request: PreviewInspectRequest) async throws -> PreviewResponse {
        guard var preview = await previews.take(request.session) else {
            throw APIError.previewOutOfStep("The server holds no preview for this session.")
        }
        await previews.put(preview, for: request.session)
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
            characterCount: string.characters.count,
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

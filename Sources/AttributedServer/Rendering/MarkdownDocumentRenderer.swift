import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation

/// The web app's renderer: the package's own pipeline, end to end.
///
/// 1. Parse with every GFM extension plus footnotes, and Apple's extended attributes
///    (`^[text](customStyle: 'boldcaps')`), into an `AttributedString` whose custom keys come from
///    the tutorial's scope `AttributeScopes.CustomAttributes`.
/// 2. That string is what the inspector lists and what is archived (Codable, Apple's JSON shape,
///    same scope) – the document, not its looks.
/// 3. For display, the tutorial's `CustomAttributesTransform` turns `customStyle`/`customColor`
///    into intents and style attributes; the HTML renderer writes cmark's elements, styled runs
///    become `<span style>` (``StyledRunMarkers``) and the theme applies through
///    `/assets/themes.css` (``ThemeStylesheet``) on a wrapper
///    `<div class="am-document" data-theme="…">`.
///
/// A malformed extended attribute does not stop the preview (the user is still typing): the
/// string is parsed again keeping the text without the attribute, as Apple's
/// `.returnPartiallyParsedIfPossible` does, and the error – with its line and column – becomes
/// a warning. Saving stores that same partial result.
struct MarkdownDocumentRenderer: DocumentRenderer {
    typealias Scope = AttributeScopes.CustomAttributes

    let availableThemes: [Theme]

    init(themes: [Theme] = Theme.builtIn) {
        availableThemes = themes
    }

    var themes: [ThemeSummary] {
        availableThemes.map { ThemeSummary(name: $0.name, displayName: $0.displayName) }
    }

    var stylesheet: String {
        ThemeStylesheet.css(for: availableThemes)
    }

    func render(markdown: String, theme name: String, options: RenderOptions) throws -> RenderResult {
        let theme = try self.theme(named: name)
        let source = StyledRunMarkers.sanitize(markdown)
        var warnings: [String] = []
        let string = try parse(source, options: options, warnings: &warnings)
        let archive: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            archive = try encoder.encode(string, including: \.customAttributes)
        } catch {
            throw RenderFailure.invalidMarkdown("the attributed string could not be archived: \(error)")
        }
        return RenderResult(
            html: html(for: string, theme: theme),
            characterCount: string.characters.count,
            runs: RunInspector.runs(of: string, including: Scope.self),
            archive: String(decoding: archive, as: UTF8.self),
            warnings: warnings
        )
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
        let interpreted: AttributedString.MarkdownParsingOptions.InterpretedSyntax
        switch options.interpretedSyntax {
        case .full: (syntax, interpreted) = (.full, .full)
        case .inlineOnly: (syntax, interpreted) = (.inlineOnly, .inlineOnly)
        case .inlineOnlyPreservingWhitespace: (syntax, interpreted) = (.inlineOnlyPreservingWhitespace, .inlineOnlyPreservingWhitespace)
        }
        let parser = MarkdownParser(options: ParseOptions(
            extensions: [.table, .strikethrough, .autolink, .tasklist, .footnotes],
            extendedAttributes: options.allowsExtendedAttributes,
            syntax: syntax
        ))
        let document = parser.parse(source)
        var parsing = AttributedString.MarkdownParsingOptions(
            allowsExtendedAttributes: options.allowsExtendedAttributes,
            interpretedSyntax: interpreted,
            failurePolicy: .throwError
        )
        do {
            return try document.attributedString(options: parsing, including: Scope.self)
        } catch {
            warnings.append(String(describing: error))
        }
        parsing.failurePolicy = .returnPartiallyParsedIfPossible
        do {
            return try document.attributedString(options: parsing, including: Scope.self)
        } catch {
            throw RenderFailure.invalidMarkdown(String(describing: error))
        }
    }

    private func html(for string: AttributedString, theme: Theme) -> String {
        let styled = CustomAttributesTransform().applied(to: string)
        var markers = StyledRunMarkers()
        let marked = markers.mark(styled, css: StyleCSS(appearance: theme.appearance))
        let body = markers.replaceMarkers(in: AttributedHTMLRenderer().render(marked))
        return "<div class=\"\(StyleCSS.documentClassName)\" data-theme=\"\(HTMLEscaping.escape(theme.name))\">\n\(body)</div>"
    }
}

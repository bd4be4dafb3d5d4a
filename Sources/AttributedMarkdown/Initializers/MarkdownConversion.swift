import Foundation
import MarkdownSyntax

/// The path every Markdown initializer takes: UTF-8 text → `MarkdownParser` → syntax tree →
/// ``AttributedStringBuilder``.
enum MarkdownConversion {
    /// The extensions Apple's `AttributedString(markdown:)` interprets: GFM tables and
    /// strikethrough.
    static let appleExtensions: MarkdownExtensions = [.table, .strikethrough]

    static func attributedString<S: AttributeScope>(
        markdown: String,
        scope: S.Type,
        options: AttributedString.MarkdownParsingOptions,
        baseURL: URL?,
        extensions: MarkdownExtensions
    ) throws -> AttributedString {
        let output = try accumulatedRuns(
            markdown: markdown, scope: scope, options: options, baseURL: baseURL, extensions: extensions)
        return AttributedStringAssembler.assemble(output, languageCode: options.languageCode)
    }

    /// The text and attribute spans ``attributedString(markdown:scope:options:baseURL:extensions:)``
    /// makes its string of.
    static func accumulatedRuns<S: AttributeScope>(
        markdown: String,
        scope: S.Type,
        options: AttributedString.MarkdownParsingOptions,
        baseURL: URL?,
        extensions: MarkdownExtensions
    ) throws -> RunAccumulator {
        let parseOptions = ParseOptions(
            extensions: extensions,
            extendedAttributes: options.allowsExtendedAttributes,
            syntax: syntaxMode(for: options.interpretedSyntax))
        let document = MarkdownParser(options: parseOptions).parse(markdown)
        let configuration = MappingConfiguration(options: options, baseURL: baseURL, scope: scope)
        let source = options.appliesSourcePositionAttributes ? Array(markdown.utf8) : nil
        return try AttributedStringBuilder.accumulatedRuns(from: document, configuration: configuration, source: source)
    }

    static func syntaxMode(for syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax) -> SyntaxMode {
        // Compared rather than switched over: Apple's enum is open to new cases, ours is not,
        // and a comparison reads the same on both.
        if syntax == .inlineOnly { return .inlineOnly }
        if syntax == .inlineOnlyPreservingWhitespace { return .inlineOnlyPreservingWhitespace }
        return .full
    }

    /// `data` as text.
    ///
    /// - Throws: ``MarkdownParsingError`` naming the line and column of the first byte that is
    ///   not valid UTF-8.
    static func text(fromUTF8 data: Data) throws -> String {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
            case .emptyInput:
                return String(decoding: data, as: UTF8.self)
            case .error:
                // Apple's initializers throw NSCocoaErrorDomain 259 here (recorded on macOS 26; 259 is
                // `fileReadCorruptFile`, not `fileReadInapplicableStringEncoding`, which is 261);
                // the position of the first invalid byte goes into the debug description.
                let location = SourceLineTable(data.prefix(offset)).location(ofOffset: offset)
                throw CocoaError(.fileReadCorruptFile, userInfo: [
                    NSDebugDescriptionErrorKey:
                        "The Markdown data is not valid UTF-8 text (line \(location.line), column \(location.column)).",
                ])
            }
        }
    }
}

import ArgumentParser
import AttributedMarkdown
import AttributedStyles
import Foundation
import TutorialScope

/// The options every command that parses Markdown shares.
struct MarkdownInputOptions: ParsableArguments {
    @Argument(help: "The Markdown file to read ('-' or nothing: standard input).")
    var file: String?

    @Option(name: .customLong("extension"),
            help: ArgumentHelp("Enable a GFM extension (repeatable).", valueName: "table|strikethrough|autolink|tagfilter|tasklist|footnotes|alerts"))
    var extensions: [String] = []

    @Flag(help: "Enable every GFM extension (table, strikethrough, autolink, tagfilter, tasklist, footnotes, alerts) and cmark-gfm's rendering conventions (render's default).")
    var gfm = false

    @Flag(help: "Decode Apple's extended attributes ^[text](customStyle: 'boldcaps', customColor: 'danger') with the tutorial's scope.")
    var extendedAttributes = false

    mutating func validate() throws {
        for name in extensions where MarkdownExtensions(name: name) == nil {
            let known = MarkdownExtensions.byName.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown extension '\(name)' (known: \(known))")
        }
    }

    /// The extensions the flags name.
    var markdownExtensions: MarkdownExtensions {
        var result: MarkdownExtensions = gfm ? .all : []
        for name in extensions {
            if let value = MarkdownExtensions(name: name) { result.insert(value) }
        }
        return result
    }

    var input: InputSource { InputSource(path: file) }

    /// The scope the string is decoded and printed with: the tutorial's custom attributes
    /// (which include the style, Markdown and Foundation attributes).
    typealias Scope = AttributeScopes.CustomAttributes

    /// `text` as an AttributedString, as `AttributedString(markdown:)` makes it, with the
    /// extensions named on the command line (plus `baseline`).
    func attributedString(_ text: String, baseline: MarkdownExtensions = []) throws -> AttributedString {
        try RenderSettings(file: file, markdownExtensions: markdownExtensions, extendedAttributes: extendedAttributes)
            .attributedString(text, baseline: baseline)
    }

    /// Runs `body`, turning the errors a user can cause into one line on standard error and exit status 1.
    func reportingErrors(_ body: () throws -> Void) throws {
        try Self.reportingErrors(reading: input, body)
    }

    /// ``reportingErrors(_:)`` for the input `input`: also what ``DirectRenderInvocation`` reports with.
    static func reportingErrors(reading input: InputSource, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CLIError {
            printError(error.message)
            throw ExitCode.failure
        } catch let error as MarkdownParsingError {
            printError("\(input.displayName): \(error)")
            throw ExitCode.failure
        } catch let error as EncodingError {
            printError("cannot encode the attributed string: \(error)")
            throw ExitCode.failure
        }
    }
}

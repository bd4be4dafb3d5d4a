/// The common `attributed [render] [--to FORMAT] [flags…] [FILE]` command lines for the outputs
/// ``DirectHTMLInvocation`` does not take (the terminal, text, Markdown, RTF, JSON, styled
/// HTML), recognised without ArgumentParser.
///
/// ArgumentParser's parse of a `render` command line cost 21 M instructions (~5 ms) by
/// reflection, a fifth of `attributed render README.md` and a third of `--to text` on it
/// (callgrind, docs/performance.md, "Start-up"). The grammar here is the render command's own
/// options, each at most once, as ``RenderSettings``; anything else (help, an unknown or repeated
/// option, a value ArgumentParser would reject, `--`, a subcommand, a path that starts with `-`,
/// `--gfm` with `--commonmark`, `--extension`) leaves the whole command line to ArgumentParser,
/// so behaviour and messages stay those of ``RenderCommand``.
struct DirectRenderInvocation {
    var settings = RenderSettings()

    /// The invocation `arguments` (without the program name) spell, or nil when they are
    /// anything else.
    init?(arguments: [String]) {
        var rest = arguments[...]
        if rest.first == "render" { rest = rest.dropFirst() }
        var seen: [String] = []
        var gfm = false
        while let argument = rest.popFirst() {
            // `--name=value` as `--name value`.
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() -> String? { inlineValue ?? rest.popFirst() }
            if name.hasPrefix("--") {
                // Each option once; `--highlight` and `--no-highlight` are one option.
                let key = name.hasPrefix("--no-") ? "--" + name.dropFirst(5) : name
                guard !seen.contains(key) else { return nil }
                seen.append(key)
            }
            switch name {
            case "--to":
                guard let value = value(), let format = RenderSettings.Format(rawValue: value) else { return nil }
                settings.format = format
            case "--via":
                guard let value = value(), let path = RenderSettings.Path(rawValue: value) else { return nil }
                settings.via = path
            case "--theme":
                guard let value = value(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                settings.theme = value
            case "--width":
                guard let value = value(), let width = Int(value), width >= 1 else { return nil }
                settings.width = width
            case "--color":
                guard let value = value(), let color = RenderSettings.ColorChoice(rawValue: value) else { return nil }
                settings.color = color
            default:
                // Flags take no value.
                guard inlineValue == nil else { return nil }
                switch name {
                case "--gfm": gfm = true
                case "--commonmark": settings.commonmark = true
                case "--unsafe": settings.unsafe = true
                case "--heading-ids": settings.headingIDs = true
                case "--highlight": settings.highlight = true
                case "--no-highlight": settings.highlight = false
                case "--hyperlinks": settings.hyperlinks = true
                case "--no-hyperlinks": settings.hyperlinks = false
                case "--standalone": settings.standalone = true
                case "--inline-styles": settings.inlineStyles = true
                case "--extended-attributes": settings.extendedAttributes = true
                default:
                    // One path, or `-` for standard input; an option this grammar does not know
                    // (or `--`, or a subcommand name) goes to ArgumentParser.
                    guard settings.file == nil, Self.isInputPath(argument) else { return nil }
                    settings.file = argument
                }
            }
        }
        // Both syntaxes is an error ArgumentParser reports.
        guard !(gfm && settings.commonmark) else { return nil }
        if gfm { settings.markdownExtensions = .all }
    }

    /// Whether a command-line argument the direct grammars do not know is the input's path: `-`
    /// (standard input) or a name that is neither an option (nor `--`) nor a subcommand's, which
    /// ArgumentParser would read otherwise. Shared with ``DirectHTMLInvocation``.
    static func isInputPath(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-") && !["render", "runs", "themes", "serve", "help"].contains(argument)
    }

    /// Renders; returns the exit status, with errors reported as ``RenderCommand`` reports them.
    func run() -> Int32 {
        let settings = settings
        do {
            try MarkdownInputOptions.reportingErrors(reading: settings.input) { try settings.render() }
            return 0
        } catch {
            RenderCommand.exit(withError: error)
        }
    }
}

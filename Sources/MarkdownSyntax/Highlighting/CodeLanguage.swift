/// A language ``CodeHighlighter`` knows, found by a fenced code block's language name.
///
/// Names and aliases follow GitHub's linguist, case-insensitively: `swift`; `objective-c`,
/// `objc`, `obj-c`; `c`; `cpp`, `c++`; `python`, `py`; `javascript`, `js`; `typescript`, `ts`;
/// `go`, `golang`; `rust`, `rs`; `java`; `kotlin`, `kt`; `ruby`, `rb`; `php`; `shell`, `sh`,
/// `bash`, `zsh`; `sql`; `json` (and `json5`, `jsonc`); `yaml`, `yml`; `toml`; `html`, `xml`
/// (and `xhtml`, `svg`, `plist`); `css`; `markdown`, `md`; `diff`, `patch`. Any other name is
/// unknown (nil), and its code stays plain.
public struct CodeLanguage: Hashable, Sendable {
    /// The language's canonical name (`swift`, `cpp`, `shell`…), whatever alias found it.
    public let name: String

    enum Lexer: Sendable {
        case code(CodeGrammar)
        case markup(embedsLanguages: Bool)
        case styleSheet
        case data(DataFormat)
        case lines(LineFormat)
    }

    /// The language called `name` (a linguist name or alias; case and surrounding blanks are
    /// ignored), or nil when the highlighter does not know it.
    public init?(_ name: some StringProtocol) {
        var key = String(name).lowercased()
        key = String(key.drop(while: { $0 == " " || $0 == "\t" }))
        guard let canonical = Self.aliases[key] else { return nil }
        self.name = canonical
    }

    /// The language called `utf8Name` (UTF-8 bytes, as ``init(_:)`` reads a name).
    init?(utf8Name: UnsafeBufferPointer<UInt8>) {
        guard !utf8Name.isEmpty else { return nil }
        self.init(String(decoding: utf8Name, as: UTF8.self))
    }

    /// The language of a code block's info string: its first word (`swift` in `swift title="x"`).
    public init?(infoString: some StringProtocol) {
        guard let first = infoString.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else { return nil }
        self.init(first)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Every canonical name, sorted.
    public static var allNames: [String] { Array(Set(aliases.values)).sorted() }

    private static let aliases: [String: String] = {
        let groups: [String: [String]] = [
            "swift": ["swift"],
            "objective-c": ["objective-c", "objc", "obj-c", "objectivec", "objective-c++", "objc++", "m"],
            "c": ["c", "h"],
            "cpp": ["cpp", "c++", "cc", "cxx", "hpp", "hxx"],
            "python": ["python", "py", "python3", "py3", "gyp", "bazel", "starlark"],
            "javascript": ["javascript", "js", "node", "jsx", "mjs", "cjs"],
            "typescript": ["typescript", "ts", "tsx"],
            "go": ["go", "golang"],
            "rust": ["rust", "rs"],
            "java": ["java"],
            "kotlin": ["kotlin", "kt", "kts"],
            "ruby": ["ruby", "rb", "jruby", "macruby", "rake", "rbx", "gemfile", "podfile"],
            "php": ["php", "inc"],
            "shell": ["shell", "sh", "bash", "zsh", "shell-script", "ksh", "ash", "dash"],
            "sql": ["sql", "mysql", "postgresql", "sqlite"],
            "json": ["json", "json5", "jsonc", "geojson", "jsonl", "topojson", "json-with-comments"],
            "yaml": ["yaml", "yml"],
            "toml": ["toml"],
            "html": ["html", "xhtml", "htm"],
            "xml": ["xml", "svg", "plist", "rss", "xsd", "wsdl", "xsl", "atom"],
            "css": ["css"],
            "markdown": ["markdown", "md", "pandoc", "rmarkdown"],
            "diff": ["diff", "patch", "udiff"],
        ]
        var table: [String: String] = [:]
        for (canonical, names) in groups {
            for name in names { table[name] = canonical }
        }
        return table
    }()

    var lexer: Lexer {
        switch name {
        case "swift": return .code(CodeGrammars.swift)
        case "objective-c": return .code(CodeGrammars.objectiveC)
        case "c": return .code(CodeGrammars.c)
        case "cpp": return .code(CodeGrammars.cpp)
        case "python": return .code(CodeGrammars.python)
        case "javascript": return .code(CodeGrammars.javaScript)
        case "typescript": return .code(CodeGrammars.typeScript)
        case "go": return .code(CodeGrammars.go)
        case "rust": return .code(CodeGrammars.rust)
        case "java": return .code(CodeGrammars.java)
        case "kotlin": return .code(CodeGrammars.kotlin)
        case "ruby": return .code(CodeGrammars.ruby)
        case "php": return .code(CodeGrammars.php)
        case "shell": return .code(CodeGrammars.shell)
        case "sql": return .code(CodeGrammars.sql)
        case "json": return .data(.json)
        case "yaml": return .data(.yaml)
        case "toml": return .data(.toml)
        case "html": return .markup(embedsLanguages: true)
        case "xml": return .markup(embedsLanguages: false)
        case "css": return .styleSheet
        case "markdown": return .lines(.markdown)
        default: return .lines(.diff)
        }
    }
}

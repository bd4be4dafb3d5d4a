/// A language ``CodeHighlighter`` knows, found by a fenced code block's language name.
///
/// Names and aliases follow GitHub's linguist, case-insensitively: `swift`; `objective-c`,
/// `objc`, `obj-c`; `c`; `cpp`, `c++`; `python`, `py`; `javascript`, `js`; `typescript`, `ts`;
/// `go`, `golang`; `rust`, `rs`; `java`; `kotlin`, `kt`; `ruby`, `rb`; `php`; `shell`, `sh`,
/// `bash`, `zsh`; `sql`; `json` (and `json5`, `jsonc`); `yaml`, `yml`; `toml`; `html`, `xml`
/// (and `xhtml`, `svg`, `plist`); `css`; `markdown`, `md`; `diff`, `patch`. Any other name is
/// unknown (nil), and its code stays plain.
public struct CodeLanguage: Hashable, Sendable {
    /// The languages, by canonical name.
    enum ID: UInt8, CaseIterable, Sendable {
        case swift, objectiveC, c, cpp, python, javaScript, typeScript, go, rust, java, kotlin, ruby, php, shell, sql
        case json, yaml, toml, html, xml, css, markdown, diff

        var name: String {
            switch self {
            case .swift: return "swift"
            case .objectiveC: return "objective-c"
            case .c: return "c"
            case .cpp: return "cpp"
            case .python: return "python"
            case .javaScript: return "javascript"
            case .typeScript: return "typescript"
            case .go: return "go"
            case .rust: return "rust"
            case .java: return "java"
            case .kotlin: return "kotlin"
            case .ruby: return "ruby"
            case .php: return "php"
            case .shell: return "shell"
            case .sql: return "sql"
            case .json: return "json"
            case .yaml: return "yaml"
            case .toml: return "toml"
            case .html: return "html"
            case .xml: return "xml"
            case .css: return "css"
            case .markdown: return "markdown"
            case .diff: return "diff"
            }
        }

        /// The linguist names and aliases (lower case) of the language, space-separated (a list
        /// as ``CodeWord/forEachWord(in:_:)`` reads it).
        var aliases: String {
            switch self {
            case .swift: return "swift"
            case .objectiveC: return "objective-c objc obj-c objectivec objective-c++ objc++ m"
            case .c: return "c h"
            case .cpp: return "cpp c++ cc cxx hpp hxx"
            case .python: return "python py python3 py3 gyp bazel starlark"
            case .javaScript: return "javascript js node jsx mjs cjs"
            case .typeScript: return "typescript ts tsx"
            case .go: return "go golang"
            case .rust: return "rust rs"
            case .java: return "java"
            case .kotlin: return "kotlin kt kts"
            case .ruby: return "ruby rb jruby macruby rake rbx gemfile podfile"
            case .php: return "php inc"
            case .shell: return "shell sh bash zsh shell-script ksh ash dash"
            case .sql: return "sql mysql postgresql sqlite"
            case .json: return "json json5 jsonc geojson jsonl topojson json-with-comments"
            case .yaml: return "yaml yml"
            case .toml: return "toml"
            case .html: return "html xhtml htm"
            case .xml: return "xml svg plist rss xsd wsdl xsl atom"
            case .css: return "css"
            case .markdown: return "markdown md pandoc rmarkdown"
            case .diff: return "diff patch udiff"
            }
        }
    }

    let id: ID

    /// The language's canonical name (`swift`, `cpp`, `shell`…), whatever alias found it.
    public var name: String { id.name }

    enum Lexer: Sendable {
        case code(SharedCodeLexerTables)
        case markup(embedsLanguages: Bool)
        case styleSheet
        case data(DataFormat)
        case lines(LineFormat)
    }

    init(id: ID) { self.id = id }

    /// The language called `name` (a linguist name or alias; case and surrounding blanks are
    /// ignored), or nil when the highlighter does not know it.
    public init?(_ name: some StringProtocol) {
        let trimmed = name.drop(while: { $0 == " " || $0 == "\t" })
        guard let language = withUTF8Bytes(of: trimmed, { CodeLanguage(utf8Name: $0) }) else { return nil }
        self = language
    }

    /// The language called `utf8Name` (UTF-8 bytes, case-insensitively), without making a
    /// `String`: the streaming HTML writer looks a name up per code block.
    init?(utf8Name: UnsafeBufferPointer<UInt8>) {
        if utf8Name.count <= 16 {
            guard let word = CodeWord(utf8Name, 0, utf8Name.count, foldingCase: true) else { return nil }
            let value = Self.aliasIndexes.short.value(low: word.low, high: word.high)
            guard value > 0, let id = ID(rawValue: value - 1) else { return nil }
            self.id = id
        } else {
            // The few aliases longer than 16 bytes (`json-with-comments`): by their first 16 bytes,
            // then compared whole.
            guard let id = Self.longAliasID(utf8Name) else { return nil }
            self.id = id
        }
    }

    /// The language of a code block's info string: its first word (`swift` in `swift title="x"`).
    public init?(infoString: some StringProtocol) {
        // Read as bytes: splitting the generic string into Characters cost ~10,000 instructions
        // a code block in the renderers that look the language up per block.
        var string = String(infoString)
        guard let language = string.withUTF8({ bytes -> CodeLanguage? in
            var start = 0
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x09 { end += 1 }
            guard end > start else { return nil }
            return CodeLanguage(utf8Name: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }) else { return nil }
        self = language
    }

    /// Every canonical name, sorted.
    public static var allNames: [String] { ID.allCases.map(\.name).sorted() }

    /// Aliases packed, to their ``ID`` raw value plus one: those of up to 16 bytes (`short`),
    /// and the few longer ones by their first 16 bytes (`long`, `json-with-comments`). Built from
    /// the lists as they are written, without an array of (word, language) pairs: such an array's
    /// tuple type had its metadata built from the mangled name on first use, which with the
    /// arrays of strings cost ~90,000 instructions in every process that highlights.
    private static let aliasIndexes: (short: CodeWordIndex, long: CodeWordIndex) = {
        var counts = (short: 0, long: 0)
        var raw: UInt8 = 0
        while let id = ID(rawValue: raw) {
            CodeWord.forEachWord(in: id.aliases) { _, _, length in
                if length <= 16 { counts.short += 1 } else { counts.long += 1 }
            }
            raw += 1
        }
        let short = CodeWordIndex(capacityFor: counts.short)
        let long = CodeWordIndex(capacityFor: counts.long)
        raw = 0
        while let id = ID(rawValue: raw) {
            CodeWord.forEachWord(in: id.aliases) { low, high, length in
                (length <= 16 ? short : long).merge(low: low, high: high, value: raw + 1, keeping: 0)
            }
            raw += 1
        }
        return (short, long)
    }()

    /// The language one of whose aliases longer than 16 bytes is `name` (ASCII case folded):
    /// found by its first 16 bytes, then compared whole.
    private static func longAliasID(_ name: UnsafeBufferPointer<UInt8>) -> ID? {
        guard let key = CodeWord(name, 0, 16, foldingCase: true) else { return nil }
        let value = aliasIndexes.long.value(low: key.low, high: key.high)
        guard value > 0, let id = ID(rawValue: value - 1) else { return nil }
        var found = false
        CodeWord.forEachWordBytes(in: id.aliases) { alias in
            found = found || alias.count == name.count
                && zip(alias, name).allSatisfy { $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 | 0x20 : $1) }
        }
        return found ? id : nil
    }

    @inline(__always)
    var lexer: Lexer {
        switch id {
        case .swift: return .code(CompiledGrammars.swift)
        case .objectiveC: return .code(CompiledGrammars.objectiveC)
        case .c: return .code(CompiledGrammars.c)
        case .cpp: return .code(CompiledGrammars.cpp)
        case .python: return .code(CompiledGrammars.python)
        case .javaScript: return .code(CompiledGrammars.javaScript)
        case .typeScript: return .code(CompiledGrammars.typeScript)
        case .go: return .code(CompiledGrammars.go)
        case .rust: return .code(CompiledGrammars.rust)
        case .java: return .code(CompiledGrammars.java)
        case .kotlin: return .code(CompiledGrammars.kotlin)
        case .ruby: return .code(CompiledGrammars.ruby)
        case .php: return .code(CompiledGrammars.php)
        case .shell: return .code(CompiledGrammars.shell)
        case .sql: return .code(CompiledGrammars.sql)
        case .json: return .data(.json)
        case .yaml: return .data(.yaml)
        case .toml: return .data(.toml)
        case .html: return .markup(embedsLanguages: true)
        case .xml: return .markup(embedsLanguages: false)
        case .css: return .styleSheet
        case .markdown: return .lines(.markdown)
        case .diff: return .lines(.diff)
        }
    }
}

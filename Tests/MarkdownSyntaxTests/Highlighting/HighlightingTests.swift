import Foundation
import MarkdownSyntax
import Testing

/// The highlighter through its public API: golden HTML per language, classes of real snippets,
/// the tiling invariant, adversarial inputs, and the HTML option.
@Suite struct HighlightingTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func html(_ markdown: String, highlight: Bool = true) -> String {
        let document = MarkdownParser(options: ParseOptions(extensions: .all)).parse(markdown)
        return HTMLRenderer(options: HTMLRenderOptions(highlightsCode: highlight)).render(document)
    }

    /// The `<pre>` blocks of an HTML document, by the language of their `<code>`.
    static func codeBlocks(_ html: String) -> [(language: String, html: String)] {
        html.components(separatedBy: "<pre><code class=\"language-").dropFirst().map { part in
            let language = String(part.prefix { $0 != "\"" })
            let body = part.components(separatedBy: "</code></pre>").first ?? ""
            return (language, body)
        }
    }

    static let samples: String = (try? String(contentsOf: directory.appendingPathComponent("samples.md"), encoding: .utf8)) ?? ""
    static let golden: String = (try? String(contentsOf: directory.appendingPathComponent("samples.html"), encoding: .utf8)) ?? ""

    static let sampleLanguages = codeBlocks(html(samples)).map(\.language)

    @Test func everyLanguageHasASample() {
        let known = Set(Self.sampleLanguages.compactMap { CodeLanguage($0)?.name })
        #expect(known == Set(CodeLanguage.allNames))
    }

    /// samples.html is `attributed render --to html --highlight` of samples.md; each language's
    /// block must stay as recorded.
    @Test(arguments: sampleLanguages)
    func goldenBlock(language: String) throws {
        let actual = Self.codeBlocks(Self.html(Self.samples)).first { $0.language == language }?.html
        let expected = Self.codeBlocks(Self.golden).first { $0.language == language }?.html
        #expect(expected != nil, "no golden block for \(language)")
        #expect(actual == expected)
        #expect(actual?.contains("<span class=\"hl-") == true)
    }

    static func classes(_ code: String, _ language: String) -> [String: CodeTokenKind] {
        guard let language = CodeLanguage(language) else { return [:] }
        var table: [String: CodeTokenKind] = [:]
        let utf8 = Array(code.utf8)
        for token in CodeHighlighter.tokens(in: code, language: language) {
            guard let kind = token.kind else { continue }
            table[String(decoding: utf8[token.range], as: UTF8.self)] = kind
        }
        return table
    }

    @Test func swiftClasses() {
        let found = Self.classes(##"@MainActor func area(of s: Shape?) -> Int { /* a /* nested */ b */ return #"raw"# + "x\(1)" }"##, "swift")
        #expect(found["func"] == .keyword)
        #expect(found["area"] == .function)
        #expect(found["Shape?"] == .type)
        #expect(found["@MainActor"] == .attribute)
        #expect(found["/* a /* nested */ b */"] == .comment)
        #expect(found["#\"raw\"#"] == .string)
        #expect(found["\"x\\(1)\""] == .string)
    }

    @Test func rustClasses() {
        let found = Self.classes("#[derive(Debug)]\nfn longest<'a>(x: &'a str) -> Option<char> { println!(\"{}\", 'c'); None }", "rs")
        #expect(found["#[derive(Debug)]"] == .attribute)
        #expect(found["longest"] == .function)
        #expect(found["'a"] == .constant)
        #expect(found["println!"] == .function)
        #expect(found["'c'"] == .string)
        #expect(found["None"] == .constant)
    }

    @Test func cFamilyClasses() {
        let found = Self.classes("#include <stdio.h>\nstatic int square(int x) { return helper(x) * 0x1F; }", "c")
        #expect(found["#include "] == .keyword)
        #expect(found["<stdio.h>"] == .string)
        #expect(found["square"] == .function)
        #expect(found["helper"] == nil)
        #expect(found["0x1F"] == .number)
    }

    /// A `#` starts a directive only with nothing but blanks before it on its line (or in the
    /// code): indented and tab-indented directives, one at the very start and one after a
    /// carriage return are directives; one after code or a comment on the same line is not.
    @Test func directivesStartLines() throws {
        let code = "#if A\n  #  define B 1\n\t#pragma once\r\n#endif\nint a; #define C\n/* c */ #undef D\nx = 1 # 2\n"
        let keywords = try Self.texts(of: .keyword, in: code, "c")
        #expect(keywords.contains("#if A"))
        #expect(keywords.contains("#  define B 1"))
        #expect(keywords.contains("#pragma once\r"))
        #expect(keywords.contains("#endif"))
        #expect(!keywords.contains { $0.hasPrefix("#define") || $0.hasPrefix("#undef") || $0.hasPrefix("# 2") }, "\(keywords)")
    }

    /// Numbers of one digit end at the next byte; longer ones take their digits, letters, a
    /// fraction and an exponent's sign.
    @Test func numbersEndWhereTheyShould() throws {
        let numbers = try Self.texts(of: .number, in: "f(1, 2) + 3 * x[4] - 5.5 + 6e+7 + 8_000 + 0x1F + 9é + 7.\n", "swift")
        #expect(numbers == ["1", "2", "3", "4", "5.5", "6e+7", "8_000", "0x1F", "9", "7"])
    }

    /// A `.` before a digit starts a number only where the language writes `.5`: in Swift, Rust
    /// and Ruby a range's dots stay punctuation (`1...9` is `1` and `9`, not `1` and `.9`).
    @Test func rangeDotsAreNotFractions() throws {
        #expect(try Self.texts(of: .number, in: "for i in 1...9 { a[..<2]; b[...3]; t.0; (x).1 }\n", "swift")
                == ["1", "9", "2", "3", "0", "1"])
        #expect(try Self.texts(of: .number, in: "for i in 0..4 { v[..=2]; }\n", "rust") == ["0", "4", "2"])
        #expect(try Self.texts(of: .number, in: "(1..5).each { |i| p i }\n", "ruby") == ["1", "5"])
        #expect(try Self.texts(of: .number, in: "x = .5 + a[1:.25]\n", "python") == [".5", "1", ".25"])
        #expect(try Self.texts(of: .number, in: "double d = .5 * x.y;\n", "c") == [".5"])
    }

    /// A `"…"` string is one string token whatever its length and wherever it ends: the lexer
    /// reads the commonest ones (up to fourteen bytes, no `\\`, `$` or line feed, sixteen bytes of
    /// code after the opening quote) in one step and the rest with the grammar's rules, and both
    /// must give the same token. Strings with an escape, an interpolation or an empty one take the
    /// rules' path and keep their own tokens.
    @Test func plainStringsAreStringsInEveryGrammar() throws {
        let languages = ["swift", "c", "cpp", "objc", "python", "javascript", "typescript", "go", "rust", "java", "kotlin",
                         "ruby", "shell"]
        for name in languages {
            for length in 0...24 {
                let content = String("abcdefghijklmnopqrstuvwxyz".prefix(length))
                let string = "\"" + content + "\""
                for (code, place) in [("x = " + string + " + y + zzzzzzzzzzzzzzzzzzzzzzz\n", "before more code"),
                                      ("x = " + string, "at the end"), ("x = " + string + "\n", "before a line feed")] {
                    #expect(try Self.texts(of: .string, in: code, name) == [string], "\(name), \(length) bytes, \(place)")
                }
            }
            let escaped = #"x = "a\"b" + "c$d" + "e\\" + f\n"#
            #expect(try Self.texts(of: .string, in: escaped + String(repeating: " ", count: 20), name).first == #""a\"b""#, "\(name)")
        }
        // Not a plain string: `\(…)` continues it in Swift, `$name` is a variable in shell.
        #expect(try Self.texts(of: .string, in: #"print("n: \(n)!") // more code to read after it\n"#, "swift") == [#""n: \(n)!""#])
        #expect(try Self.texts(of: .variable, in: #"echo "a $b c" and more text after it\n"#, "shell") == ["$b"])
    }

    /// A data format's string runs to its closing quote past escapes, at any length (it is read
    /// sixteen bytes a step up to a quote, `\\` or a line feed), and stops at a line feed where
    /// the format ends strings there; TOML's triple-quoted strings run over lines.
    @Test func dataStringsEndAtTheirQuote() throws {
        for length in 0...40 {
            let text = String(repeating: "x", count: length)
            for escapeAt in [0, length / 2, length] {
                var content = text
                content.insert(contentsOf: #"\""#, at: content.index(content.startIndex, offsetBy: escapeAt))
                let string = "\"" + content + "\""
                #expect(try Self.texts(of: .string, in: #"{"k": "# + string + ", \"n\": 1}\n", "json") == [string], "json \(length)")
                #expect(try Self.texts(of: .string, in: "k = " + string + "\nm = 2\n", "toml") == [string], "toml \(length)")
                #expect(try Self.texts(of: .string, in: "k: " + string + "\nm: 2\n", "yaml") == [string], "yaml \(length)")
            }
            let unclosed = "\"" + text
            #expect(try Self.texts(of: .string, in: #"{"k": "# + unclosed + "\n}\n", "json") == [unclosed], "json unclosed \(length)")
            let triple = "\"\"\"" + text + "\n" + text + "\"\"\""
            #expect(try Self.texts(of: .string, in: "k = " + triple + "\nm = 2\n", "toml") == [triple], "toml triple \(length)")
        }
    }

    /// A block comment ends at its close at any length and offset (it is read sixteen bytes a
    /// step up to a byte that may start the close, or an open where comments nest): `*` and `/`
    /// alone inside do not end it; Swift and Rust count nested opens, C does not.
    @Test func blockCommentsEndAtTheirClose() throws {
        for length in 0...40 {
            let body = String(repeating: "a*b/", count: length / 4) + String(repeating: "x", count: length % 4)
            let comment = "/* " + body + " */"
            for name in ["c", "swift", "rust", "java", "css"] {
                #expect(try Self.texts(of: .comment, in: "x = 1; " + comment + " y = 2;\n", name) == [comment], "\(name) \(length)")
                #expect(try Self.texts(of: .comment, in: "x = 1; /* " + body, name) == ["/* " + body], "\(name) unclosed \(length)")
            }
            let nested = "/* " + body + " /* inner " + body + " */ " + body + " */"
            for name in ["swift", "rust"] {
                #expect(try Self.texts(of: .comment, in: "x = 1; " + nested + " y = 2;\n", name) == [nested], "\(name) nested \(length)")
            }
            #expect(try Self.texts(of: .comment, in: "x = 1; " + nested + " y = 2;\n", "c").first == "/* " + body + " /* inner " + body + " */",
                    "c does not nest \(length)")
        }
    }

    /// The texts of `code`'s tokens of class `kind` in `language`, in order.
    static func texts(of kind: CodeTokenKind, in code: String, _ language: String) throws -> [String] {
        let utf8 = Array(code.utf8)
        return CodeHighlighter.tokens(in: code, language: try #require(CodeLanguage(language))).filter { $0.kind == kind }
            .map { String(decoding: utf8[$0.range], as: UTF8.self) }
    }

    /// PHP's variables are read as one name and left unclassed, in code and in strings (GitHub
    /// tints only the `$`; highlight.js leaves them plain); `$this` is a keyword.
    @Test func phpVariablesArePlainNames() throws {
        let code = #"<?php $function = $this->name; echo "Hi {$function}!";"#
        let language = try #require(CodeLanguage("php"))
        let utf8 = Array(code.utf8)
        let tokens = CodeHighlighter.tokens(in: code, language: language)
        func kind(of text: String) -> CodeTokenKind?? {
            tokens.first { String(decoding: utf8[$0.range], as: UTF8.self) == text }.map(\.kind)
        }
        // `$function` lies inside a plain token, whole: `function` in it is no keyword.
        let name = try #require(code.utf8.firstRange(of: "$function".utf8))
        let start = code.utf8.distance(from: code.utf8.startIndex, to: name.lowerBound)
        let around = try #require(tokens.first { $0.range.contains(start) })
        #expect(around.kind == nil && around.range.upperBound >= start + 9)
        #expect(kind(of: "$this") == .keyword)
        #expect(kind(of: "\"Hi {") == .string)
        #expect(kind(of: "}!\"") == .string)
        #expect(!tokens.contains { $0.kind == .variable })
        // Shell's variables stay variables.
        #expect(Self.classes("echo $HOME", "sh")["$HOME"] == .variable)
    }

    /// PHP's names after `namespace`, `use`, `extends` and `implements` are types, each part of a
    /// qualified name apart (`\` stays plain), as GitHub colours them and highlight.js titles them;
    /// a closure's `use (…)` and a call through a namespace are not.
    @Test func phpQualifiedNamesAreTypes() throws {
        let code = #"<?php namespace App\Http; use Illuminate\Support\Str; class A extends Base implements Countable { use HasUuids; function f() { return function () use ($x) { return Str\pad($x); }; } }"#
        let language = try #require(CodeLanguage("php"))
        let utf8 = Array(code.utf8)
        let classed = CodeHighlighter.tokens(in: code, language: language).compactMap { token in
            token.kind.map { (String(decoding: utf8[token.range], as: UTF8.self), $0) }
        }
        let types = classed.filter { $0.1 == .type }.map(\.0)
        #expect(types == ["App", "Http", "Illuminate", "Support", "Str", "A", "Base", "Countable", "HasUuids"])
        #expect(!classed.contains { $0.0.contains("\\") })
        #expect(Self.classes(code, "php")["pad"] == nil)
    }

    /// SQL's line comments start with `--` or, as in MySQL (and GitHub's SQL grammar), `#`.
    @Test func sqlHashComments() {
        let found = Self.classes("# Offset pagination\nselect * from users limit 15; -- last", "sql")
        #expect(found["# Offset pagination"] == .comment)
        #expect(found["-- last"] == .comment)
        #expect(found["select"] == .keyword)
    }

    /// Go's `var` and `bool` are keywords (highlight.js has Go's types among its keywords); the
    /// line break after `var` in the word list once joined them into one word that never matched.
    @Test func goKeywordsAcrossTheWordListsLines() {
        let found = Self.classes("var ok bool = true\nfunc f() {}", "go")
        #expect(found["var"] == .keyword)
        #expect(found["bool"] == .keyword)
        #expect(found["func"] == .keyword)
        #expect(found["true"] == .constant)
    }

    @Test func shellAndScriptClasses() {
        let shell = Self.classes("echo \"home: $HOME\" # done", "bash")
        #expect(shell["echo"] == .function)
        #expect(shell["$HOME"] == .variable)
        #expect(shell["\"home: "] == .string)
        #expect(shell["# done"] == .comment)
        let python = Self.classes("@cache\ndef f(x):\n    return None if x else r'\\d'", "py")
        #expect(python["@cache"] == .attribute)
        #expect(python["f"] == .function)
        #expect(python["None"] == .constant)
        #expect(python["r'\\d'"] == .string)
        let ruby = Self.classes("def go(x) = @y || :sym", "rb")
        #expect(ruby["@y"] == .variable)
        #expect(ruby[":sym"] == .constant)
    }

    @Test func dataAndMarkupClasses() {
        let json = Self.classes(#"{"key": "value", "n": -1.5e3, "ok": true}"#, "json")
        #expect(json["\"key\""] == .attribute)
        #expect(json["\"value\""] == .string)
        #expect(json["-1.5e3"] == .number)
        #expect(json["true"] == .constant)
        let yaml = Self.classes("name: build # ci\nlist:\n  - item", "yml")
        #expect(yaml["name:"] == .attribute)
        #expect(yaml["# ci"] == .comment)
        let html = Self.classes("<a href=\"x\">&amp;</a><!-- c -->", "html")
        #expect(html["<a"] == .tag)
        #expect(html["href"] == .attribute)
        #expect(html["\"x\""] == .string)
        #expect(html["&amp;"] == .constant)
        #expect(html["<!-- c -->"] == .comment)
        let diff = Self.classes("@@ -1 +1 @@\n-old\n+new\n", "patch")
        #expect(diff["-old"] == .deleted)
        #expect(diff["+new"] == .inserted)
    }

    @Test func linguistAliases() {
        for (alias, name) in [("sh", "shell"), ("bash", "shell"), ("zsh", "shell"), ("js", "javascript"), ("ts", "typescript"),
                              ("yml", "yaml"), ("py", "python"), ("rb", "ruby"), ("objc", "objective-c"), ("c++", "cpp"),
                              ("golang", "go"), ("rs", "rust"), ("kt", "kotlin"), ("md", "markdown"), ("patch", "diff"),
                              ("XML", "xml"), ("Swift", "swift")] {
            #expect(CodeLanguage(alias)?.name == name, "\(alias)")
        }
        #expect(CodeLanguage(infoString: "swift title=\"a.swift\"")?.name == "swift")
        #expect(CodeLanguage("swifttest") == nil)
        #expect(CodeLanguage("") == nil)
        // Looked up from packed bytes: names of 16 bytes and more, prefixes, near misses.
        #expect(CodeLanguage("JSON-with-comments")?.name == "json")
        #expect(CodeLanguage("objective-c++")?.name == "objective-c")
        #expect(CodeLanguage("  Bash")?.name == "shell")
        // Longer than 16 bytes: found by their first 16, then compared whole.
        for unknown in ["s", "swif", "swift2", "shell-scripts", "json-with-comment", "c#", "\u{0}swift", "json-with-commentz",
                        "json-with-comments2", "JSON-WITH-COMMENTS-AND-MORE", "rust,ignore,does_not_compile"] {
            #expect(CodeLanguage(unknown) == nil, "\(unknown)")
        }
        for name in CodeLanguage.allNames {
            #expect(CodeLanguage(name.uppercased())?.name == name)
        }
    }

    /// The word lookup packs identifiers into two integers, with two loads when 16 bytes can be
    /// read: words of 5 to 16 bytes, at the very end of the code and not; a word of more than 16
    /// bytes is never looked up (the list's `preconditionFailure` stays plain).
    @Test func wordLengthsAroundThePackingLimits() {
        let swift = CodeLanguage("swift")!
        let words: [(String, CodeTokenKind?)] = [
            ("inout", .keyword), ("private", .keyword), ("mutating", .keyword), ("typealias", .keyword),
            ("associatedtype", .keyword), ("assertionFailure", .function), ("preconditionFailure", nil),
            ("privat", nil), ("mutatingx", nil), ("assertionFailures", nil),
        ]
        for (word, expected) in words {
            for suffix in ["", "\n", " + aaaaaaaaaaaaaaaaaaaaaaaaaaaaa"] {
                let kind = CodeHighlighter.tokens(in: word + suffix, language: swift).first?.kind
                #expect(kind == expected, "\(word + suffix)")
            }
        }
        // Case-insensitive words (SQL) and a word that is a prefix of a keyword.
        let sql = CodeLanguage("sql")!
        #expect(CodeHighlighter.tokens(in: "SeLeCt", language: sql).first?.kind == .keyword)
        #expect(CodeHighlighter.tokens(in: "selec", language: sql).first?.kind == nil)
    }

    /// Identifiers are scanned eight bytes at a time: an identifier must end exactly before every
    /// byte value that does not continue one, wherever that byte falls in a word, and run on through
    /// every byte that does (letters, digits, `_`, UTF-8, and `$` where it is a letter).
    @Test func identifiersEndAtEveryByteInEveryLane() {
        let swift = CodeLanguage("swift")!
        func continues(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39 || byte == 0x5F || byte >= 0x80
        }
        let tail = Array("cccccccccccccccccc".utf8)
        for length in 0..<18 {
            for byte in UInt8(0)...UInt8(0x7F) where byte != 0x3F && byte != 0x21 {  // `Int?`, `Int!` are types too
                let code = [UInt8(ascii: "A")] + [UInt8](repeating: UInt8(ascii: "b"), count: length) + [byte] + tail
                let tokens = code.withUnsafeBufferPointer { CodeHighlighter.tokens(in: $0, language: swift) }
                let expectedEnd = continues(byte) ? code.count : 1 + length
                #expect(tokens.first == CodeToken(range: 0..<expectedEnd, kind: .type), "length \(length), byte \(byte)")
            }
            let accented = "A" + String(repeating: "b", count: length) + "é" + "cc"
            #expect(CodeHighlighter.tokens(in: accented, language: swift).first?.range == 0..<accented.utf8.count)
        }
        // `$` continues an identifier in JavaScript (`var$` is no keyword), not in Swift.
        let javaScript = CodeLanguage("javascript")!
        #expect(CodeHighlighter.tokens(in: "var$ = 1", language: javaScript).first?.kind != .keyword)
        #expect(CodeHighlighter.tokens(in: "var x = 1", language: javaScript).first == CodeToken(range: 0..<3, kind: .keyword))
        #expect(CodeHighlighter.tokens(in: "Int$x", language: swift).first == CodeToken(range: 0..<3, kind: .type))
    }

    /// Words of 8 to 16 bytes are packed from the identifier's first sixteen bytes when as many
    /// follow it, else read byte by byte: every length classes the same either way, and one byte
    /// more or less is no keyword.
    @Test func longWordsClassTheSameWhereverTheyEnd() {
        let swift = CodeLanguage("swift")!
        let words: [(String, CodeTokenKind)] = [
            ("protocol", .keyword), ("extension", .keyword), ("convenience", .keyword), ("fileprivate", .keyword),
            ("associatedtype", .keyword), ("precedencegroup", .keyword), ("assertionFailure", .function),
        ]
        for (word, kind) in words {
            let count = word.utf8.count
            let padding = String(repeating: " ", count: 20)
            for code in [word + " a" + padding, word, word + "\n", "a " + word] {
                let start = code.hasPrefix("a ") ? 2 : 0
                let tokens = CodeHighlighter.tokens(in: code, language: swift)
                #expect(tokens.contains(CodeToken(range: start..<start + count, kind: kind)), "\(code)")
            }
            for miss in [word + "x", String(word.dropLast())] {
                for code in [miss + " a" + padding, miss] {
                    let tokens = CodeHighlighter.tokens(in: code, language: swift)
                    #expect(tokens.first { $0.range.lowerBound == 0 }?.kind == nil, "\(code)")
                }
            }
        }
    }

    /// Spans are copied a word at a time, the last word read past the run, or ending at it, or byte
    /// by byte in code shorter than a word: a token at every distance from the code's end.
    @Test func spansNearTheEndOfShortCode() {
        for indent in 0..<12 {
            let spaces = String(repeating: " ", count: indent)
            let html = Self.html("```swift\n" + spaces + "Int\n```\n")
            #expect(html == "<pre><code class=\"language-swift\">" + spaces + "<span class=\"hl-type\">Int</span>\n</code></pre>\n")
            let escaped = Self.html("```swift\n" + spaces + "a < \"b\"\n```\n")
            #expect(escaped == "<pre><code class=\"language-swift\">" + spaces
                    + "a &lt; <span class=\"hl-string\">&quot;b&quot;</span>\n</code></pre>\n")
        }
    }

    @Test func unknownLanguagesAndDefaultOutputStayPlain() {
        let markdown = "```brainfuck\n+[<>]\n```\n\n```swift\nlet a = \"<b>\"\n```\n"
        let plain = Self.html(markdown, highlight: false)
        #expect(!plain.contains("<span"))
        let highlighted = Self.html(markdown)
        #expect(highlighted.contains("<pre><code class=\"language-brainfuck\">+[&lt;&gt;]\n</code></pre>"))
        #expect(highlighted.contains("<span class=\"hl-string\">&quot;&lt;b&gt;&quot;</span>"))
        // The streaming writer gives the same bytes as the tree writer.
        var streamed: [UInt8] = []
        var source = markdown
        source.withUTF8 { bytes in
            HTMLRenderer(options: HTMLRenderOptions(highlightsCode: true))
                .render(markdown: bytes, parser: MarkdownParser(options: ParseOptions(extensions: .all))) { streamed += $0 }
        }
        #expect(String(decoding: streamed, as: UTF8.self) == highlighted)
    }

    /// Adversarial inputs (openers without closers, deep nesting, one long line) in every
    /// language: the tokens still tile the input. (Linear time is checked by scripts/pathological.py.)
    @Test(arguments: CodeLanguage.allNames)
    func adversarialInputsTile(language name: String) throws {
        let language = try #require(CodeLanguage(name))
        let units = ["\"\\(", "/*", "#\"", "'a", "#[", "r#\"", "<a ", "<!--", "&a", "[", "{", "\"${", "$", "::a:", "`", "\"\"\"", ">", "- ", "@@", "\\"]
        for unit in units {
            let code = String(repeating: unit, count: 2_000)
            try Self.expectTiling(code, language)
        }
    }

    /// Random bytes (a seeded generator) in every language: the tokens tile the input.
    @Test func randomInputsTile() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("abcXYZ019 _\t\n\"'`#@$:;{}[]()<>/*\\-+=!&|%.,?é😀".utf8)
        for language in CodeLanguage.allNames.compactMap({ CodeLanguage($0) }) {
            for _ in 0..<40 {
                var bytes: [UInt8] = []
                for _ in 0..<300 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    bytes.append(alphabet[Int(state >> 33) % alphabet.count])
                }
                try Self.expectTiling(String(decoding: bytes, as: UTF8.self), language)
            }
        }
    }

    static func expectTiling(_ code: String, _ language: CodeLanguage) throws {
        let tokens = CodeHighlighter.tokens(in: code, language: language)
        var position = 0
        for token in tokens {
            try #require(token.range.lowerBound == position && !token.range.isEmpty, "\(language.name): \(token) at \(position)")
            position = token.range.upperBound
        }
        #expect(position == code.utf8.count, "\(language.name)")
    }
}

import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import MarkdownSyntax
import Testing

/// Hostile Markdown through every HTML output, in its default (safe) mode: no output may hold
/// markup a browser would execute. The payload list is ours; each payload targets one way in
/// (raw HTML, dangerous URL schemes with entity, case and whitespace tricks, attribute
/// injection through titles, alt text, info strings, footnote labels, extended attributes).
@Suite("HTML security")
struct HTMLSecurityTests {
    static let payloads: [String] = [
        // Raw HTML, block and inline, including tags the GFM tag filter names.
        "<script>alert(1)</script>",
        "<div onclick=\"alert(1)\">x</div>",
        "a <img src=x onerror=alert(1)> b",
        "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<svg/onload=alert(1)>",
        "<style>*{}</style><textarea><title><xmp><noembed><noframes><plaintext>",
        "<scr<script>ipt>alert(1)</script>",
        "<!-- --><script>alert(1)</script>",
        "<a href=\"javascript:alert(1)\">x</a>",
        // Dangerous schemes, plain and disguised.
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "[x](&#106;avascript:alert(1))",
        "[x](&#x6A;avascript&#58;alert(1))",
        "[x](javascript&colon;alert(1))",
        "[x](java\\script:alert(1))",
        "[x](<javascript:alert(1)>)",
        "[x](< javascript:alert(1)>)",
        "[x](<java\tscript:alert(1)>)",
        "[x](<\u{0B}javascript:alert(1)>)",
        "[x](vbscript:msgbox(1))",
        "[x](VBScript:msgbox(1))",
        "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "[x](DATA:text/html,<script>alert(1)</script>)",
        "![x](javascript:alert(1))",
        "![x](data:image/svg+xml,<svg onload=alert(1)>)",
        "<javascript:alert(1)>",
        "[x]\n\n[x]: javascript:alert(1)",
        "[x]\n\n[x]: <&#x6A;avascript:alert(1)> \"t\"",
        "www.example.com/javascript:alert(1)",
        // Attribute injection.
        "[x](http://a \"\\\" onmouseover=\\\"alert(1)\")",
        "[x](http://a 'a\" onmouseover=\"alert(1)')",
        "![a\" onerror=\"alert(1)](http://a/b.png)",
        "![a<script>](http://a/b.png \"t\\\" onerror=\\\"alert(1)\")",
        "[x](http://a/\"onmouseover=alert(1)//)",
        "[x](<http://a/\" onmouseover=\"alert(1)>)",
        "```js\" onclick=\"alert(1)\ncode\n```",
        "``` <script>alert(1)</script>\ncode\n```",
        "~~~ \"><script>alert(1)</script>\nx\n~~~",
        "a[^\"><script>alert(1)</script>]\n\n[^\"><script>alert(1)</script>]: note",
        "a[^x\" onclick=\"alert(1)]\n\n[^x\" onclick=\"alert(1)]: <script>alert(1)</script>",
        // Extended attributes reach style attributes and CSS.
        "^[x](customColor: 'danger\" onclick=\"alert(1)')",
        "^[x](customStyle: '<script>alert(1)</script>')",
        "^[x](foo: '\"><script>alert(1)</script>')",
        "^[x](link: 'javascript:alert(1)')",
        // Tables, tasks and nesting around the same tricks.
        "| a | <script>alert(1)</script> |\n|---|---|\n| [x](javascript:alert(1)) | ![y](vbscript:z) |",
        "- [ ] <img src=x onerror=alert(1)>\n- [x] [x](javascript:alert(1))",
        "> [x](javascript:alert(1) \"\\\"><script>\")\n> <script>alert(1)</script>",
    ]

    /// Every HTML output of the package for `markdown`, in its default mode.
    static func outputs(_ markdown: String) throws -> [(mode: String, html: String)] {
        let tree = MarkdownParser(options: ParseOptions(extensions: .all, extendedAttributes: true)).parse(markdown)
        var string = try AttributedString(
            markdown: markdown, including: AttributeScopes.CustomAttributes.self,
            options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true, failurePolicy: .returnPartiallyParsedIfPossible),
            syntaxExtensions: .all)
        let plain = AttributedHTMLRenderer().render(string)
        CustomAttributesTransform().apply(to: &string)
        let themed = Theme.default.apply(to: string)
        return [
            ("syntax tree", HTMLRenderer().render(tree)),
            ("syntax tree, tag filter", HTMLRenderer(options: HTMLRenderOptions(safety: .init(tagFilter: true))).render(tree)),
            ("via AttributedString", plain),
            ("styled, classes", StyledHTMLRenderer().render(themed)),
            ("styled, inline styles", StyledHTMLRenderer(options: .init(inlineStyles: true)).render(themed)),
            ("web preview", WebPreviewRenderer(theme: .default).render(string)),
        ]
    }

    @Test(arguments: payloads)
    func noOutputExecutes(_ payload: String) throws {
        for (mode, html) in try Self.outputs(payload) {
            for problem in ExecutableHTMLScanner.problems(in: html) {
                Issue.record("\(mode): \(problem)\npayload: \(payload)\noutput: \(html)")
            }
        }
    }

    /// The scanner itself finds what it is meant to find.
    @Test func scannerFlagsExecutableMarkup() {
        #expect(!ExecutableHTMLScanner.problems(in: "<script>x</script>").isEmpty)
        #expect(!ExecutableHTMLScanner.problems(in: "<img src=\"x\" onerror=\"y\">").isEmpty)
        #expect(!ExecutableHTMLScanner.problems(in: "<a href=\" JaVa&#115;cript:x\">").isEmpty)
        #expect(!ExecutableHTMLScanner.problems(in: "<a href=\"data:text/html,x\">").isEmpty)
        #expect(ExecutableHTMLScanner.problems(in: "<p>&lt;script&gt; javascript:x</p><img src=\"data:image/png;base64,A\" alt=\"\" />").isEmpty)
    }

    @Test func standalonePageTitleAndThemeNamesCannotEndTheirElements() {
        var theme = Theme.default
        theme.displayName = "*/ </style><script>alert(1)</script>"
        let options = StyledHTMLRenderer.Options(theme: theme, standalone: true, title: "</title><script>alert(1)</script>")
        let page = StyledHTMLRenderer(options: options).render(AttributedString("x"))
        #expect(page.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        #expect(page.components(separatedBy: "<script").count == 1)
        #expect(page.components(separatedBy: "</style>").count == 2)
        var named = Theme.default
        named.name = "x\"] *{} </style><script>"
        let css = WebPreviewRenderer.stylesheet(for: [named])
        #expect(!css.contains("<"))
        #expect(WebPreviewRenderer.documentOpening(for: named).components(separatedBy: "\"").count == 5)
    }

    @Test func safeImageDataURLsStay() {
        let html = AttributedHTMLRenderer().render(AttributedString(stubbornMarkdown: "![x](data:image/png;base64,AAAA)"))
        #expect(html.contains("src=\"data:image/png;base64,AAAA\""))
    }

    /// GFM's tag filter and cmark agree on byte 0x0B (line tabulation) as whitespace after a
    /// tag name, in the tree writer and the AttributedString writer alike.
    @Test func tagFilterTreatsLineTabulationAsWhitespace() throws {
        let markdown = "<script\u{0B}src=x>\n"
        let tree = MarkdownParser(options: ParseOptions(extensions: .all)).parse(markdown)
        let treeHTML = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: true, tagFilter: true))).render(tree)
        let string = try AttributedString(markdown: markdown, syntaxExtensions: .all)
        let viaHTML = AttributedHTMLRenderer(options: .init(unsafe: true, tagFilter: true)).render(string)
        #expect(treeHTML.contains("&lt;script\u{0B}"))
        #expect(viaHTML.contains("&lt;script\u{0B}"))
    }
}

extension AttributedString {
    /// A string parsed with GFM; nil-free for tests.
    fileprivate init(stubbornMarkdown: String) {
        self = (try? AttributedString(markdown: stubbornMarkdown, syntaxExtensions: .all)) ?? AttributedString(stubbornMarkdown)
    }
}

/// Finds what a browser would execute in HTML: script-bearing elements, event-handler
/// attributes, and `href`/`src`/`action`/`formaction`/`style` values that run script.
enum ExecutableHTMLScanner {
    static let executableElements: Set<String> = ["script", "iframe", "object", "embed", "svg", "math", "style", "base", "form", "meta", "link", "frame", "frameset", "textarea", "title", "xmp", "noembed", "noframes", "plaintext"]

    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            // Comments are inert.
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                var end = index + 4
                while end + 2 < bytes.count, !(bytes[end] == 0x2D && bytes[end + 1] == 0x2D && bytes[end + 2] == 0x3E) { end += 1 }
                index = end + 3
                continue
            }
            var cursor = index + 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart else { index += 1; continue }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            if executableElements.contains(name) { problems.append("element <\(name)>") }
            // Attributes up to the closing `>`.
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
                while cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
                let attributeStart = cursor
                while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                let attribute = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self).lowercased()
                var value = ""
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                        let quote = bytes[cursor]
                        let valueStart = cursor + 1
                        cursor = valueStart
                        while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                        value = String(decoding: bytes[valueStart..<Swift.min(cursor, bytes.count)], as: UTF8.self)
                        cursor += 1
                    } else {
                        let valueStart = cursor
                        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                        value = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
                    }
                }
                if attribute.hasPrefix("on") { problems.append("event handler \(attribute) on <\(name)>") }
                if ["href", "src", "action", "formaction", "xlink:href", "srcdoc"].contains(attribute), isScriptURL(value) {
                    problems.append("\(attribute)=\"\(value)\" on <\(name)>")
                }
                if attribute == "style", value.lowercased().contains("expression(") || value.lowercased().contains("url(") {
                    problems.append("style with \(value)")
                }
            }
            index = cursor + 1
        }
        return problems
    }

    /// True when a browser would treat `value` as a script or document URL: entities decoded,
    /// ASCII whitespace and controls dropped, case ignored.
    static func isScriptURL(_ value: String) -> Bool {
        var decoded = value
        for (entity, character) in [("&colon;", ":"), ("&#58;", ":"), ("&#x3a;", ":"), ("&#x3A;", ":"), ("&#115;", "s"), ("&#106;", "j"), ("&#x6a;", "j"), ("&#x6A;", "j"), ("&amp;", "&"), ("&Tab;", ""), ("&NewLine;", "")] {
            decoded = decoded.replacingOccurrences(of: entity, with: character)
        }
        let compact = String(decoded.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
        if compact.hasPrefix("javascript:") || compact.hasPrefix("vbscript:") { return true }
        if compact.hasPrefix("data:") { return !compact.hasPrefix("data:image/") || compact.hasPrefix("data:image/svg") }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

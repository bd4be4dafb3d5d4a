/// The table that drives ``CodeLexer`` for one language of the C-like and script-like families:
/// its words, comment and string syntax and the few conventions that differ between them.
struct CodeGrammar: Sendable {
    /// How an apostrophe starts a token.
    enum Apostrophe: Sendable {
        /// A string, like a double quote (Python, JavaScript, shell, SQL…).
        case string
        /// A character literal of one (escaped) character, else a lifetime or label (Rust, Swift).
        case characterOrLifetime
        /// A character literal up to the next apostrophe on the line (C, Java…).
        case character
    }

    var words: CodeWordLists
    /// Words after which the next identifier is a definition's name: a function's…
    var functionIntroducers: CodeWordLists = CodeWordLists()
    /// …or a type's.
    var typeIntroducers: CodeWordLists = CodeWordLists()
    /// Line comments' markers, space-separated (`//`, `#`, `-- #`): at most two, of one or two
    /// bytes each. (Strings rather than arrays of byte arrays, here and below: an array of arrays
    /// had its type's metadata built from the mangled name when the first grammar was made.)
    var lineComments = "//"
    /// Block comments' delimiters (`/*`, `*/`; at most eight bytes each), and whether they nest
    /// (Swift, Rust, Kotlin).
    var blockComment: (open: String, close: String)? = ("/*", "*/")
    var nestedBlockComments = false
    var apostrophe: Apostrophe = .string
    /// `"""` strings (Swift, Python, Kotlin, Java).
    var tripleQuotes = false
    /// Backtick strings (JavaScript's templates, Go's raw strings, shell's commands).
    var backtickStrings = false
    /// Strings may span lines without a backslash (shell, Ruby, PHP).
    var multilineStrings = false
    /// Identifiers written right before a quote that make it part of a string (`r"…"`, `f'…'`, `b"…"`).
    var stringPrefixes: CodeWordLists = CodeWordLists()
    /// `#` directives at a line's start are preprocessor lines (C family).
    var preprocessor = false
    /// `#word` is a keyword (Swift's `#if`, `#available`) and `#"…"#` a raw string.
    var hashKeywords = false
    /// `#[…]` and `#![…]` are attributes (Rust).
    var hashAttributes = false
    /// `@name` is an annotation (Swift, Java, Kotlin, Python, TypeScript).
    var annotations = false
    /// `@word` is a keyword and `@"…"` a string (Objective-C).
    var atKeywords = false
    /// Bytes that start a variable: `$` (PHP, shell), `@` (Ruby).
    var variableSigils = ""
    /// A variable's name after its sigil is read as one name but left unclassed, in code and
    /// inside strings, and `$this` is a keyword (PHP). GitHub shows PHP's variables in the text's
    /// own colour (only the `$` is tinted), and highlight.js 9.18 leaves them unclassed; shell's
    /// `$NAME` and Ruby's `@name` stay variables, as both show them.
    var plainVariables = false
    /// A definition's name after a type introducer goes on through `\`: each part of a qualified
    /// name is a type, the separators plain (PHP's `namespace App\Http;`, `use Illuminate\Support\Str;`,
    /// where `namespace`, `use`, `extends` and `implements` introduce a type's name).
    var qualifiedNames = false
    /// `:name` is a symbol (Ruby).
    var symbols = false
    /// Identifiers that start with a capital letter are types (Swift, Kotlin, Java…).
    var capitalizedTypes = false
    /// A capitalized type's `?` or `!` right after it is part of it (Swift's `Int?`).
    var optionalTypes = false
    /// An identifier right after a type or another identifier and right before `(` is a
    /// function's name (C's `int main(void)`, Java's `static int sum(`).
    var typedDefinitions = false
    /// `name!` is a macro (Rust).
    var bangMacros = false
    /// Names with an Apple framework's prefix and a capital after it (`NSString`, `UIView`,
    /// `CGRect`) are types, unless the word table classes them (`NSLog`) (Objective-C).
    var frameworkTypes = false
    /// `/…/` where an expression starts (after `(`, `,`, `=`, an operator or at a line's start) is
    /// a regular expression, classed as a string (Ruby, JavaScript, TypeScript).
    var regexLiterals = false
    /// `<?php`, `<?=` and `?>` are keywords (PHP's processing tags).
    var processingTags = false
    /// `$` is an identifier character (JavaScript, TypeScript).
    var dollarIdentifiers = false
    /// Words are matched without regard to case (SQL).
    var caseInsensitive = false
    /// Shell words: `-` and `.` continue a word, `#` starts a comment only at a word's start,
    /// numbers are plain.
    var shellWords = false
    /// A `.` right before a digit may start a number (`.5` in C, Python, JavaScript…). Off where
    /// the language has no such literal (Swift, Rust, Ruby; shell's numbers are plain): there `.`
    /// is plain punctuation, so `1...9` is `1`, `...` and `9`, and the lexer's main loop passes
    /// a `.` with the punctuation around it instead of stepping to it alone.
    var leadingDotNumbers = true
}

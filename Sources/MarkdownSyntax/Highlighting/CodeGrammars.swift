/// The word tables and conventions of each language ``CodeLexer`` handles, built once.
enum CodeGrammars {
    /// Keywords after which a name followed by `(` is a call, not a definition (`return f(x)`).
    static let statementKeywords = CodeWordLists(keywords: """
        return new delete else case throw goto sizeof typeof co_return co_await co_yield yield await do if while for \
        switch catch not and or
        """)

    private static func words(_ keywords: String, types: String = "", constants: String = "", functions: String = "") -> CodeWordLists {
        CodeWordLists(keywords: keywords, types: types, constants: constants, functions: functions)
    }

    private static let cKeywords = """
        auto break case const continue default do else enum extern for goto if inline register restrict return sizeof \
        static struct switch typedef union volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic _Noreturn \
        _Static_assert _Thread_local
        """
    private static let cTypes = """
        char double float int long short signed unsigned void size_t ssize_t ptrdiff_t intptr_t uintptr_t int8_t int16_t \
        int32_t int64_t uint8_t uint16_t uint32_t uint64_t bool wchar_t FILE
        """
    private static let cConstants = "NULL true false EOF stdin stdout stderr"
    private static let cFunctions = """
        printf fprintf sprintf snprintf scanf puts fputs malloc calloc realloc free memcpy memset strlen strcmp strcpy \
        exit assert memmove memcmp strncmp strncpy strcat strncat strchr strrchr strstr strtok strdup fopen fclose fread \
        fwrite fgets fputc fgetc getchar putchar atoi atol atof strtol strtoul strtod qsort bsearch abort abs labs \
        fabs sqrt pow exp log log10 floor ceil round fmod sin cos tan atan2 fmin fmax
        """

    static let c: CodeGrammar = {
        var grammar = CodeGrammar(words: words(cKeywords + " " + cTypes, constants: cConstants, functions: cFunctions))
        grammar.apostrophe = .character
        grammar.typedDefinitions = true
        grammar.preprocessor = true
        grammar.typeIntroducers = words("struct union enum")
        return grammar
    }()

    static let cpp: CodeGrammar = {
        var grammar = c
        grammar.words = words(cKeywords + " " + """
            alignas alignof and and_eq asm bitand bitor catch class co_await co_return co_yield compl concept consteval \
            constexpr constinit const_cast decltype delete dynamic_cast explicit export final friend module mutable \
            namespace new noexcept not not_eq operator or or_eq override private protected public reinterpret_cast \
            requires static_assert static_cast template this thread_local throw try typeid typename using virtual xor xor_eq
            """ + " " + cTypes + " char8_t char16_t char32_t", types: "std string vector map set unordered_map unique_ptr shared_ptr",
            constants: cConstants + " nullptr", functions: cFunctions + " cout cin cerr endl")
        grammar.typeIntroducers = words("struct union enum class namespace")
        return grammar
    }()

    static let objectiveC: CodeGrammar = {
        var grammar = c
        grammar.words = words(cKeywords + " " + cTypes + " self super in out inout bycopy byref oneway id instancetype BOOL SEL"
                              + " nonatomic atomic readonly readwrite strong weak assign retain nullable nonnull",
                              types: """
                              NSInteger NSUInteger CGFloat Class IMP NSObject NSString NSMutableString NSArray NSMutableArray \
                              NSDictionary NSMutableDictionary NSNumber NSData NSError NSURL NSSet UIView UIViewController
                              """,
                              constants: cConstants + " YES NO nil Nil", functions: cFunctions + " NSLog")
        grammar.atKeywords = true
        grammar.frameworkTypes = true
        return grammar
    }()

    static let swift: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            actor any as associatedtype async await borrowing break case catch class consume consuming continue convenience \
            default defer deinit didSet do dynamic else enum extension fallthrough fileprivate final for func get guard if \
            import in indirect infix init inout internal is isolated lazy let macro mutating nonisolated nonmutating open \
            operator optional override package postfix precedencegroup prefix private protocol public repeat required \
            rethrows return sending set some static struct subscript super switch throw throws try typealias unowned var \
            weak where while willSet self Self Type Protocol
            """, constants: "true false nil", functions: """
            print debugPrint dump min max abs zip stride assert assertionFailure precondition preconditionFailure \
            fatalError readLine swap withUnsafePointer withUnsafeMutablePointer withExtendedLifetime unsafeBitCast
            """))
        grammar.nestedBlockComments = true
        grammar.apostrophe = .characterOrLifetime
        grammar.tripleQuotes = true
        grammar.optionalTypes = true
        grammar.hashKeywords = true
        grammar.annotations = true
        grammar.capitalizedTypes = true
        grammar.functionIntroducers = words("func")
        grammar.typeIntroducers = words("class struct enum protocol extension actor")
        grammar.leadingDotNumbers = false
        return grammar
    }()

    static let rust: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            as async await break const continue crate dyn else enum extern fn for if impl in let loop match mod move mut \
            pub ref return self Self static struct super trait type union unsafe use where while yield
            """, types: """
            i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char str String Vec Option Result Box
            """, constants: "true false Some None Ok Err"))
        grammar.nestedBlockComments = true
        grammar.apostrophe = .characterOrLifetime
        grammar.hashAttributes = true
        grammar.bangMacros = true
        grammar.multilineStrings = true
        grammar.stringPrefixes = words("r b br")
        grammar.functionIntroducers = words("fn")
        grammar.typeIntroducers = words("struct enum trait union type")
        grammar.leadingDotNumbers = false
        return grammar
    }()

    static let go: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            break case chan const continue default defer else fallthrough for func go goto if import interface map package \
            range return select struct switch type var \
            bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string uint uint8 uint16 \
            uint32 uint64 uintptr any
            """, constants: "true false nil iota", functions: "append cap close copy delete len make new panic print println recover"))
        grammar.backtickStrings = true
        grammar.apostrophe = .character
        grammar.functionIntroducers = words("func")
        return grammar
    }()

    private static let javaKeywords = """
        abstract assert break case catch class continue default do else enum extends final finally for if implements \
        import instanceof interface native new package private protected public return static strictfp super switch \
        synchronized this throw throws transient try volatile while var record sealed permits yield non-sealed
        """

    static let java: CodeGrammar = {
        var grammar = CodeGrammar(words: words(javaKeywords + " boolean byte char double float int long short void",
                                               constants: "true false null"))
        grammar.typedDefinitions = true
        grammar.apostrophe = .character
        grammar.tripleQuotes = true
        grammar.annotations = true
        grammar.typeIntroducers = words("class interface enum record")
        return grammar
    }()

    static let kotlin: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            abstract actual annotation as break by catch class companion const constructor continue crossinline data do \
            dynamic else enum expect external final finally for fun get if import in infix init inline inner interface \
            internal is lateinit noinline object open operator out override package private protected public reified \
            return sealed set super suspend tailrec this throw try typealias val var vararg when where while
            """, types: "Any Unit Nothing Int Long Short Byte Double Float Boolean Char String Array List Map Set",
            constants: "true false null"))
        grammar.nestedBlockComments = true
        grammar.apostrophe = .character
        grammar.tripleQuotes = true
        grammar.annotations = true
        grammar.functionIntroducers = words("fun")
        grammar.typeIntroducers = words("class interface object")
        return grammar
    }()

    private static let javaScriptKeywords = """
        async await break case catch class const continue debugger default delete do else export extends finally for \
        from function get if import in instanceof let new of return set static super switch this throw try typeof var \
        void while with yield
        """
    private static let javaScriptConstants = "true false null undefined NaN Infinity"
    private static let javaScriptBuiltIns = """
        Array Boolean Date Error JSON Map Math Number Object Promise Proxy Reflect RegExp Set String Symbol WeakMap \
        WeakSet console document window require module exports process globalThis
        """

    static let javaScript: CodeGrammar = {
        var grammar = CodeGrammar(words: words(javaScriptKeywords, constants: javaScriptConstants, functions: javaScriptBuiltIns))
        grammar.backtickStrings = true
        grammar.dollarIdentifiers = true
        grammar.functionIntroducers = words("function")
        grammar.typeIntroducers = words("class")
        grammar.regexLiterals = true
        return grammar
    }()

    static let typeScript: CodeGrammar = {
        var grammar = javaScript
        grammar.words = words(javaScriptKeywords + " " + """
            abstract as declare enum implements interface keyof namespace private protected public readonly type \
            is infer satisfies override
            """, types: "any boolean never number object string symbol unknown bigint", constants: javaScriptConstants,
            functions: javaScriptBuiltIns)
        grammar.annotations = true
        grammar.typeIntroducers = words("class interface enum type")
        return grammar
    }()

    static let python: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            and as assert async await break class continue def del elif else except finally for from global if import in \
            is lambda nonlocal not or pass raise return try while with yield match case
            """, constants: "True False None Ellipsis NotImplemented", functions: """
            abs all any bin bool bytes callable chr dict dir divmod enumerate eval exec filter float format frozenset \
            getattr hasattr hash help hex id input int isinstance issubclass iter len list map max min next object oct \
            open ord pow print property range repr reversed round set setattr slice sorted str sum super tuple type vars zip
            """))
        grammar.lineComments = "#"
        grammar.blockComment = nil
        grammar.tripleQuotes = true
        grammar.annotations = true
        grammar.stringPrefixes = words("r u f b rb br fr rf R U F B Rb bR BR RB Br Fr fR FR rF RF")
        grammar.functionIntroducers = words("def")
        grammar.typeIntroducers = words("class")
        return grammar
    }()

    static let ruby: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            alias and begin break case class def defined? do else elsif end ensure for if in module next not or redo \
            rescue retry return self super then undef unless until when while yield __FILE__ __LINE__ require \
            require_relative include extend attr_accessor attr_reader attr_writer private protected public raise loop
            """, constants: "true false nil", functions: "puts print p lambda proc"))
        grammar.lineComments = "#"
        grammar.blockComment = ("=begin", "=end")
        grammar.multilineStrings = true
        grammar.backtickStrings = true
        grammar.variableSigils = "@$"
        grammar.symbols = true
        grammar.functionIntroducers = words("def")
        grammar.typeIntroducers = words("class module")
        grammar.regexLiterals = true
        grammar.leadingDotNumbers = false
        return grammar
    }()

    static let php: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            abstract and array as break callable case catch class clone const continue declare default do echo else \
            elseif empty enddeclare endfor endforeach endif endswitch endwhile enum extends final finally fn for foreach \
            function global goto if implements include include_once instanceof insteadof interface isset list match \
            namespace new or print private protected public readonly require require_once return static switch throw \
            trait try unset use var while xor yield
            """, types: "int float bool string void mixed never object iterable self parent",
            constants: "true false null TRUE FALSE NULL __CLASS__ __DIR__ __FILE__ __FUNCTION__ __LINE__ __METHOD__ __NAMESPACE__"))
        grammar.lineComments = "// #"
        grammar.multilineStrings = true
        grammar.variableSigils = "$"
        grammar.plainVariables = true
        grammar.processingTags = true
        grammar.functionIntroducers = words("function")
        grammar.typeIntroducers = words("class interface trait enum namespace use extends implements")
        grammar.qualifiedNames = true
        return grammar
    }()

    static let shell: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            if then else elif fi for while until in do done case esac function select time coproc return break continue
            """, constants: "true false", functions: """
            alias bg bind builtin caller cd command compgen complete declare dirs disown echo enable eval exec exit export \
            fc fg getopts hash help history jobs kill let local logout mapfile popd printf pushd pwd read readarray \
            readonly set shift shopt source suspend test times trap type typeset ulimit umask unalias unset wait
            """))
        grammar.lineComments = "#"
        grammar.blockComment = nil
        grammar.multilineStrings = true
        grammar.backtickStrings = true
        grammar.variableSigils = "$"
        grammar.shellWords = true
        grammar.functionIntroducers = words("function")
        grammar.leadingDotNumbers = false
        return grammar
    }()

    static let sql: CodeGrammar = {
        var grammar = CodeGrammar(words: words("""
            add all alter and any as asc begin between by cascade case check column commit constraint create cross database \
            default delete desc distinct drop else end exists foreign from full group having if in index inner insert \
            into is join key left like limit not offset on or order outer primary references replace returning \
            right rollback select set table then transaction trigger truncate union unique update using values view \
            when where with
            """, types: """
            int integer smallint bigint decimal numeric real float double precision char varchar text blob boolean date \
            time timestamp interval serial uuid json jsonb
            """, constants: "true false null", functions: "count sum avg min max coalesce now lower upper length cast substring"))
        // `#` too: MySQL's line comment, which GitHub's SQL grammar also reads as one.
        grammar.lineComments = "-- #"
        grammar.caseInsensitive = true
        return grammar
    }()
}

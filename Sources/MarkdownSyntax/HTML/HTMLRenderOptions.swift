/// Options of ``HTMLRenderer``.
public struct HTMLRenderOptions: Hashable, Sendable {
    /// What raw HTML and dangerous URLs become; safe by default (see ``HTMLSafetyOptions``).
    public var safety: HTMLSafetyOptions
    /// Never nest `<strong>` directly inside `<strong>`, as cmark-gfm's HTML renderer does
    /// (`****foo****` gives `<strong>foo</strong>`); CommonMark 0.31.2 nests them.
    public var collapsesNestedStrong: Bool
    /// Give every heading an `id` attribute with its GitHub-style anchor slug
    /// (`<h2 id="getting-started">`, see ``HeadingSlugger``), so that `#getting-started` links to
    /// it. Off by default: cmark writes no ids.
    public var headingIDs: Bool
    /// Highlight fenced code whose language ``CodeLanguage`` knows: each token in
    /// `<span class="hl-keyword">` (``CodeTokenKind/cssClass``) inside `<code class="language-…">`.
    /// Off by default: cmark writes code as plain escaped text.
    public var highlightsCode: Bool

    /// Options; all off by default (safe output, no tag filter, CommonMark's nested strong, no
    /// heading ids, no highlighting).
    public init(safety: HTMLSafetyOptions = .init(), collapsesNestedStrong: Bool = false, headingIDs: Bool = false,
                highlightsCode: Bool = false) {
        self.safety = safety
        self.collapsesNestedStrong = collapsesNestedStrong
        self.headingIDs = headingIDs
        self.highlightsCode = highlightsCode
    }

    /// Options with the safety settings spelled out.
    @available(*, deprecated, message: "use init(safety: HTMLSafetyOptions(unsafe:tagFilter:), …)")
    public init(unsafe: Bool, tagFilter: Bool = false, collapsesNestedStrong: Bool = false, headingIDs: Bool = false) {
        self.init(safety: HTMLSafetyOptions(unsafe: unsafe, tagFilter: tagFilter),
                  collapsesNestedStrong: collapsesNestedStrong, headingIDs: headingIDs)
    }

    /// ``HTMLSafetyOptions/unsafe`` of ``safety``.
    @available(*, deprecated, renamed: "safety.unsafe")
    public var unsafe: Bool {
        get { safety.unsafe }
        set { safety.unsafe = newValue }
    }

    /// ``HTMLSafetyOptions/tagFilter`` of ``safety``.
    @available(*, deprecated, renamed: "safety.tagFilter")
    public var tagFilter: Bool {
        get { safety.tagFilter }
        set { safety.tagFilter = newValue }
    }
}

/// The characters the Markdown mapping writes where the source has no text of its own.
///
/// Apple's `AttributedString(markdown:)` concatenates blocks without separators, so an element
/// with no characters would vanish along with its attributes. These constants name the
/// characters used instead, so that renderers can recognise them.
public enum MarkdownMappingConventions {
    /// The text of a thematic break (`---`): one U+2E3B THREE-EM DASH (`⸻`), carrying the
    /// `.thematicBreak` presentation intent.
    ///
    /// This is the character Apple's `AttributedString(markdown:)` writes for a thematic break
    /// (recorded on macOS; see the `AppleCompatibility` article). Renderers recognise it and draw a
    /// rule of their own instead.
    public static let thematicBreak = "\u{2E3B}"

    /// The thematic-break text that earlier versions of this package wrote (U+2015 HORIZONTAL
    /// BAR), still recognised by the renderers so that strings saved then render as rules.
    public static let legacyThematicBreak = "\u{2015}"

    /// True when `text` is what a thematic break's run holds: nothing, ``thematicBreak`` or
    /// ``legacyThematicBreak``.
    public static func isThematicBreakPlaceholder(_ text: some StringProtocol) -> Bool {
        text.isEmpty || text == thematicBreak || text == legacyThematicBreak
    }

    /// The text of a link or image whose content is empty (`[](url)`, `![](src)`): one U+FFFC
    /// OBJECT REPLACEMENT CHARACTER, carrying the `link` or `imageURL`.
    ///
    /// U+FFFC is what attributed strings already use to stand for an embedded object; renderers
    /// treat a link or image whose whole text is this character as having no text.
    public static let emptyContentPlaceholder = "\u{FFFC}"
}

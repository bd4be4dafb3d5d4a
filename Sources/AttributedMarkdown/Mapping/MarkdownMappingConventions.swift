/// The characters the Markdown mapping writes where the source has no text of its own.
///
/// Apple's `AttributedString(markdown:)` concatenates blocks without separators, so an element
/// with no characters would vanish along with its attributes. These constants name the
/// characters used instead, so that renderers can recognise them.
public enum MarkdownMappingConventions {
    /// The text of a thematic break (`---`): one U+2015 HORIZONTAL BAR, carrying the
    /// `.thematicBreak` presentation intent.
    ///
    /// A visible, non-whitespace character survives trimming, reads as a rule when the string is
    /// shown as is, and cannot be mistaken for a line break or a code block's final newline.
    public static let thematicBreak = "\u{2015}"

    /// The text of a link or image whose content is empty (`[](url)`, `![](src)`): one U+FFFC
    /// OBJECT REPLACEMENT CHARACTER, carrying the `link` or `imageURL`.
    ///
    /// U+FFFC is what attributed strings already use to stand for an embedded object; renderers
    /// treat a link or image whose whole text is this character as having no text.
    public static let emptyContentPlaceholder = "\u{FFFC}"
}

/// The base direction of a block's text, which decides where lines start and how neutral
/// characters (punctuation, digits) between scripts are ordered.
///
/// Foundation's own `writingDirection` attribute (`AttributedString.WritingDirection`) has only
/// `leftToRight`/`rightToLeft` and describes a *run*; this one is the block's base direction and
/// has `natural` ("take it from the first strong character"), which is what mixed-language
/// documents need. Raw values are the stable JSON names.
public enum BaseWritingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case natural, leftToRight, rightToLeft
}

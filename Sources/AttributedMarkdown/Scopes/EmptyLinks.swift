import Foundation

/// Links with an empty label (`[](tel:1)`) next to a character, for renderers.
///
/// Apple's parser gives such a link no characters (recorded on macOS 26: `before [](tel:1) after`
/// is `"before  after"`), and an attributed string cannot hold an attribute on no text. So the
/// mapping records each one on a neighbouring character of the same block: on the first character
/// after it (``before``) or, at the end of a block, on the last character before it (``after``).
/// HTML and the other renderers write them back (`<a href="tel:1"></a>`).
public struct EmptyLinks: Codable, Hashable, Sendable {
    /// One link with an empty label.
    public struct Link: Codable, Hashable, Sendable {
        /// The resolved destination, as the link attribute would hold it.
        public var url: URL?
        /// The destination as written (`AMRawLink`).
        public var destination: String?
        /// The link's title, when not empty.
        public var title: String?
        /// The inline formatting around the link (`*[](u)*`), when any.
        public var inlinePresentationIntent: InlinePresentationIntent?

        public init(url: URL?, destination: String?, title: String?, inlinePresentationIntent: InlinePresentationIntent? = nil) {
            self.url = url
            self.destination = destination
            self.title = title
            self.inlinePresentationIntent = inlinePresentationIntent
        }
    }

    /// Links that come right before this character.
    public var before: [Link]
    /// Links that come right after this character (at the end of a block).
    public var after: [Link]

    public init(before: [Link] = [], after: [Link] = []) {
        self.before = before
        self.after = after
    }
}

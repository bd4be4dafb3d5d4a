/// The class of a token in highlighted code: the common set that GitHub's, highlight.js's and
/// editors' themes colour.
///
/// Text that is none of these (identifiers, white space, most punctuation) has no kind.
public enum CodeTokenKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// A reserved word of the language (`func`, `if`, `return`), or a preprocessor directive.
    case keyword
    /// A type name (`String`, `int`, `Vec`).
    case type
    /// A string or character literal, including its quotes.
    case string
    /// A number literal.
    case number
    /// A comment.
    case comment
    /// The name of a function or method where it is defined, or a macro.
    case function
    /// A named constant (`true`, `nil`, `None`), a symbol (`:name`) or a lifetime.
    case constant
    /// An operator.
    case `operator`
    /// Punctuation that separates (`{`, `:`, `,` in data formats).
    case punctuation
    /// A markup tag name, or a selector in a style sheet.
    case tag
    /// An attribute: a markup attribute, a data key, a property, an annotation (`@objc`, `#[derive]`).
    case attribute
    /// A variable with a sigil (`$HOME`, `@name`).
    case variable
    /// A line a diff adds.
    case inserted
    /// A line a diff removes.
    case deleted

    /// The CSS class of highlighted HTML: `hl-` and the name (`hl-keyword`).
    public var cssClass: String { "hl-" + rawValue }
}

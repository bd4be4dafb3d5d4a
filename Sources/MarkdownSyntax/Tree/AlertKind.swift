/// The type of a GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (the ``MarkdownExtensions/alerts`` extension).
///
/// The raw value is the lower-case name GitHub uses in its class names
/// (`markdown-alert-note`…).
public enum AlertKind: String, CaseIterable, Hashable, Sendable, Codable {
    case note
    case tip
    case important
    case warning
    case caution

    /// The title GitHub shows in place of the marker: `Note`, `Tip`, `Important`, `Warning`, `Caution`.
    public var title: String {
        switch self {
        case .note: return "Note"
        case .tip: return "Tip"
        case .important: return "Important"
        case .warning: return "Warning"
        case .caution: return "Caution"
        }
    }

    /// The marker as Markdown writes it: `[!NOTE]`…
    public var marker: String { "[!" + rawValue.uppercased() + "]" }

    /// The kind whose name is `name`, compared without regard to ASCII case (`note`, `NOTE`,
    /// `Note`…), or nil.
    public init?(name: some StringProtocol) {
        let lowered = name.utf8.lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        guard let kind = Self.allCases.first(where: { $0.rawValue.utf8.elementsEqual(lowered) }) else { return nil }
        self = kind
    }
}

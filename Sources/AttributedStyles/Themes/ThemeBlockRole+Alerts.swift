import AttributedMarkdown

extension Theme.BlockRole {
    // The alert roles style what an output adds for a GitHub alert: its title line, the icon
    // drawn in the title's colour, and the bar beside the alert. The alert's content has the
    // ``blockQuote`` role, as its runs' intents say.

    /// The role of the title of an alert of `kind`.
    public static func alert(_ kind: AlertKind) -> Theme.BlockRole {
        switch kind {
        case .note: .alertNote
        case .tip: .alertTip
        case .important: .alertImportant
        case .warning: .alertWarning
        case .caution: .alertCaution
        }
    }

    /// The alert type of an alert role, nil for the other roles.
    public var alertKind: AlertKind? {
        switch self {
        case .alertNote: .note
        case .alertTip: .tip
        case .alertImportant: .important
        case .alertWarning: .warning
        case .alertCaution: .caution
        default: nil
        }
    }
}

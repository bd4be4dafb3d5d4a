import Foundation
import AttributedMarkdown

extension Theme {
    /// The inline intents a theme can style: four `InlinePresentationIntent` options and links.
    ///
    /// Raw values are stable names. The cases are listed from least to most specific: when a run
    /// has several, the later one wins where they set the same key (a link's color beats code's).
    public enum InlineRole: String, Hashable, Sendable, CaseIterable {
        case emphasized, stronglyEmphasized, strikethrough, code, link

        /// The roles of a run with `intent` (and a link when `isLink`), least specific first.
        public static func roles(for intent: InlinePresentationIntent?, isLink: Bool) -> [InlineRole] {
            var roles: [InlineRole] = []
            if let intent {
                if intent.contains(.emphasized) { roles.append(.emphasized) }
                if intent.contains(.stronglyEmphasized) { roles.append(.stronglyEmphasized) }
                if intent.contains(.strikethrough) { roles.append(.strikethrough) }
                if intent.contains(.code) { roles.append(.code) }
            }
            if isLink { roles.append(.link) }
            return roles
        }

        /// The CSS class renderers put on the inline element and ``StyleCSS`` styles:
        /// `am-em`, `am-strong`, `am-del`, `am-code`, `am-a`.
        public var cssClassName: String {
            switch self {
            case .emphasized: return "am-em"
            case .stronglyEmphasized: return "am-strong"
            case .strikethrough: return "am-del"
            case .code: return "am-code"
            case .link: return "am-a"
            }
        }
    }
}

import Foundation
import AttributedMarkdown

extension Theme {
    /// The kinds of block a theme can style, derived from `PresentationIntent` kinds.
    ///
    /// Ordered and unordered lists share ``list``; a table's header row is ``tableHeader``
    /// (its cells are inside it); table rows and cells have no role of their own, they take the
    /// table's style. Raw values are stable names, also used for CSS classes (``cssClassName``).
    public enum BlockRole: String, Hashable, Sendable, CaseIterable {
        case heading1, heading2, heading3, heading4, heading5, heading6
        case paragraph, codeBlock, blockQuote, list, listItem, table, tableHeader, thematicBreak
        /// The title (and icon and bar) of a GitHub alert of each type (`> [!NOTE]`…; see
        /// ThemeBlockRole+Alerts.swift).
        case alertNote, alertTip, alertImportant, alertWarning, alertCaution

        /// The role of a heading of `level`; levels outside 1…6 are clamped, as HTML does.
        public static func heading(level: Int) -> BlockRole {
            switch level {
            case ...1: return .heading1
            case 2: return .heading2
            case 3: return .heading3
            case 4: return .heading4
            case 5: return .heading5
            default: return .heading6
            }
        }

        /// The role of a `PresentationIntent` kind, or `nil` for kinds without one (table rows
        /// and cells).
        public init?(_ kind: PresentationIntent.Kind) {
            switch kind {
            case .paragraph: self = .paragraph
            case .header(let level): self = .heading(level: level)
            case .orderedList, .unorderedList: self = .list
            case .listItem: self = .listItem
            case .codeBlock: self = .codeBlock
            case .blockQuote: self = .blockQuote
            case .thematicBreak: self = .thematicBreak
            case .table: self = .table
            case .tableHeaderRow: self = .tableHeader
            default: return nil
            }
        }

        /// The CSS class renderers put on the block and ``StyleCSS`` styles:
        /// `am-h1`…`am-h6`, `am-p`, `am-pre`, `am-blockquote`, `am-list`, `am-li`, `am-table`,
        /// `am-thead`, `am-hr`, and `am-alert-note`… on the alerts.
        public var cssClassName: String {
            switch self {
            case .heading1: return "am-h1"
            case .heading2: return "am-h2"
            case .heading3: return "am-h3"
            case .heading4: return "am-h4"
            case .heading5: return "am-h5"
            case .heading6: return "am-h6"
            case .paragraph: return "am-p"
            case .codeBlock: return "am-pre"
            case .blockQuote: return "am-blockquote"
            case .list: return "am-list"
            case .listItem: return "am-li"
            case .table: return "am-table"
            case .tableHeader: return "am-thead"
            case .thematicBreak: return "am-hr"
            case .alertNote, .alertTip, .alertImportant, .alertWarning, .alertCaution:
                return "am-alert-" + (alertKind?.rawValue ?? "")
            }
        }
    }
}

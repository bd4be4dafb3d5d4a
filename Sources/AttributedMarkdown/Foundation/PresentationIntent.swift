#if !canImport(Darwin)
import Foundation

/// The block structure a run of text belongs to: the chain of blocks from the innermost
/// (a paragraph, a header, a table cell…) out to the outermost (a list, a block quote…).
///
/// Apple's type of the same name (ObjC `NSPresentationIntent`), for platforms whose Foundation
/// lacks it. Each block in the chain has an ``IntentType`` with a document-wide `identity`, so
/// that two runs can tell whether they belong to the same block.
public struct PresentationIntent: Hashable, Sendable, Codable, CustomDebugStringConvertible, CustomStringConvertible {
    /// The blocks, innermost first.
    public var components: [IntentType]

    /// A chain of blocks given innermost first.
    public init(types: [IntentType]) {
        components = types
    }

    /// A block of `kind` with `identity`, nested inside `parent` (when given).
    public init(_ kind: Kind, identity: Int, parent: PresentationIntent? = nil) {
        components = [IntentType(kind: kind, identity: identity)] + (parent?.components ?? [])
    }

    /// The number of blocks in the chain.
    public var count: Int { components.count }

    /// How deeply lists nest at this point: 0 inside the outermost list, +1 per nested list
    /// (as Apple documents it); 0 outside any list.
    public var indentationLevel: Int {
        let lists = components.reduce(0) { count, component in
            switch component.kind {
            case .orderedList, .unorderedList: return count + 1
            default: return count
            }
        }
        return Swift.max(0, lists - 1)
    }

    /// True when every component has a positive identity and no identity repeats.
    public var isValid: Bool {
        var seen = Set<Int>()
        for component in components {
            guard component.identity > 0, seen.insert(component.identity).inserted else { return false }
        }
        return true
    }

    /// `[paragraph (id 6), listItem 1 (id 5), unorderedList (id 4)]`, as Apple prints it.
    public var debugDescription: String {
        "[" + components.map(\.debugDescription).joined(separator: ", ") + "]"
    }

    public var description: String { debugDescription }

    /// One block of the chain: its kind and its document-wide identity.
    public struct IntentType: Hashable, Sendable, Codable, CustomDebugStringConvertible {
        public var kind: Kind
        public var identity: Int

        // Not public: Apple's `IntentType` has no public initializer (use `PresentationIntent(_:identity:parent:)`).
        init(kind: Kind, identity: Int) {
            self.kind = kind
            self.identity = identity
        }

        public var debugDescription: String { "\(kind.debugDescription) (id \(identity))" }
    }

    /// A column of a table.
    public struct TableColumn: Hashable, Sendable, Codable, CustomDebugStringConvertible {
        /// Raw values are Apple's `NSPresentationIntentTableColumnAlignment` values.
        public enum Alignment: Int, Hashable, Sendable, Codable {
            case left = 0
            case center = 1
            case right = 2
        }

        public var alignment: Alignment

        public init(alignment: Alignment) {
            self.alignment = alignment
        }

        public var debugDescription: String {
            "Foundation.PresentationIntent.TableColumn(alignment: Foundation.PresentationIntent.TableColumn.Alignment.\(alignment))"
        }
    }

    /// The kinds of block.
    public enum Kind: Hashable, Sendable, CustomDebugStringConvertible {
        case paragraph
        case header(level: Int)
        case orderedList
        case unorderedList
        case listItem(ordinal: Int)
        case codeBlock(languageHint: String?)
        case blockQuote
        case thematicBreak
        case table(columns: [TableColumn])
        case tableHeaderRow
        case tableRow(rowIndex: Int)
        case tableCell(columnIndex: Int)

        public var debugDescription: String {
            switch self {
            case .paragraph: return "paragraph"
            case .header(let level): return "header \(level)"
            case .orderedList: return "orderedList"
            case .unorderedList: return "unorderedList"
            case .listItem(let ordinal): return "listItem \(ordinal)"
            case .codeBlock(let hint): return hint.map { "codeBlock '\($0)'" } ?? "codeBlock"
            case .blockQuote: return "blockQuote"
            case .thematicBreak: return "thematicBreak"
            case .table(let columns): return "table [" + columns.map(\.debugDescription).joined(separator: ", ") + "]"
            case .tableHeaderRow: return "tableHeaderRow"
            case .tableRow(let row): return "tableRow \(row)"
            case .tableCell(let column): return "tableCell \(column)"
            }
        }
    }
}

extension PresentationIntent.Kind: Codable {
    /// Apple encodes a kind as an unkeyed array: the case name, then its associated value
    /// (`["paragraph"]`, `["header", 1]`, `["codeBlock", "swift"]`, `["table", [{"alignment": 0}]]`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch self {
        case .paragraph: try container.encode("paragraph")
        case .header(let level): try container.encode("header"); try container.encode(level)
        case .orderedList: try container.encode("orderedList")
        case .unorderedList: try container.encode("unorderedList")
        case .listItem(let ordinal): try container.encode("listItem"); try container.encode(ordinal)
        case .codeBlock(let hint):
            try container.encode("codeBlock")
            if let hint { try container.encode(hint) }
        case .blockQuote: try container.encode("blockQuote")
        case .thematicBreak: try container.encode("thematicBreak")
        case .table(let columns): try container.encode("table"); try container.encode(columns)
        case .tableHeaderRow: try container.encode("tableHeaderRow")
        case .tableRow(let row): try container.encode("tableRow"); try container.encode(row)
        case .tableCell(let column): try container.encode("tableCell"); try container.encode(column)
        }
    }

    /// Decodes Apple's unkeyed form; a code block's hint may be absent or `null`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let name = try container.decode(String.self)
        switch name {
        case "paragraph": self = .paragraph
        case "header": self = .header(level: try container.decode(Int.self))
        case "orderedList": self = .orderedList
        case "unorderedList": self = .unorderedList
        case "listItem": self = .listItem(ordinal: try container.decode(Int.self))
        case "codeBlock":
            let hint = container.isAtEnd ? nil : try container.decodeIfPresent(String.self)
            self = .codeBlock(languageHint: hint)
        case "blockQuote": self = .blockQuote
        case "thematicBreak": self = .thematicBreak
        case "table": self = .table(columns: try container.decode([PresentationIntent.TableColumn].self))
        case "tableHeaderRow": self = .tableHeaderRow
        case "tableRow": self = .tableRow(rowIndex: try container.decode(Int.self))
        case "tableCell": self = .tableCell(columnIndex: try container.decode(Int.self))
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown presentation intent kind '\(name)'")
        }
    }
}
#endif

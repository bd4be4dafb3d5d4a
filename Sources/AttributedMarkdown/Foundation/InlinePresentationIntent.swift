#if !canImport(Darwin)
import Foundation

/// Inline formatting that Markdown gives a run of text: emphasis, strong emphasis, code,
/// strikethrough, breaks and raw HTML.
///
/// Apple's type of the same name (ObjC `NSInlinePresentationIntent`), with the same raw values,
/// for platforms whose Foundation lacks it. Several intents combine: `***x***` is
/// `[.emphasized, .stronglyEmphasized]` (raw value 3).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)

    /// Encoded as the bare raw value, as Apple's Foundation encodes it (`2`, `64`, …).
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// `NSInlinePresentationIntent(rawValue: 2)`: what Apple prints inside a run's description.
    public var description: String { "NSInlinePresentationIntent(rawValue: \(rawValue))" }
    public var debugDescription: String { description }
}
#endif

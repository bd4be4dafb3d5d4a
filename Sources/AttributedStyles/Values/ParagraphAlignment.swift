/// The horizontal alignment of a block's lines, SwiftUI's text alignment plus `justified`.
///
/// `leading` and `trailing` rather than left and right, so that right-to-left text aligns
/// correctly without a second setting. Raw values are the stable JSON names.
public enum ParagraphAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing, justified
}

// A MODEL of Apple API newer than the iOS 17.4 SDK, written from Apple's documentation (the link above
// each declaration), with Apple's availability: the standard library's RangeSet (iOS 18 / macOS 15) and
// the iOS 26 / macOS 26 AttributedString members AttributedEditing and the benchmarks use. Declarations
// only, to type-check against; bodies never run. Not Apple's declarations: where this model and Apple's
// SDK disagree, the SDK is right.
import Foundation

/// https://developer.apple.com/documentation/swift/rangeset
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct RangeSet<Bound: Comparable>: Equatable {
    /// https://developer.apple.com/documentation/swift/rangeset (Topics: init())
    public init() {}
    /// https://developer.apple.com/documentation/swift/rangeset/init(_:)-230uy
    public init(_ range: Range<Bound>) {}
    /// https://developer.apple.com/documentation/swift/rangeset/init(_:)-9x0yj
    public init(_ ranges: some Sequence<Range<Bound>>) {}
    /// https://developer.apple.com/documentation/swift/rangeset/isempty
    public var isEmpty: Bool { fatalError() }
    /// https://developer.apple.com/documentation/swift/rangeset/ranges-swift.property
    public var ranges: Ranges { fatalError() }

    /// https://developer.apple.com/documentation/swift/rangeset/ranges-swift.struct
    public struct Ranges: RandomAccessCollection, Equatable {
        public var startIndex: Int { fatalError() }
        public var endIndex: Int { fatalError() }
        public subscript(i: Int) -> Range<Bound> { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swift/rangeset (Conforms To: Hashable, Sendable)
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension RangeSet: Hashable where Bound: Hashable {}
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension RangeSet: Sendable where Bound: Sendable {}
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension RangeSet.Ranges: Hashable where Bound: Hashable {}
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension RangeSet.Ranges: Sendable where Bound: Sendable {}

@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// https://developer.apple.com/documentation/foundation/attributedstring/transform(updating:body:)-79te9
    public mutating func transform<E: Error>(
        updating range: Range<AttributedString.Index>, body: (inout AttributedString) throws(E) -> Void
    ) throws(E) -> Range<AttributedString.Index>? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/attributedstring/transform(updating:body:)-1b6eb
    public mutating func transform<E: Error>(
        updating range: inout Range<AttributedString.Index>, body: (inout AttributedString) throws(E) -> Void
    ) throws(E) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/attributedstring/transform(updating:body:)-89r96
    public mutating func transform<E: Error>(
        updating ranges: [Range<AttributedString.Index>], body: (inout AttributedString) throws(E) -> Void
    ) throws(E) -> [Range<AttributedString.Index>]? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/attributedstring/transform(updating:body:)-3j625
    public mutating func transform<E: Error>(
        updating ranges: inout [Range<AttributedString.Index>], body: (inout AttributedString) throws(E) -> Void
    ) throws(E) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/attributedstring/removesubranges(_:)
    public mutating func removeSubranges(_ subranges: RangeSet<AttributedString.Index>) {}
}

@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// https://developer.apple.com/documentation/foundation/attributedstring/utf16view
    public struct UTF16View: BidirectionalCollection, Sendable {
        public typealias Index = AttributedString.Index
        public var startIndex: Index { fatalError() }
        public var endIndex: Index { fatalError() }
        public func index(after i: Index) -> Index { fatalError() }
        public func index(before i: Index) -> Index { fatalError() }
        public subscript(i: Index) -> UInt16 { fatalError() }
    }
    /// https://developer.apple.com/documentation/foundation/attributedstring/utf16
    public var utf16: UTF16View { fatalError() }
}

@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedSubstring {
    /// https://developer.apple.com/documentation/foundation/attributedstringprotocol/utf16
    public var utf16: AttributedString.UTF16View { fatalError() }
}

// Index validity: Apple documents the `DiscontiguousAttributedSubstring` overloads at the links below;
// the `some AttributedStringProtocol` overloads modelled here are their siblings on the same pages'
// parent (swift-foundation's AttributedString+IndexValidity.swift declares both).
@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString.Index {
    /// https://developer.apple.com/documentation/foundation/attributedstring/index/isvalid(within:)-6wjr6
    public func isValid(within text: some AttributedStringProtocol) -> Bool { fatalError() }
}

@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension Range where Bound == AttributedString.Index {
    /// https://developer.apple.com/documentation/swift/range/isvalid(within:)-8h4h8
    public func isValid(within text: some AttributedStringProtocol) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/discontiguousattributedsubstring
/// (modelled: the members this package uses and its AttributedStringAttributeMutation conformance,
/// with `mergePolicy` defaulting to `.keepNew` as on AttributedString and AttributedSubstring)
@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct DiscontiguousAttributedSubstring: AttributedStringAttributeMutation, Sendable {
    /// https://developer.apple.com/documentation/foundation/discontiguousattributedsubstring/runs
    public var runs: AttributedString.Runs { fatalError() }
    public mutating func setAttributes(_ attributes: AttributeContainer) {}
    public mutating func mergeAttributes(
        _ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew
    ) {}
    public mutating func replaceAttributes(_ attributes: AttributeContainer, with others: AttributeContainer) {}
}

@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// https://developer.apple.com/documentation/foundation/attributedstring/subscript(_:)-ftoi
    public subscript(indices: RangeSet<AttributedString.Index>) -> DiscontiguousAttributedSubstring {
        get { fatalError() }
        set {}
    }
}

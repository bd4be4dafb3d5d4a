import Foundation

/// A rule on attribute values that a ``FormattingDefinition`` enforces after every change.
///
/// The counterpart of SwiftUI's `AttributedTextValueConstraint`: the editor hands each run's
/// attributes to ``constrain(_:)``, which may change them (force ingredients green, cap a font
/// size, drop a link on code). A command whose result a constraint would undo is reported as not
/// applicable, which is how a toolbar disables it. Constraints must be idempotent.
public protocol FormattingConstraint: Sendable {
    /// Brings `attributes` in line with the rule.
    func constrain(_ attributes: inout AttributeContainer)
}

/// A ``FormattingConstraint`` written as a closure.
public struct ClosureConstraint: FormattingConstraint {
    private let body: @Sendable (inout AttributeContainer) -> Void

    /// A constraint that runs `body` on each run's attributes.
    public init(_ body: @escaping @Sendable (inout AttributeContainer) -> Void) {
        self.body = body
    }

    public func constrain(_ attributes: inout AttributeContainer) {
        body(&attributes)
    }
}

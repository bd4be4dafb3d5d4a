import Foundation

/// Which attributes an editor accepts and which values they may take.
///
/// The counterpart of SwiftUI's `AttributedTextFormattingDefinition`: an editor for recipes
/// accepts bold, italic, colors and an ingredient attribute, and constrains ingredients to be
/// green. After every change the editor runs each touched run through ``constrain(_:)``:
/// attributes outside ``acceptedAttributes`` are removed, then every constraint runs. Commands
/// are probed the same way before they run, so a command whose effect would not survive
/// (coloring an ingredient) reports that it cannot apply.
public struct FormattingDefinition: Sendable {
    /// The accepted keys; `nil` accepts every attribute.
    public var acceptedAttributes: [AcceptedAttribute]?

    /// The value constraints, run in order after the key filter.
    public var constraints: [any FormattingConstraint]

    /// A definition accepting `acceptedAttributes` (every attribute when `nil`) and enforcing
    /// `constraints`.
    public init(accepting acceptedAttributes: [AcceptedAttribute]? = nil, constraints: [any FormattingConstraint] = []) {
        self.acceptedAttributes = acceptedAttributes
        self.constraints = constraints
    }

    /// Accepts every attribute and constrains nothing: a plain `AttributedString` editor.
    public static var unrestricted: FormattingDefinition { FormattingDefinition() }

    /// Whether the definition accepts everything and constrains nothing, so that enforcing it
    /// can be skipped.
    public var isUnrestricted: Bool { acceptedAttributes == nil && constraints.isEmpty }

    /// Whether the key named `name` is accepted.
    public func accepts(attributeNamed name: String) -> Bool {
        acceptedAttributes?.contains { $0.name == name } ?? true
    }

    /// `attributes` reduced to the accepted keys, then passed through every constraint.
    public func constrain(_ attributes: AttributeContainer) -> AttributeContainer {
        var result: AttributeContainer
        if let acceptedAttributes {
            result = AttributeContainer()
            for attribute in acceptedAttributes {
                attribute.copyValue(from: attributes, to: &result)
            }
        } else {
            result = attributes
        }
        for constraint in constraints {
            constraint.constrain(&result)
        }
        return result
    }
}

import Foundation
import AppleSurface
import AttributedMarkdown
import AttributedStyles

// An app on an Apple platform imports SwiftUI (or UIKit/AppKit), whose scopes declare `font`,
// `foregroundColor`, `backgroundColor`… through `AttributeDynamicLookup`. This probe declares
// such a scope the way those frameworks do and uses both its keys and AttributedStyles' keys in
// one file: it type-checks only if no style key of AttributedStyles has a colliding name.

enum ProbeFontAttribute: AttributedStringKey { typealias Value = String; static let name = "SwiftUI.Font" }
enum ProbeColorAttribute: AttributedStringKey { typealias Value = String; static let name = "SwiftUI.ForegroundColor" }
enum ProbeKernAttribute: AttributedStringKey { typealias Value = Double; static let name = "SwiftUI.Kern" }

extension AttributeScopes {
    struct ProbeUIFrameworkAttributes: AttributeScope {
        let font: ProbeFontAttribute
        let foregroundColor: ProbeColorAttribute
        let backgroundColor: ProbeColorAttribute
        let underlineStyle: ProbeColorAttribute
        let strikethroughStyle: ProbeColorAttribute
        let kern: ProbeKernAttribute
        let tracking: ProbeKernAttribute
        let baselineOffset: ProbeKernAttribute
        let alignment: ProbeColorAttribute
        let lineHeight: ProbeKernAttribute
    }
}

extension AttributeDynamicLookup {
    subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.ProbeUIFrameworkAttributes, T>) -> T {
        self[T.self]
    }
}

func probeUIFrameworkKeys() {
    var container = AttributeContainer()
    container.font = "body"
    container.foregroundColor = "red"
    container.backgroundColor = "yellow"
    container.kern = 1
    container.lineHeight = 2
    container.styleForegroundColor = .red
    container.styleFont = FontDescriptor(weight: .bold)
    _ = container
}

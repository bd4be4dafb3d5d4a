import Foundation

/// The coding key of one attribute inside an encoded attribute object: the attribute key's
/// `name` (`"NSLink"`, `"NSPresentationIntent"`, `"customStyle"`…).
///
/// Attribute objects are open-ended dictionaries, so the key is any string rather than a fixed
/// enumeration.
struct AttributeNameCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }
}

/// The two members of the table form (`{"runs": […], "attributeTable": […]}`) that Foundation
/// writes for strings of more than ten runs.
enum AttributeTableFormCodingKey: String, CodingKey {
    case runs
    case attributeTable
}

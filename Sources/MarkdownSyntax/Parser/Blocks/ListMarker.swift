/// The parsed marker of a list item: what kind of list it belongs to and how far its content is indented.
struct ListMarker {
    var isOrdered = false
    var bulletCharacter: UInt8 = 0
    var start = 1
    var delimiter: UInt8 = 0
    var markerOffset = 0
    var padding = 0
    var isTight = true

    /// Two markers continue the same list when type, bullet character and delimiter agree.
    func continuesList(_ other: ListMarker) -> Bool {
        isOrdered == other.isOrdered && bulletCharacter == other.bulletCharacter && delimiter == other.delimiter
    }
}

/// The parsed marker of a list item: what kind of list it belongs to and how far its content is indented.
struct ListMarker {
    // Word-sized fields first, bytes last: no padding between them (block records hold one each).
    var start = 1
    var markerOffset = 0
    var padding = 0
    var isOrdered = false
    var bulletCharacter: UInt8 = 0
    var delimiter: UInt8 = 0
    var isTight = true

    /// Two markers continue the same list when type, bullet character and delimiter agree.
    func continuesList(_ other: ListMarker) -> Bool {
        isOrdered == other.isOrdered && bulletCharacter == other.bulletCharacter && delimiter == other.delimiter
    }
}

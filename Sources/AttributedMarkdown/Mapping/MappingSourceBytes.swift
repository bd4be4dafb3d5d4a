/// Source bytes addressed by their offsets in the whole source, possibly only a window of it.
///
/// Source positions end on the first byte of a run's last character, which takes a look at the
/// source bytes; a partial mapping only needs the bytes of the blocks it maps, so it can hand
/// the builder that window instead of a copy of the whole source.
struct MappingSourceBytes: Sendable {
    private let bytes: [UInt8]
    /// The offset, in the whole source, of `bytes[0]`.
    private let startOffset: Int

    /// The whole source.
    init(_ bytes: [UInt8]) {
        self.init(bytes, startingAt: 0)
    }

    /// The window of the source that starts at `startOffset`.
    init(_ bytes: [UInt8], startingAt startOffset: Int) {
        self.bytes = bytes
        self.startOffset = startOffset
    }

    /// The byte at `offset` in the whole source; nil outside the window.
    func byte(at offset: Int) -> UInt8? {
        let index = offset - startOffset
        guard index >= 0, index < bytes.count else { return nil }
        return bytes[index]
    }
}

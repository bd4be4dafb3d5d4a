/// What `attributed render` writes to standard output: text, or the UTF-8 a renderer wrote,
/// written as it is (the terminal's: decoding it into a `String` only to encode it again
/// checked every byte).
enum RenderedOutput {
    case text(String)
    case utf8([UInt8])
}

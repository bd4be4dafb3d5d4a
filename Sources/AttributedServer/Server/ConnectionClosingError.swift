/// An error answered on a connection that closes after the answer: ``ErrorResponseMiddleware``
/// answers `underlying` with `Connection: close`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ConnectionClosingError: Error {
    let underlying: any Error

    init(_ underlying: any Error) {
        self.underlying = underlying
    }
}

import Foundation

/// A value several threads read and one sets, behind a lock: what the server learns once it
/// runs (the port it listens on) and what the router knows once every route is registered.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var current: Value {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MarkdownFuzzInvariants

/// libFuzzer's per-input callback. A broken invariant is printed and the process aborts, so
/// libFuzzer saves the input as a crash file.
@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = FuzzInvariants.check(bytes) {
        // stderr is unbuffered: the message must be out before abort() ends the process.
        FileHandle.standardError.write(Data("\(violation)\n".utf8))
        abort()
    }
    return 0
}

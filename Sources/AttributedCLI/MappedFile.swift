#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped read-only into memory, for commands that read a large input once
/// (`render --to html`): no copy into a buffer, and no zeroed pages for one. On Linux the
/// mapping is populated up front (`MAP_POPULATE`: one call maps every page already in the page
/// cache, instead of a fault per page). This saves the `read` copy and the zeroing of the
/// pages it went to (docs/performance.md, "Start-up").
///
/// As with every tool that maps its input (compilers, `ripgrep`), a file truncated by another
/// process while it is being read ends the command with SIGBUS rather than an error message;
/// standard input and files below ``minimumByteCount`` are read instead.
struct MappedFile: ~Copyable {
    /// Smaller files are read: mapping costs a few system calls of its own.
    static let minimumByteCount = 1 << 20

    let bytes: UnsafeBufferPointer<UInt8>

    /// Maps `byteCount` bytes of the open regular file `descriptor`; nil when that fails (the
    /// caller then reads the file) or on a system without `mmap`.
    init?(descriptor: Int32, byteCount: Int) {
        #if os(Linux) || canImport(Darwin)
        guard byteCount >= Self.minimumByteCount else { return nil }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, byteCount, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: byteCount)
        #else
        return nil
        #endif
    }

    deinit {
        #if os(Linux) || canImport(Darwin)
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
        #endif
    }
}

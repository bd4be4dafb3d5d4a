#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// Single-byte presence tests over whole leaves, done by the C library's `memchr` where there is
/// one: it is vectorized (16 or 32 bytes a step), several times fewer instructions than the
/// portable eight-bytes-a-step ``ByteScan/contains(_:in:)``, which is the fallback elsewhere.
enum ByteSearch {
    /// True when `b` holds `byte`.
    static func contains(_ byte: UInt8, in b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = b.baseAddress, !b.isEmpty else { return false }
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(ucrt)
        return memchr(base, Int32(byte), b.count) != nil
        #else
        return ByteScan.contains(byte, in: b)
        #endif
    }
}

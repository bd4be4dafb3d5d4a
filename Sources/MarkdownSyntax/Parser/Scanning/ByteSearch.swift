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

    /// True when `b` holds a NUL byte (which the parser replaces, as cmark does). Runs over every
    /// input once: `memchr` costs a fraction of the portable sixteen-bytes-a-step test it
    /// replaced (docs/performance.md, "Scanning").
    static func containsNUL(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(0, in: b)
    }

    /// True when `a` and `b` hold the same bytes: `memcmp` where there is one (vectorized; the
    /// check that a closed leaf's text is a slice of the source compares most of a document's
    /// bytes once; docs/performance.md, "Scanning"), else
    /// ``ByteScan/equal(_:_:)``.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress, !a.isEmpty else { return true }
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(ucrt)
        return memcmp(left, right, a.count) == 0
        #else
        return ByteScan.equal(a, b)
        #endif
    }

    /// The first index in `from..<end` of `b` holding `byte`, or `end`: lets a scan for a rare
    /// byte (the next backtick of a code span) jump over the bytes between.
    static func firstIndex(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Int {
        guard from < end, let base = b.baseAddress else { return end }
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(ucrt)
        guard let found = memchr(base + from, Int32(byte), end - from) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        #else
        var i = from
        while i < end, b[i] != byte { i += 1 }
        return i
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MarkdownFuzzInvariants

// Two modes, one executable:
// - built with `-sanitize=fuzzer` (scripts/fuzz.sh), libFuzzer's driver is linked in and
//   exported, and takes over with the command line (`MarkdownFuzz -max_total_time=60 corpus/`);
// - built normally (`swift build`), the driver is absent and the executable replays files:
//   `MarkdownFuzz crash-123 Fuzz/corpus/…` checks each file's invariants and exits 1 on the
//   first broken one. That is how a crash file is reproduced without sanitizers.

/// The C signature of libFuzzer's `LLVMFuzzerRunDriver`.
typealias FuzzerDriver = @convention(c) (
    UnsafeMutablePointer<Int32>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

#if canImport(Darwin)
let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
#else
let defaultHandle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
#endif

if let symbol = dlsym(defaultHandle, "LLVMFuzzerRunDriver") {
    let driver = unsafeBitCast(symbol, to: FuzzerDriver.self)
    var argumentCount = CommandLine.argc
    var arguments = CommandLine.unsafeArgv
    exit(driver(&argumentCount, &arguments, { markdownFuzzTestOneInput($0, $1) }))
}

var failures = 0
var checked = 0
var paths: [String] = []
for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
        paths += names.sorted().map { argument + "/" + $0 }
    } else {
        paths.append(argument)
    }
}
if paths.isEmpty {
    print("usage: MarkdownFuzz FILE|DIRECTORY...  (replays inputs; build with scripts/fuzz.sh to fuzz)")
    exit(2)
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        failures += 1
        continue
    }
    checked += 1
    if let violation = FuzzInvariants.check([UInt8](data)) {
        print("\(path): \(violation)")
        failures += 1
    }
}
print("\(checked) inputs checked, \(failures) failed")
exit(failures == 0 ? 0 : 1)

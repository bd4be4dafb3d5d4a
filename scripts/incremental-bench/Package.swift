// swift-tools-version: 6.1
// Measures IncrementalDocument against a full parse. A separate package so that the main
// package's products stay the library, the CLI and the benchmarks the lead owns.
//   cd scripts/incremental-bench && swift run -c release IncrementalBench [FILE] [BYTES]
import PackageDescription

let package = Package(
    name: "IncrementalBench",
    dependencies: [.package(name: "AttributedMarkdown", path: "../..")],
    targets: [
        .executableTarget(
            name: "IncrementalBench",
            dependencies: [.product(name: "MarkdownSyntax", package: "AttributedMarkdown")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// Measures IncrementalDocument against a full parse, and IncrementalAttributedDocument against a
// full parse + AttributedString mapping. A separate package so that the main
// package's products stay the library, the CLI and the benchmarks the lead owns.
//   cd scripts/incremental-bench && swift run -c release IncrementalBench [FILE] [BYTES]
//   cd scripts/incremental-bench && swift run -c release IncrementalAttributedBench [FILE] [BYTES] [TRIALS]
import PackageDescription

let package = Package(
    name: "IncrementalBench",
    dependencies: [.package(name: "AttributedMarkdown", path: "../..")],
    targets: [
        .executableTarget(
            name: "IncrementalBench",
            dependencies: [.product(name: "MarkdownSyntax", package: "AttributedMarkdown")]
        ),
        .executableTarget(
            name: "IncrementalAttributedBench",
            dependencies: [
                .product(name: "MarkdownSyntax", package: "AttributedMarkdown"),
                .product(name: "AttributedMarkdown", package: "AttributedMarkdown"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

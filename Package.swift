// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "AttributedMarkdown",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "AttributedMarkdown", targets: ["AttributedMarkdown"]),
        .library(name: "MarkdownSyntax", targets: ["MarkdownSyntax"]),
        .library(name: "AttributedRendering", targets: ["AttributedRendering"]),
        .library(name: "AttributedServer", targets: ["AttributedServer"]),
        .library(name: "AttributedStyles", targets: ["AttributedStyles"]),
        .library(name: "AttributedEditing", targets: ["AttributedEditing"]),
        .executable(name: "attributed", targets: ["AttributedCLI"]),
        .executable(name: "attributed-server", targets: ["AttributedServerCLI"]),
        .executable(name: "attributed-bench", targets: ["AttributedBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // Layer 1: CommonMark + GFM parser and its syntax tree. No Foundation-specific API.
        .target(name: "MarkdownSyntax"),
        // Layer 2: Apple's Foundation Markdown API (on non-Apple platforms) and the syntax tree → AttributedString mapping.
        .target(name: "AttributedMarkdown", dependencies: ["MarkdownSyntax"]),
        // Portable style attributes (fonts, colors, lines, paragraph layout), themes, custom-attribute transforms.
        .target(name: "AttributedStyles", dependencies: ["AttributedMarkdown"]),
        // Layer 3: renderers from an AttributedString.
        .target(name: "AttributedRendering", dependencies: ["AttributedMarkdown", "AttributedStyles"]),
        // Rich-text editing engine over AttributedString: selections, edits, formatting, undo.
        .target(name: "AttributedEditing", dependencies: ["AttributedMarkdown", "AttributedStyles"]),
        // The `attributed` command-line tool. It does not link the server stack: `attributed serve`
        // runs the `attributed-server` executable built beside it.
        .executableTarget(
            name: "AttributedCLI",
            dependencies: [
                "AttributedRendering",
                "AttributedStyles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `attributed-server`: the web app behind `attributed serve`.
        .executableTarget(
            name: "AttributedServerCLI",
            dependencies: [
                "AttributedServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The web app behind `attributed serve`: Markdown preview and a saved-strings library in SQLite.
        .target(
            name: "AttributedServer",
            dependencies: [
                "AttributedRendering",
                "AttributedStyles",
                "AttributedEditing",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "AttributedServerTests",
            dependencies: [
                "AttributedServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // `swift run -c release attributed-bench`: throughput and memory of every stage, beside cmark-gfm.
        .executableTarget(name: "AttributedBenchmarks", dependencies: ["AttributedRendering"]),
        // Fuzz target: replays inputs when built normally; scripts/fuzz.sh builds it with libFuzzer.
        .executableTarget(name: "MarkdownFuzz", dependencies: ["AttributedRendering"]),
        .testTarget(name: "MarkdownSyntaxTests", dependencies: ["MarkdownSyntax"], resources: [.copy("Resources")]),
        .testTarget(name: "AttributedMarkdownTests", dependencies: ["AttributedMarkdown"], resources: [.copy("Resources")]),
        .testTarget(
            name: "AttributedRenderingTests",
            dependencies: ["AttributedRendering"],
            // Golden documents and outputs, read through #filePath (not bundled).
            exclude: ["Golden/kitchen-sink.md", "Golden/terminal", "Golden/rtf", "Golden/styled-html"]
        ),
        // Inputs found by MarkdownFuzz (scripts/fuzz.sh), replayed through the same invariants.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["AttributedRendering"], path: "Tests/FuzzRegressions"),
        .testTarget(name: "AttributedStylesTests", dependencies: ["AttributedStyles"]),
        .testTarget(name: "AttributedEditingTests", dependencies: ["AttributedEditing"]),
    ],
    swiftLanguageModes: [.v6]
)

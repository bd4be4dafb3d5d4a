// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "AttributedMarkdown",
    // The newest Apple API used unguarded is MarkdownSourcePosition (macOS 13 / iOS 16); newer API only under
    // `if #available` (see README, "Apple platforms", and scripts/apple-guard).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "AttributedMarkdown", targets: ["AttributedMarkdown"]),
        .library(name: "MarkdownSyntax", targets: ["MarkdownSyntax"]),
        .library(name: "AttributedRendering", targets: ["AttributedRendering"]),
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
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already in the graph through Hummingbird; named so that the server can end its
        // never-ending responses (recipe change events) on a graceful shutdown.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // zlib for the web app's gzip answers (zlib ships on every Apple platform and Linux).
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
    ],
    targets: [
        // Layer 1: CommonMark + GFM parser and its syntax tree. No Foundation-specific API.
        .target(name: "MarkdownSyntax"),
        // Layer 2: Apple's Foundation Markdown API (on non-Apple platforms) and the syntax tree → AttributedString mapping.
        .target(name: "AttributedMarkdown", dependencies: ["MarkdownSyntax"]),
        // Portable style attributes (fonts, colors, lines, paragraph layout), themes, custom-attribute transforms.
        .target(name: "AttributedStyles", dependencies: ["AttributedMarkdown"]),
        // The attribute scope of Apple's AttributedString tutorial (`customStyle`, `customColor`)
        // and its transform, for the apps only: not a product, since users declare these names.
        .target(name: "TutorialScope", dependencies: ["AttributedStyles"]),
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
                "TutorialScope",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `attributed-server`: the web app behind `attributed serve`.
        .executableTarget(
            name: "AttributedServerCLI",
            dependencies: [
                "AttributedServer",
                "TutorialScope",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The web app behind `attributed serve`: Markdown preview and a saved-strings library in SQLite.
        // A target of the `attributed-server` executable and its tests, not a product: its themes
        // and attributes include the tutorial's names, which users declare themselves.
        .target(
            name: "AttributedServer",
            dependencies: [
                "AttributedRendering",
                "AttributedStyles",
                "AttributedEditing",
                "TutorialScope",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "AttributedServerTests",
            dependencies: [
                "AttributedServer",
                "MarkdownTestSupport",
                "TutorialScope",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ]
        ),
        // `swift run -c release attributed-bench`: throughput and memory of every stage, beside cmark-gfm.
        .executableTarget(name: "AttributedBenchmarks", dependencies: ["AttributedRendering", "MarkdownSyntax"]),
        // The invariants every input must satisfy, shared by the fuzzer and the regression tests.
        .target(name: "MarkdownFuzzInvariants", dependencies: ["AttributedRendering", "AttributedStyles"]),
        // Fuzz target: replays inputs when built normally; scripts/fuzz.sh builds it with libFuzzer.
        .executableTarget(name: "MarkdownFuzz", dependencies: ["MarkdownFuzzInvariants"]),
        // What several test targets share: the spec examples, the real-world corpus, a seeded generator.
        .target(
            name: "MarkdownTestSupport",
            dependencies: ["MarkdownSyntax"],
            path: "Tests/TestSupport",
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "MarkdownSyntaxTests", dependencies: ["MarkdownSyntax", "MarkdownTestSupport"],
            // The highlighting samples and their golden HTML, read through #filePath.
            exclude: ["Highlighting/samples.md", "Highlighting/samples.html"]
        ),
        .testTarget(name: "AttributedMarkdownTests", dependencies: ["AttributedMarkdown", "MarkdownTestSupport"]),
        .testTarget(
            name: "AttributedRenderingTests",
            dependencies: ["AttributedRendering", "MarkdownTestSupport", "TutorialScope"],
            // Golden documents and outputs, read through #filePath (not bundled).
            exclude: ["Golden/kitchen-sink.md", "Golden/terminal", "Golden/rtf", "Golden/styled-html"]
        ),
        // Inputs found by MarkdownFuzz (scripts/fuzz.sh), replayed through the same invariants.
        .testTarget(
            name: "FuzzRegressionTests", dependencies: ["AttributedRendering", "MarkdownFuzzInvariants", "MarkdownTestSupport"],
            path: "Tests/FuzzRegressions"
        ),
        .testTarget(name: "AttributedStylesTests", dependencies: ["AttributedStyles", "TutorialScope"]),
        // The command line's own grammar (the paths that skip ArgumentParser) against ArgumentParser.
        .testTarget(
            name: "AttributedCLITests",
            dependencies: ["AttributedCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Apple's tutorial program (the same file as in AttributedMarkdownTests) compiled beside all
        // three user-facing modules: they must declare none of the names the tutorial declares.
        .testTarget(
            name: "TutorialProgramTests",
            dependencies: ["AttributedMarkdown", "AttributedRendering", "AttributedStyles"],
            swiftSettings: [.define("TUTORIAL_WITH_RENDERING")]
        ),
        .testTarget(name: "AttributedEditingTests", dependencies: ["AttributedEditing", "MarkdownTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

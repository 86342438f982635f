// swift-tools-version:6.0
// libFuzzer targets for Bidi, LineBreak, Markdown -> layout and site builds; never part of `swift test`.
// Build and run one with `Fuzz/run bidi 600` (seconds); see Fuzz/run.
import PackageDescription

// Each target defines LLVMFuzzerTestOneInput and no main: libFuzzer's main runs it.
let library: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "GalleyFuzz",
    dependencies: [.package(name: "Galley", path: "..")],
    targets: [
        .executableTarget(name: "fuzz-bidi", dependencies: [.product(name: "Bidi", package: "Galley")], swiftSettings: library),
        .executableTarget(name: "fuzz-linebreak", dependencies: [.product(name: "LineBreak", package: "Galley")],
                          swiftSettings: library),
        .executableTarget(name: "fuzz-layout", dependencies: [
            .product(name: "Galley", package: "Galley"), .product(name: "Layout", package: "Galley"),
            .product(name: "Shaping", package: "Galley"),
        ], swiftSettings: library),
        .executableTarget(name: "fuzz-site", dependencies: [.product(name: "Site", package: "Galley")], swiftSettings: library),
    ]
)

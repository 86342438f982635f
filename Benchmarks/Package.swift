// swift-tools-version:6.0
// Galley's benchmarks, each run side by side with the peer its issue names (see ../shared/bench).
// Run them all with `Benchmarks/run`; they are never part of `swift test`.
import PackageDescription

let package = Package(
    name: "GalleyBenchmarks",
    dependencies: [.package(name: "Galley", path: "..")],
    targets: [
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .executableTarget(name: "bidi-benchmark", dependencies: [
            .product(name: "Bidi", package: "Galley"), "CFriBidi",
        ]),
        .executableTarget(name: "layout-benchmark", dependencies: [
            .product(name: "Galley", package: "Galley"), .product(name: "Layout", package: "Galley"),
            .product(name: "LocaleRules", package: "Galley"),
            .product(name: "Shaping", package: "Galley"),
        ]),
        .executableTarget(name: "diff-benchmark", dependencies: [
            .product(name: "Golden", package: "Galley"), .product(name: "Raster", package: "Galley"),
            .product(name: "CCairo", package: "Galley"), .product(name: "CFreeType", package: "Galley"),
        ]),
    ]
)

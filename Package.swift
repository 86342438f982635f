// swift-tools-version:6.0
// Galley: Markdown help pages -> Document -> Layout -> DisplayList -> Raster (PNG/PDF) -> Golden diff.
import PackageDescription

let package = Package(
    name: "Galley",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "render", targets: ["render"]),
        .library(name: "Galley", targets: ["Galley"]),
        .library(name: "Bidi", targets: ["Bidi"]),
        .library(name: "LineBreak", targets: ["LineBreak"]),
        .library(name: "Golden", targets: ["Golden"]),
        // For Benchmarks/: layout-benchmark lays out paragraphs itself; diff-benchmark decodes with
        // Raster and draws its test pages with Cairo.
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Shaping", targets: ["Shaping"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "CCairo", targets: ["CCairo"]),
        .library(name: "CFreeType", targets: ["CFreeType"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // C libraries, through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

        // The pipeline, one module each.
        .target(name: "Files"),
        .target(name: "Bidi"),
        .target(name: "LineBreak"),
        .target(name: "Shaping", dependencies: ["CHarfBuzz", "Files"]),
        .target(name: "DisplayList"),
        .target(name: "Layout", dependencies: ["Bidi", "LineBreak", "Shaping", "DisplayList", "Document", "Files"]),
        .target(name: "Document", dependencies: ["CCmarkGFM", "Files", .product(name: "Yams", package: "Yams")]),
        .target(name: "Raster", dependencies: ["DisplayList", "CCairo", "CFreeType", "CPNG", "Files"]),
        .target(name: "Galley", dependencies: ["Document", "Layout", "Raster", "Files"]),
        .target(name: "Golden", dependencies: ["Galley", "Document", "Layout", "Raster", "Files", .product(name: "Yams", package: "Yams")]),
        .executableTarget(name: "render", dependencies: [
            "Galley", "Golden", "Document", "Layout", "Files", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "BidiTests", dependencies: ["Bidi", "CICU", "TestSupport"]),
        .testTarget(name: "LineBreakTests", dependencies: ["LineBreak"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Galley", "Files", "Document", "Raster", "TestSupport"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "Galley", "Document", "Layout", "Raster", "CCairo"]),
        .testTarget(name: "DocumentTests", dependencies: ["Document", "TestSupport"]),
    ]
)

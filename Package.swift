// swift-tools-version:6.1
// Galley: Markdown help pages -> Document -> Layout -> DisplayList -> Raster (PNG/PDF) -> Golden diff.
import PackageDescription

let package = Package(
    name: "Galley",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "render", targets: ["render"]),
        // `render serve`, which `render` runs from its own folder.
        .executable(name: "render-serve", targets: ["render-serve"]),
        .library(name: "Galley", targets: ["Galley"]),
        .library(name: "Bidi", targets: ["Bidi"]),
        .library(name: "LineBreak", targets: ["LineBreak"]),
        .library(name: "LocaleRules", targets: ["LocaleRules"]),
        .library(name: "Golden", targets: ["Golden"]),
        // For Fuzz/: fuzz-site builds sites.
        .library(name: "Site", targets: ["Site"]),
        // For Benchmarks/: layout-benchmark lays out paragraphs itself; diff-benchmark decodes with
        // Raster and draws its test pages with Cairo.
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Shaping", targets: ["Shaping"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "CCairo", targets: ["CCairo"]),
        .library(name: "CFreeType", targets: ["CFreeType"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `render serve`'s HTTP server; without its default traits (swift-configuration, full Foundation).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Hummingbird's own dependencies, named for the server's start, signals and logger.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        // C libraries, through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // The subsetter PDF fonts are embedded with (Debian's libharfbuzz-subset0, pulled in by libharfbuzz-dev).
        .systemLibrary(name: "CHarfBuzzSubset", pkgConfig: "harfbuzz-subset", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CGumbo", pkgConfig: "gumbo", providers: [.apt(["libgumbo-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),

        // The pipeline, one module each.
        .target(name: "Files"),
        // The node tree of a page, from the HTML5 parser (gumbo) or from Markdown.
        .target(name: "DOM", dependencies: ["CGumbo", "CLibXML2"]),
        // CSS: Syntax 3 tokenizer and parser, selectors, the cascade, computed values.
        .target(name: "Style", dependencies: ["DOM", "Bidi"], resources: [.embedInCode("Resources/ua.css"), .embedInCode("Resources/help.css")]),
        .target(name: "Bidi"),
        .target(name: "LineBreak"),
        // The ICU calls of LocaleRules, behind plain C types (see its header).
        .target(name: "CLocaleICU", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        .target(name: "LocaleRules", dependencies: ["CLocaleICU"]),
        // ICU MessageFormat with named arguments (C++ only) and list formatting, behind plain C types.
        .target(name: "CMessageFormat", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        // Font files as the sfnt fonts HarfBuzz reads: TrueType and OpenType as they are, WOFF and WOFF2 unpacked by FreeType.
        .target(name: "FontFiles", dependencies: ["CFreeType", "CHarfBuzz", "Files"]),
        .target(name: "Shaping", dependencies: ["CHarfBuzz", "FontFiles", "LocaleRules", "Files"]),
        .target(name: "DisplayList"),
        .target(name: "Layout", dependencies: ["Bidi", "LineBreak", "LocaleRules", "Shaping", "DisplayList", "Document", "DOM", "Style", "Files"]),
        .target(name: "Document", dependencies: ["CCmarkGFM", "CMessageFormat", "DOM", "Style", "Files", "LocaleRules", .product(name: "Yams", package: "Yams")]),
        // PNG encoding: the chunks written in C, the image data deflated by ISA-L's igzip.
        .target(name: "CPNGWrite", dependencies: ["CISAL"]),
        .target(name: "Raster", dependencies: ["Bidi", "DisplayList", "CCairo", "CFreeType", "CPNG", "CPNGWrite", "CISAL", "CZlib", "CHarfBuzzSubset", "FontFiles", "Files"]),
        // HTML output: the page as semantic HTML/CSS that browsers lay out as Galley does.
        .target(name: "HTML", dependencies: ["Bidi", "Document", "Files", "Layout", "LocaleRules", "Shaping", "DisplayList"]),
        .target(name: "Galley", dependencies: ["Document", "Layout", "LocaleRules", "Raster", "HTML", "Style", "Files"]),
        .target(name: "Site", dependencies: ["Galley", "Document", "HTML", "Layout", "LocaleRules", "Shaping", "Raster", "Files"]),
        .target(name: "Golden", dependencies: ["Galley", "Document", "DOM", "Layout", "Raster", "Files", .product(name: "Yams", package: "Yams")]),
        // `render serve`: a live preview of a site in several languages, over HTTP on loopback.
        .target(name: "Serve", dependencies: [
            "Site", "Galley", "Document", "LocaleRules", "Files", .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"), .product(name: "Logging", package: "swift-log"),
        ]),
        // Command lines read after the POSIX utility syntax with long options, and each command's --help.
        .target(name: "CommandSyntax"),
        // A program of its own, so that `render`'s other commands do not load the HTTP server's code.
        .executableTarget(name: "render-serve", dependencies: ["Serve", "Files", "CommandSyntax"]),
        .executableTarget(name: "render", dependencies: [
            "Galley", "Golden", "Site", "Document", "Layout", "Files", "CommandSyntax",
        ]),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // run(tool, arguments) for tests that call pdftotext, pdfinfo or chromium. Apart from
        // TestSupport because it needs Foundation, whose ICU clashes with BidiTests' CICU.
        .target(name: "ToolSupport", path: "Tests/ToolSupport"),
        .testTarget(name: "BidiTests", dependencies: ["Bidi", "CICU", "TestSupport"]),
        .testTarget(name: "LineBreakTests", dependencies: ["LineBreak"]),
        .testTarget(name: "LocaleRulesTests", dependencies: ["LocaleRules"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Galley", "LocaleRules", "Files", "Document", "Raster", "TestSupport", "ToolSupport", "CZlib",
                                                   "FontFiles", "Shaping", "Style"],
                    exclude: ["Hostile/README.md"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "Galley", "Document", "Layout", "Raster", "CCairo"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "Galley", "LocaleRules", "Raster", "HTML", "Shaping", "ToolSupport"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML", "Files", "Galley", "Layout", "Document", "LocaleRules", "Shaping", "ToolSupport"]),
        .testTarget(name: "StyleTests", dependencies: ["Style", "DOM"]),
        .testTarget(name: "CommandSyntaxTests", dependencies: ["CommandSyntax"]),
        .testTarget(name: "ServeTests", dependencies: ["Serve", .product(name: "Hummingbird", package: "hummingbird")],
                    exclude: ["live_preview.py"]),
        .testTarget(name: "DocumentTests", dependencies: ["Document", "LocaleRules", "TestSupport"]),
    ],
    cxxLanguageStandard: .cxx17
)

// Generic type metadata through accessor functions rather than mangled type names: a name is
// decoded at the type's first use, and its conformances looked up by scanning every conformance
// record of the linked runtime and Foundation (about 100,000 instructions each); page40 to PDF
// spent 3.1 M instructions (3.5%) in them. Galley's own modules only.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}

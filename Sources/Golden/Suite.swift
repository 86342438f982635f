import Foundation
import Galley
import Layout

/// One page in one language at one width: what is rendered and compared with one golden PNG.
///
///     case.id          // "help.he.w800"
///     case.goldenPath  // "Golden/help.he.w800.png"
public struct GoldenCase: Sendable, Equatable {
    /// `<page>.<lang>.<variant>`: the golden's file name without `.png`; what reports and
    /// filters name.
    public var id: String
    /// The `<page>` part of the id.
    public var name: String
    /// The BCP 47 language the page is rendered in, e.g. `he`.
    public var language: String
    /// `w<width>`, then `-<align>` when the manifest gives an alignment, then `@<scale>x` when
    /// the scale is not 1.
    public var variant: String
    /// The page as the manifest gives it (relative to the manifest's root).
    public var page: String
    /// How to render the page; `input` is the page's path from the working directory.
    public var options: RenderOptions
    /// The YIQ colour threshold of the comparison, 0...1.
    public var threshold: Double
    /// How many pixels may differ before the case fails.
    public var maxDifferentPixels: Int
    /// The expected PNG, beside the manifest.
    public var goldenPath: String
    /// 1-based line of the case in the manifest.
    public var line: Int

    /// The variant for a width, alignment and scale: `w800`, `w500-trailing`, `w800@2x`,
    /// `w400-center@1.5x`.
    public static func variant(width: Double, alignment: Alignment? = nil, scale: Double) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "w" + number(width) + (alignment.map { "-\($0.rawValue)" } ?? "") + (scale == 1 ? "" : "@\(number(scale))x")
    }
}

/// A golden suite: a folder with `manifest.yaml` and the expected PNGs beside it.
///
///     let suite = try GoldenSuite(folder: "Golden")
///     print(suite.cases.map(\.id))        // ["help.he.w800", "help.ar.w800", ...]
///     print(suite.problems)               // malformed cases, reported as failures by the runner
public struct GoldenSuite: Sendable {
    /// The suite's folder, as given.
    public var folder: String
    /// `<folder>/manifest.yaml`.
    public var manifestPath: String
    /// Every case, in manifest order: entries expanded to languages, then widths, then alignments.
    public var cases: [GoldenCase]
    /// Malformed or duplicate cases; each fails the run, the other cases still run.
    public var problems: [GoldenError]

    /// The manifest's file name inside the suite folder.
    public static let manifestName = "manifest.yaml"

    /// Loads `<folder>/manifest.yaml`. Throws `GoldenError` (one line naming the file and line)
    /// when the manifest as a whole cannot be used.
    public init(folder: String = "Golden") throws {
        let manifestPath = PathName.join(folder, Self.manifestName)
        self.init(folder: folder, manifest: try Manifest(path: manifestPath))
    }

    /// A suite from an already parsed manifest whose goldens live in `folder`.
    public init(folder: String, manifest: Manifest) {
        self.folder = folder
        self.manifestPath = manifest.path
        var cases: [GoldenCase] = []
        var problems = manifest.problems
        var seen: Set<String> = []
        let root = PathName.join(folder, manifest.root)
        for entry in manifest.entries {
            for language in entry.languages {
                for width in entry.widths {
                    // No alignment given: one case, the page's own alignment, none in the name.
                    for alignment in entry.alignments.isEmpty ? [nil] : entry.alignments.map(Optional.some) {
                        let variant = GoldenCase.variant(width: width, alignment: alignment, scale: entry.scale)
                        let id = "\(entry.name).\(language).\(variant)"
                        guard seen.insert(id).inserted else {
                            problems.append(.duplicateCase(path: manifest.path, line: entry.line, id: id))
                            continue
                        }
                        cases.append(GoldenCase(
                            id: id, name: entry.name, language: language, variant: variant, page: entry.page,
                            options: RenderOptions(input: PathName.join(root, entry.page), language: language,
                                                   width: width, scale: entry.scale, direction: entry.direction,
                                                   alignment: alignment),
                            threshold: entry.threshold, maxDifferentPixels: entry.maxDifferentPixels,
                            goldenPath: PathName.join(folder, id + ".png"), line: entry.line))
                    }
                }
            }
        }
        self.cases = cases
        self.problems = problems
    }
}

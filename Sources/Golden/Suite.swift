import Galley
import Layout

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
    /// when the manifest as a whole cannot be used. Pages and their images must lie inside the
    /// suite folder's parent (the project), whatever the manifest's `root` says, unless
    /// `allowOutside`.
    public init(folder: String = "Golden", allowOutside: Bool = false) throws {
        let manifestPath = PathName.join(folder, Self.manifestName)
        self.init(folder: folder, manifest: try Manifest(path: manifestPath), allowOutside: allowOutside)
    }

    /// A suite from an already parsed manifest whose goldens live in `folder`.
    public init(folder: String, manifest: Manifest, allowOutside: Bool = false) {
        self.folder = folder
        self.manifestPath = manifest.path
        var cases: [GoldenCase] = []
        var problems = manifest.problems
        var seen: Set<String> = []
        let root = PathName.join(folder, manifest.root)
        for entry in manifest.entries {
            for language in entry.languages {
                // A PDF takes its paper's width: one "width" each.
                let widths = entry.format == .pdf ? [entry.paper.width] : entry.widths
                for width in widths {
                    // No alignment given: one case, the page's own alignment, none in the name.
                    for alignment in entry.alignments.isEmpty ? [nil] : entry.alignments.map(Optional.some) {
                        let variant = switch entry.format {
                        case .png: GoldenCase.variant(width: width, alignment: alignment, scale: entry.scale)
                        case .pdf: GoldenCase.variant(paper: entry.paper, alignment: alignment, scale: entry.scale)
                        }
                        let id = "\(entry.name).\(language).\(variant)"
                        guard seen.insert(id).inserted else {
                            problems.append(.duplicateCase(path: manifest.path, line: entry.line, id: id))
                            continue
                        }
                        cases.append(GoldenCase(
                            id: id, name: entry.name, language: language, variant: variant, format: entry.format,
                            page: entry.page,
                            options: RenderOptions(input: PathName.join(root, entry.page), language: language,
                                                   width: width, scale: entry.scale, direction: entry.direction,
                                                   alignment: alignment, paper: entry.paper,
                                                   siteRoot: PathName.join(folder, ".."), allowOutside: allowOutside),
                            threshold: entry.threshold, maxDifferentPixels: entry.maxDifferentPixels,
                            folder: folder, line: entry.line))
                    }
                }
            }
        }
        self.cases = cases
        self.problems = problems
    }
}

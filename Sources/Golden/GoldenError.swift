/// Why a suite could not be loaded or why one golden case failed. Each description is one line
/// that names the file (and the manifest line where there is one) and says what to do.
///
///     throw GoldenError.missingGolden(path: "Golden/help.he.w800.png")
///     // "Golden/help.he.w800.png: no golden image; run `render check --update` to create it"
public enum GoldenError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The manifest file could not be read at all.
    case unreadableManifest(path: String, reason: String)
    /// The manifest is not valid YAML or not of the documented shape, at `line` (1-based).
    case malformedManifest(path: String, line: Int, message: String)
    /// One case of the manifest is not of the documented shape; the other cases still run.
    case malformedCase(path: String, line: Int, message: String)
    /// Two cases of the manifest would write the same golden file.
    case duplicateCase(path: String, line: Int, id: String)
    /// The golden PNG does not exist yet.
    case missingGolden(path: String)
    /// The golden PNG exists but cannot be decoded.
    case corruptGolden(path: String, reason: String)
    /// The rendered page and the golden image differ in size.
    case sizeMismatch(path: String, expected: (width: Int, height: Int), actual: (width: Int, height: Int))
    /// A PDF case's rendered PDF has a different number of pages than it has goldens; `path`
    /// is page 1's golden.
    case pageCountMismatch(path: String, expected: Int, actual: Int)
    /// More pixels differ than the case allows.
    case tooManyDifferentPixels(path: String, count: Int, maximum: Int)
    /// The page renderer threw.
    case renderFailed(page: String, reason: String)
    /// `pdftoppm` is not installed, failed, or wrote no page for the PDF at `path`.
    case cannotRasterizePDF(path: String, reason: String)
    /// A report, scratch image or golden could not be written.
    case cannotWrite(path: String, reason: String)
    /// Rendering the same page twice gave PNG files that are not byte-identical.
    case nondeterministic(page: String, files: [String])
    /// The filter names no case of the suite (a typo would otherwise pass with nothing run).
    case noMatchingCase(filter: String, manifest: String)
    /// A shard is not of the form `i/n` with 1 <= i <= n.
    case invalidShard(String)

    /// What is wrong and what to do, on one line, naming the file (and line) where there is one.
    public var description: String {
        switch self {
        case let .unreadableManifest(path, reason):
            "\(path): cannot read manifest: \(reason)"
        case let .malformedManifest(path, line, message):
            "\(path):\(line): malformed manifest: \(message)"
        case let .malformedCase(path, line, message):
            "\(path):\(line): malformed case: \(message)"
        case let .duplicateCase(path, line, id):
            "\(path):\(line): case \(id) is listed twice; give one of them a `name`"
        case let .missingGolden(path):
            "\(path): no golden image; run `render check --update` to create it"
        case let .corruptGolden(path, reason):
            "\(path): golden image cannot be decoded (\(reason)); run `render check --update` to re-create it"
        case let .sizeMismatch(path, expected, actual):
            "\(path): size mismatch: golden is \(expected.width)x\(expected.height), "
                + "rendered page is \(actual.width)x\(actual.height)"
        case let .pageCountMismatch(path, expected, actual):
            "\(path): page count mismatch: \(expected) golden page\(expected == 1 ? "" : "s"), rendered PDF has "
                + "\(actual) page\(actual == 1 ? "" : "s"); run `render check --update` if that is intended"
        case let .tooManyDifferentPixels(path, count, maximum):
            "\(path): \(count) pixels differ (at most \(maximum) allowed)"
        case let .renderFailed(page, reason):
            "\(page): rendering failed: \(reason)"
        case let .cannotRasterizePDF(path, reason):
            "\(path): cannot rasterize the PDF: \(reason)"
        case let .cannotWrite(path, reason):
            "\(path): cannot write: \(reason)"
        case let .nondeterministic(page, files):
            "\(page): rendering is not deterministic: \(files.joined(separator: " and ")) differ"
        case let .noMatchingCase(filter, manifest):
            "\(manifest): no case matches the filter \"\(filter)\"; filter by page, language, variant or case id"
        case let .invalidShard(text):
            "invalid shard \"\(text)\": expected i/n with 1 <= i <= n, e.g. 2/4"
        }
    }

    /// Equal when the descriptions are: `sizeMismatch`'s tuples are not `Equatable`.
    public static func == (lhs: GoldenError, rhs: GoldenError) -> Bool {
        lhs.description == rhs.description
    }
}

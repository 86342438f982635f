/// Why a reftest list, an expectations file or one reftest could not be run, or why a test
/// failed. Each description is one line naming the file (and line) and what is wrong.
///
///     ReftestError.differs(test: "t.html", reference: "t-ref.html", pixels: 120, maxDifference: 255).description
///     // "t.html: 120 pixels differ from t-ref.html (largest channel difference 255)"
public enum ReftestError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The list, an expectations file or a test cannot be read.
    case unreadable(path: String, reason: String)
    /// A test has no `<link rel=match>` or `<link rel=mismatch>`.
    case noReference(path: String)
    /// A reference is not a file beside the test or below the list's root.
    case referenceOutside(path: String, line: Int, href: String)
    /// A reference does not exist.
    case missingReference(path: String, line: Int, href: String)
    /// A `<meta name=fuzzy>` is not of WPT's form.
    case malformedFuzzy(path: String, line: Int, content: String)
    /// A line of the expectations file is not `<test> <reason>`, or names a test twice.
    case malformedExpectation(path: String, line: Int, message: String)
    /// The expectations file names a test the list does not run.
    case unknownTest(path: String, line: Int, test: String)
    /// A page could not be rendered.
    case renderFailed(page: String, reason: String)
    /// The test renders unlike its match reference.
    case differs(test: String, reference: String, pixels: Int, maxDifference: Int)
    /// The test renders like its mismatch reference.
    case matchesMismatch(test: String, reference: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read: \(reason)"
        case let .noReference(path): "\(path): no <link rel=match> or <link rel=mismatch>; it is not a reftest"
        case let .referenceOutside(path, line, href): "\(path):\(line): reference \(href) is outside the list's folder"
        case let .missingReference(path, line, href): "\(path):\(line): reference \(href) does not exist"
        case let .malformedFuzzy(path, line, content):
            "\(path):\(line): <meta name=fuzzy content=\"\(content)\"> is not maxDifference=A-B;totalPixels=C-D"
        case let .malformedExpectation(path, line, message): "\(path):\(line): \(message)"
        case let .unknownTest(path, line, test): "\(path):\(line): \(test) is not in the list; remove the line"
        case let .renderFailed(page, reason): "\(page): rendering failed: \(reason)"
        case let .differs(test, reference, pixels, maxDifference):
            "\(test): \(pixels) pixels differ from \(reference) (largest channel difference \(maxDifference))"
        case let .matchesMismatch(test, reference): "\(test): renders like its mismatch reference \(reference)"
        }
    }
}

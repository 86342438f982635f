import DOM
import Files
import Foundation

/// One reftest: a test page and the references it must render like (`<link rel=match>`) or
/// unlike (`<link rel=mismatch>`), and the `<meta name=fuzzy>` tolerances it gives, read from
/// the test's HTML as WPT's "Writing reftests" describes them.
///
///     let test = try Reftest(path: "css21/bidi-text/bidi-001.xht", root: "../shared/csswg/tests")
///     test.references   // [.init(kind: .match, href: "bidi-001-ref.xht", path: ".../bidi-001-ref.xht", line: 7)]
public struct Reftest: Sendable, Equatable {
    /// One `<link rel=match|mismatch>`.
    public struct Reference: Sendable, Equatable {
        public enum Kind: String, Sendable { case match, mismatch }
        public var kind: Kind
        /// As the test writes it.
        public var href: String
        /// The reference's file, from the working directory.
        public var path: String
        /// The `<link>`'s line in the test.
        public var line: Int
    }

    /// The test as the list gives it, relative to `root`.
    public var name: String
    /// The test's file, from the working directory.
    public var path: String
    public var references: [Reference]
    /// Every `<meta name=fuzzy>`, in document order.
    public var fuzziness: [Fuzziness]

    /// The largest test pages and references read; the suites' are a few kB.
    static let maximumSize = 1 << 20

    /// Reads the test `name` under `root`; throws `ReftestError` naming the file (and line) when
    /// it cannot be read, has no reference, or names one outside `root` or missing.
    public init(name: String, root: String) throws(ReftestError) {
        self.name = name
        path = PathName.join(root, name)
        let tree: DOMTree
        do {
            let bytes = try RegularFile.read(path, limit: Self.maximumSize)
            tree = try HTMLParser.parse(String(decoding: bytes, as: UTF8.self), fileName: path)
        } catch let error as FileError {
            throw .unreadable(path: path, reason: error.reason)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        var references: [Reference] = []
        var fuzziness: [Fuzziness] = []
        let folder = (path as NSString).deletingLastPathComponent
        for index in tree.nodes.indices {
            guard let element = tree[index].element else { continue }
            let line = tree[index].line
            if element.name == "link", let rel = element["rel"]?.lowercased(), let kind = Reference.Kind(rawValue: rel),
               let href = element["href"] {
                // A reference is a file beside the test or below the list's root, never a URL.
                let target = PathName.join(folder, href.removingPercentEncoding ?? href)
                guard !href.contains("://"), !href.hasPrefix("/"), SiteRoot.contains(target, root: root) else {
                    throw .referenceOutside(path: path, line: line, href: href)
                }
                guard FileManager.default.fileExists(atPath: target) else { throw .missingReference(path: path, line: line, href: href) }
                references.append(Reference(kind: kind, href: href, path: target, line: line))
            } else if element.name == "meta", element["name"]?.lowercased() == "fuzzy", let content = element["content"] {
                guard let fuzzy = Fuzziness(content) else { throw .malformedFuzzy(path: path, line: line, content: content) }
                fuzziness.append(fuzzy)
            }
        }
        guard !references.isEmpty else { throw .noReference(path: path) }
        self.references = references
        self.fuzziness = fuzziness
    }

    /// The tolerance of the comparison with `reference`: the fuzzy meta naming it, else the one
    /// naming none, else exact.
    public func fuzziness(for reference: Reference) -> Fuzziness {
        fuzziness.first { $0.reference == reference.href } ?? fuzziness.first { $0.reference == nil } ?? .exact
    }
}

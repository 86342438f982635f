import Files
import Foundation

/// A list of reftests to run: one test path a line, `#` comments and blank lines skipped, as
/// the CSS WG's and WPT's lists are kept. Paths are relative to the `tests/` folder beside the
/// list when there is one (`csswg/dev-set.txt` and `csswg/tests/`), else to the list's folder.
///
///     let list = try ReftestList(path: "../shared/csswg/dev-set.txt")
///     list.root    // "../shared/csswg/tests"
///     list.tests   // ["css-flexbox-1/flexbox_rtl-direction.html", ...]
///     list.fonts   // "../shared/csswg/fonts"
public struct ReftestList: Sendable {
    public var path: String
    /// The folder the tests' paths are relative to; references must lie inside it too.
    public var root: String
    /// The tests, in the list's order.
    public var tests: [String]
    /// The `fonts/` folder beside the list, when there is one: the fonts the tests name by family
    /// (Ahem), as the suite's harness installs them on a browser's machine.
    public var fonts: String?

    /// The largest list read.
    static let maximumSize = 1 << 22

    public init(path: String) throws(ReftestError) {
        self.path = path
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: Self.maximumSize)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let tests = PathName.join(folder, "tests")
        var isFolder: ObjCBool = false
        root = FileManager.default.fileExists(atPath: tests, isDirectory: &isFolder) && isFolder.boolValue ? tests
            : folder.isEmpty ? "." : folder
        let fonts = PathName.join(folder, "fonts")
        self.fonts = FileManager.default.fileExists(atPath: fonts, isDirectory: &isFolder) && isFolder.boolValue ? fonts : nil
        self.tests = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

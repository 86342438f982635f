import Foundation
import Golden
import Testing

/// The CSS WG reftests for direction, bidi and alignment (../shared/csswg, beside the checkout,
/// never copied in), against Tests/Reftests/expectations.txt: a failure not listed there fails,
/// a listed test that passes is reported. Skipped, saying so, without ../shared.
@Suite struct CSSWGReftestTests {
    static let devSet = URL(fileURLWithPath: Drawing.packageRoot + "/../shared/csswg/dev-set.txt").standardizedFileURL.path
    static let available = FileManager.default.fileExists(atPath: devSet)

    @Test(.enabled(if: available, "skipped: ../shared/csswg is not beside this checkout"))
    func devSetAgainstExpectations() throws {
        let runner = ReftestRunner(list: try ReftestList(path: Self.devSet),
                                   expectations: try ReftestExpectations(path: Drawing.packageRoot + "/Tests/Reftests/expectations.txt"),
                                   options: .init(scratch: Drawing.packageRoot + "/out/reftests", progress: false))
        let report = runner.run()
        print("\(Self.devSet): \(report.summary.split(separator: "\n").last ?? "")")
        #expect(report.passed, Comment(rawValue: report.summary))
        // The count only grows: 91 since font-family and @font-face (Ahem, Ezra SIL's WOFF) are read.
        #expect(report.passedCount >= 91, "\(report.passedCount) passed")
    }
}

import Foundation
import Galley
import Testing

/// The example pages' HTML is valid HTML5 and needs nothing outside its folder.
struct ValidationTests {
    /// Writes `page` in `language` as HTML into a new folder; returns the folder and the file.
    static func write(_ page: String, language: String) throws -> (folder: String, file: String) {
        let folder = NSTemporaryDirectory() + "galley-html-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/\((page as NSString).deletingPathExtension).html"
        try PageRenderer().write(RenderOptions(input: StylesheetTests.examples + "/" + page, language: language), to: file)
        return (folder, file)
    }

    @Test(arguments: [("help.md", "en"), ("help.he.md", "he"), ("help.ar.md", "ar")])
    func examplePageValidatesWithTidy(page: String, language: String) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tidy") else {
            print("skipped: tidy is not installed (Scripts/install-debian-packages installs it); the HTML was not validated")
            return
        }
        let (folder, file) = try Self.write(page, language: language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tidy")
        process.arguments = ["-errors", "-quiet", "--show-warnings", "yes", file]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && report.isEmpty, "tidy: \(report)")
    }

    @Test(arguments: [("help.md", "en"), ("help.he.md", "he"), ("help.ar.md", "ar")])
    func everyFileThePageUsesIsInItsFolder(page: String, language: String) throws {
        let (folder, file) = try Self.write(page, language: language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let html = try String(contentsOfFile: file, encoding: .utf8)
        let references = html.matches(of: try Regex(#"(?:src="|url\(")([^"]+)""#)).map { String($0.output[1].substring!) }
        #expect(references.count == 17, "15 fonts and 2 images: \(references)")
        for reference in references {
            #expect(!reference.contains(":") && !reference.hasPrefix("/") && !reference.contains(".."), "\(reference) is not beside the page")
            #expect(FileManager.default.fileExists(atPath: folder + "/" + reference), "\(reference) was not copied")
        }
    }

    @Test func pageNotEndingInAKnownExtensionIsRefusedAndWritesNothing() throws {
        let folder = NSTemporaryDirectory() + "galley-html-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: RenderError.unsupportedOutput(path: folder + "/page.htm")) {
            try PageRenderer().write(RenderOptions(input: StylesheetTests.examples + "/help.md"), to: folder + "/page.htm")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

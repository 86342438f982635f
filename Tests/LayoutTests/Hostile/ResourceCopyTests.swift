import Foundation
import Galley
import Testing

/// Images and fonts copied beside an HTML page used to follow the page's own paths (so
/// `../../top.png` landed outside the output's folder, overwriting what was there) and the font
/// copy used PID-named temporaries that a full disk left behind.
@Suite struct ResourceCopyTests {
    @Test func imageAboveThePageIsCopiedInsideTheOutputsFolder() throws {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: folder + "/top.png")
        try "# T\n\n![top](../../top.png)\n".write(toFile: folder + "/a/b/page.md", atomically: true, encoding: .utf8)
        let output = folder + "/o1/deep/x/y/p.html"
        try FileManager.default.createDirectory(atPath: folder + "/o1/deep/x/y", withIntermediateDirectories: true)
        try "keep".write(toFile: folder + "/o1/top.png", atomically: true, encoding: .utf8)
        try PageRenderer().write(RenderOptions(input: folder + "/a/b/page.md", allowOutside: true), to: output)
        #expect(try String(contentsOfFile: folder + "/o1/top.png", encoding: .utf8) == "keep")
        let images = try FileManager.default.contentsOfDirectory(atPath: folder + "/o1/deep/x/y/images")
        #expect(images.count == 1)
        #expect(FileManager.default.contentsEqual(atPath: folder + "/o1/deep/x/y/images/" + images[0], andPath: examplesDirectory + "/images/arrow-next.png"))
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("src=\"images/\(images[0])\""))
    }

    /// A disk that fills while the fonts are copied is one error line and leaves no temporary.
    @Test(arguments: [1, 64, 400])
    func fullDiskWhileCopyingFontsLeavesNoTemporary(kilobytes: Int) throws {
        let folder = try temporaryDirectory()
        let output = folder + "/help.html"
        let (status, error) = try runRender([examplesDirectory + "/help.md", "-o", output],
                                            shellPrefix: "ulimit -f \(kilobytes); trap '' XFSZ; ")
        #expect(status == 1)
        #expect(error.hasPrefix("error: \(folder)/fonts/") && error.hasSuffix(": cannot copy: cannot write: file too large\n"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/fonts").filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }
}

/// A symbolic link planted where fonts or images are copied (`out/fonts -> elsewhere`) used to be written through.
@Suite struct PlantedResourceLinkTests {
    @Test(arguments: ["fonts", "images"])
    func linkWhereResourcesGoIsAnErrorAndNothingIsWrittenThrough(folderName: String) throws {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/out/" + folderName, withDestinationPath: folder + "/elsewhere")
        try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: folder + "/arrow.png")
        try "# T\n\n![a](arrow.png)\n".write(toFile: folder + "/page.md", atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) {
            try PageRenderer().write(RenderOptions(input: folder + "/page.md"), to: folder + "/out/page.html")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/elsewhere").isEmpty)
    }
}

/// A font copy killed outright (`kill -9`) leaves its temporary; the next copy into that folder removes it.
@Suite struct StaleFontTemporaryTests {
    @Test func staleTemporaryInTheFontsFolderIsRemovedByTheNextCopy() throws {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        let stale = folder + "/fonts/.galley-killed.tmp", fresh = folder + "/fonts/.galley-busy.tmp"
        try "partial".write(toFile: stale, atomically: false, encoding: .utf8)
        try "partial".write(toFile: fresh, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: stale)
        try PageRenderer().write(RenderOptions(input: examplesDirectory + "/help.md"), to: folder + "/help.html")
        #expect(!FileManager.default.fileExists(atPath: stale))
        // A young one may belong to a copy still running.
        #expect(FileManager.default.fileExists(atPath: fresh))
    }
}

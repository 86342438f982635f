import Document
import Files
import Foundation
import Galley
import Layout
import Raster
import Testing

/// FIFOs and devices used to block the render forever (even with --keep-going), and a
/// directory or /dev/null input gave a misleading message. Only regular files are read now.
@Suite struct NonRegularFileTests {
    /// A fresh folder with a FIFO at `name` and a page showing `image`.
    func site(fifo name: String, image: String) throws -> (folder: String, page: String) {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: examplesDirectory + "/images/arrow-next.png", toPath: folder + "/images/arrow.png")
        #expect(mkfifo(folder + "/" + name, 0o600) == 0)
        let page = folder + "/page.md"
        try "# T\n\n![a](\(image))\n".write(toFile: page, atomically: true, encoding: .utf8)
        return (folder, page)
    }

    @Test func fifoAsAnImageIsAnErrorNotAHang() throws {
        let (folder, page) = try site(fifo: "images/pipe.png", image: "images/pipe.png")
        #expect(throws: LayoutError.unreadableImage(file: page, line: 3, path: "images/pipe.png",
                                                    problem: .file(.notRegular(path: folder + "/images/pipe.png", kind: "a FIFO")))) {
            try PageRenderer().image(RenderOptions(input: page, language: "en"))
        }
        // With --keep-going: a placeholder, not a hang.
        let image = try PageRenderer().image(RenderOptions(input: page, language: "en", keepGoing: true))
        #expect(image.width == 800)
    }

    @Test func fifoAsALanguageVariantIsAnErrorNamingIt() throws {
        let (_, page) = try site(fifo: "images/arrow.he.png", image: "images/arrow.png")
        #expect {
            try PageRenderer().image(RenderOptions(input: page, language: "he"))
        } throws: { error in
            "\(error)" == "\(page):3: image images/arrow.he.png is a FIFO, not a regular file (use --keep-going to draw a placeholder)"
        }
    }

    @Test func devStdinAsAnImageIsAnErrorNotAHang() throws {
        let folder = try temporaryDirectory()
        let page = folder + "/page.md"
        try "![a](/dev/stdin)\n".write(toFile: page, atomically: true, encoding: .utf8)
        let pipe = Pipe()
        let saved = dup(0)
        dup2(pipe.fileHandleForReading.fileDescriptor, 0)
        defer { dup2(saved, 0); close(saved) }
        #expect {
            try PageRenderer().image(RenderOptions(input: page, language: "en", allowOutside: true))
        } throws: { error in
            "\(error)" == "\(page):1: image /dev/stdin is a FIFO, not a regular file (use --keep-going to draw a placeholder)"
        }
    }

    @Test func fifoAsThePageIsAnErrorNotAHang() throws {
        let (folder, _) = try site(fifo: "pipe.md", image: "images/arrow.png")
        #expect(throws: DocumentError.unreadableFile(file: folder + "/pipe.md", reason: "is a FIFO, not a regular file")) {
            try PageRenderer().image(RenderOptions(input: folder + "/pipe.md", language: "en"))
        }
    }

    @Test(arguments: [("/dev/null", "is a character device, not a regular file"), ("/tmp", "is a directory, not a regular file")])
    func deviceOrDirectoryAsThePageSaysWhatItIs(input: String, reason: String) throws {
        #expect(throws: DocumentError.unreadableFile(file: input, reason: reason)) {
            try PageRenderer().image(RenderOptions(input: input, language: "en"))
        }
    }
}

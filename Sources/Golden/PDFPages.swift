import Files
import Foundation
import Raster

/// Rasterizes the pages of a PDF with poppler's `pdftoppm` (Debian: poppler-utils), so that PDF
/// output is checked with the same pixel diff as PNG output.
///
///     let pages = try PDFPages.rasterize("out/help.pdf", resolution: 72)   // one image per page
enum PDFPages {
    /// Every page of the PDF at `path`, in order, at `resolution` dots per inch (72: one pixel
    /// per PDF point). Works in a temporary folder that it removes. Throws
    /// `GoldenError.cannotRasterizePDF` when `pdftoppm` is missing or fails.
    static func rasterize(_ path: String, resolution: Double) throws -> [RasterImage] {
        func failure(_ reason: String) -> GoldenError { .cannotRasterizePDF(path: path, reason: reason) }
        guard let tool = executable("pdftoppm") else {
            throw failure("pdftoppm not found on PATH; install poppler-utils (Scripts/install-debian-packages)")
        }
        let folder = NSTemporaryDirectory() + "galley-pdf-pages-" + UUID().uuidString
        try Folders.create(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        let dpi = resolution == resolution.rounded() ? String(Int(resolution)) : String(resolution)
        process.arguments = ["-r", dpi, "-png", path, folder + "/page"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            throw failure("pdftoppm failed (exit \(process.terminationStatus))" + (text.isEmpty ? "" : ": \(text)"))
        }
        // pdftoppm names pages page-1.png, or page-01.png ... when there are ten or more.
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).compactMap { name -> (Int, String)? in
            guard name.hasPrefix("page-"), name.hasSuffix(".png"),
                  let number = Int(name.dropFirst(5).dropLast(4)) else { return nil }
            return (number, folder + "/" + name)
        }.sorted { $0.0 < $1.0 }
        guard !pages.isEmpty else { throw failure("pdftoppm wrote no page") }
        return try pages.map { try RasterImage(pngFile: $0.1) }
    }

    /// The first executable called `name` on PATH.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

import Files
import Foundation
import Galley

/// Checks that rendering is deterministic: one case rendered twice by one renderer (cold, then
/// with warm caches) and once by a fresh renderer must give byte-identical PNG files. Golden
/// runs compare pixels with a tolerance; this is the separate, exact check.
///
///     let options = RenderOptions(input: "Examples/help.md", language: "he")
///     try Determinism.check(options, scratch: "Golden/.scratch")   // throws when they differ
public enum Determinism {
    /// Renders `options` three times into `scratch` and compares the PNG bytes. Throws
    /// `GoldenError.nondeterministic` naming the differing files, or the renderer's error.
    /// The files stay in `scratch` only when they differ.
    public static func check(_ options: RenderOptions, scratch: String,
                             makeRenderer: GoldenRunner.RendererFactory = GoldenRunner.pageRenderer) throws {
        try Folders.create(scratch)
        let first = try makeRenderer()
        let second = try makeRenderer()
        let base = ((options.input as NSString).lastPathComponent as NSString).deletingPathExtension
            + ".\(options.language ?? "default").\(GoldenCase.variant(width: options.width, scale: options.scale))"
        var files: [String] = []
        for (label, render) in [("cold", first), ("warm", first), ("fresh", second)] {
            let path = PathName.join(scratch, "\(base).determinism-\(label).png")
            try render(options).writePNG(to: path)
            files.append(path)
        }
        let contents = try files.map { try RegularFile.read($0, limit: FileCopy.limit) }
        let differing = files.indices.dropFirst().filter { contents[$0] != contents[0] }.map { files[$0] }
        guard differing.isEmpty else {
            throw GoldenError.nondeterministic(page: options.input, files: [files[0]] + differing)
        }
        for path in files { try? FileManager.default.removeItem(atPath: path) }
    }
}

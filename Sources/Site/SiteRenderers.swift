import Dispatch
import Foundation
import Galley
import Shaping

/// What site builds keep from one build to the next in a program that builds the same site again
/// and again (`render serve`, on every save): the fonts, their hash, and the page renderers, one
/// per thread.
///
/// Each renderer's rasterizer opens its own FreeType faces, and Cairo keeps a font face alive
/// as long as a scaled font of it is among the 256 it holds over after their last use, so
/// renderers made anew for each build would leave each build's faces (each a mapping of its
/// font file and the glyphs drawn with it) until Cairo lets go of them, hundreds of builds later.
/// Shared, each face is opened once for the program's life. The fonts are opened again only
/// when their files change; their 5 MB are hashed again only then too.
///
/// One build at a time renders with them: a second build sharing them waits for the first.
///
///     let renderers = SiteRenderers()
///     try SiteBuild(options: options, renderers: renderers).run()   // opens the fonts
///     try SiteBuild(options: options, renderers: renderers).run()   // draws with the same faces
public final class SiteRenderers: @unchecked Sendable {
    private let lock = NSLock()
    private var fonts: (directory: String, hash: String, context: FontContext)?
    private var renderers: [PageRenderer] = []
    private var hashed: (directory: String, files: [String: [Int]], hash: String)?

    /// Renderers whose fonts are opened by the first build that renders a page.
    public init() {}

    /// The hash of every file in `directory`, by name: the last one when no file's name, inode,
    /// size, modification time or change time differs (writing a file always changes its change
    /// time, which no program can set back).
    func fontsHash(of directory: String) -> String {
        var files: [String: [Int]] = [:]
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        for name in names {
            var info = stat()
            files[name] = stat(directory + "/" + name, &info) == 0
                ? [Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
                : []
        }
        if let hashed = lock.withLock({ hashed }), hashed.directory == directory, hashed.files == files { return hashed.hash }
        var hash = InputHash()
        for name in names { hash.add(file: directory + "/" + name) }
        lock.withLock { hashed = (directory, files, hash.hex) }
        return hash.hex
    }

    /// Runs `work` on `count` threads at once, each with a renderer of its own, drawing with the
    /// fonts in `directory`, whose files hash as `hash`: the renderers of the last build when its
    /// fonts were the same, otherwise new ones.
    func run(threads count: Int, fontDirectory directory: String, hash: String, _ work: @Sendable (PageRenderer) -> Void) throws {
        try lock.withLock {
            if fonts?.directory != directory || fonts?.hash != hash {
                fonts = (directory, hash, try FontContext(directory: directory))
                renderers = []
            }
            while renderers.count < count { renderers.append(PageRenderer(fonts: fonts!.context)) }
            DispatchQueue.concurrentPerform(iterations: count) { thread in work(renderers[thread]) }
        }
    }
}

import Dispatch
import Foundation
import Galley
import Shaping

/// The fonts and the page renderers (one per thread) of site builds, kept from one build to the
/// next by a program that builds the same site again and again (`render serve`, on every save).
///
/// Each renderer's rasterizer opens its own FreeType faces, and Cairo keeps a font face alive
/// as long as a scaled font of it is among the 256 it holds over after their last use, so
/// renderers made anew for each build would leave each build's faces (each a mapping of its
/// font file and the glyphs drawn with it) until Cairo lets go of them, hundreds of builds later.
/// Shared, each face is opened once for the program's life. The fonts are opened again only
/// when their files change.
///
/// One build at a time uses them: a second build sharing them waits for the first.
///
///     let renderers = SiteRenderers()
///     try SiteBuild(options: options, renderers: renderers).run()   // opens the fonts
///     try SiteBuild(options: options, renderers: renderers).run()   // draws with the same faces
public final class SiteRenderers: @unchecked Sendable {
    private let lock = NSLock()
    private var fonts: (directory: String, hash: String, context: FontContext)?
    private var renderers: [PageRenderer] = []

    /// Renderers whose fonts are opened by the first build that renders a page.
    public init() {}

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

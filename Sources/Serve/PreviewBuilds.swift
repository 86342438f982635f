import Foundation
import LocaleRules
import Site

/// The rendered outputs of the preview: one `SiteBuild` per ``Variant`` into a folder of the
/// cache, so that a change renders again only the outputs whose inputs changed (the site
/// build's incremental record), and what each build said about each output: its file's version,
/// its error, the warnings of the page file it came from.
///
/// Builds run one at a time on the caller's thread; the state is read from request handlers
/// on other threads, under a lock.
///
///     let builds = PreviewBuilds(options: options, cache: "/tmp/galley-serve-x")
///     let changed = builds.build(.png(scale: 1))   // the names of the pages whose outputs changed
final class PreviewBuilds: @unchecked Sendable {
    /// What the preview knows of one output.
    struct Output: Equatable {
        /// Changes whenever the file is written again; nil: there is no file.
        var version: String?
        /// Why the last build of it failed; the file, if any, is the last good render.
        var error: String?
    }

    /// What the preview shows.
    let options: PreviewOptions
    /// The folder the variants are built into.
    let cache: String
    /// The fonts and renderers of every build, opened once for the server's life.
    private let renderers = SiteRenderers()

    private let lock = NSLock()
    private var site: PreviewSite?
    private var outputs: [String: Output] = [:]
    private var warnings: [String: [String]] = [:]
    private var problems: [String] = []
    private var variants: Set<Variant> = [.png(scale: 1), .html]
    private var built: Set<Variant> = []

    init(options: PreviewOptions, cache: String) {
        self.options = options
        self.cache = cache
    }

    // MARK: Reading the state

    /// The site as the last build saw it; nil before the first.
    var currentSite: PreviewSite? { lock.withLock { site } }

    /// Problems of the whole site: translations without a source page, a build that could not start.
    var siteProblems: [String] { lock.withLock { problems } }

    /// The state of `page` in `language` as `variant`.
    func output(_ variant: Variant, language: String, page: String) -> Output {
        lock.withLock { outputs[Self.path(variant, language, page)] ?? Output() }
    }

    /// The warnings of the last render of `file`.
    func warnings(of file: String) -> [String] { lock.withLock { warnings[file] ?? [] } }

    /// Whether `variant` has been built at least once.
    func isBuilt(_ variant: Variant) -> Bool { lock.withLock { built.contains(variant) } }

    /// The variants to keep up to date, PNGs first.
    var wanted: [Variant] { lock.withLock { variants.sorted() } }

    /// Asks for PNGs at `scale` too; true when that is new (then it needs a build).
    func want(_ variant: Variant) -> Bool { lock.withLock { variants.insert(variant).inserted } }

    /// The variants wanted that were never built.
    var unbuilt: [Variant] { lock.withLock { variants.subtracting(built).sorted() } }

    /// The URL path of an output's file below the server's `/out/`.
    static func path(_ variant: Variant, _ language: String, _ page: String) -> String {
        "\(variant.folder)/\(language)/\(page).\(variant.format.rawValue)"
    }

    // MARK: Building

    /// Builds `variant` of the whole site, rendering only what changed since its last build,
    /// and returns the names of the pages whose outputs, errors or warnings changed (every
    /// page when the site's pages or languages changed).
    func build(_ variant: Variant) -> Set<String> {
        let folder = cache + "/" + variant.folder
        let site: PreviewSite
        do {
            site = try PreviewSite(root: options.root, sourceLanguage: options.sourceLanguage)
        } catch {
            return lock.withLock {
                problems = ["\(error)"]
                return Set(self.site?.pages.map(\.name) ?? [])
            }
        }
        let outputPaths = site.pages.flatMap { page in page.languages.map { (page, $0, "\($0.tag.identifier)/\(page.name).\(variant.format.rawValue)") } }
        let before = outputPaths.map { Self.version(of: folder + "/" + $0.2) }
        let report: SiteReport
        do {
            report = try SiteBuild(options: .init(root: options.root, output: folder, formats: [variant.format], languages: site.languages,
                                                  sourceLanguage: options.sourceLanguage, width: options.width, scale: variant.scale,
                                                  progress: false), renderers: renderers).run()
        } catch {
            return lock.withLock {
                problems = ["\(error)"]
                return Set(site.pages.map(\.name))
            }
        }
        var failures = report.failures
        var fresh: [String: Output] = [:]
        var rendered: Set<String> = []
        for (index, (_, language, path)) in outputPaths.enumerated() {
            let version = Self.version(of: folder + "/" + path)
            let prefix = path + ": "
            let error = failures.firstIndex { $0.hasPrefix(prefix) }.map { String(failures.remove(at: $0).dropFirst(prefix.count)) }
            fresh[variant.folder + "/" + path] = Output(version: version, error: error)
            if version != before[index] || error != nil { rendered.insert(language.file) }
        }
        return lock.withLock {
            let structureChanged = self.site.map { $0.languages != site.languages || $0.pages.map(\.name) != site.pages.map(\.name) } ?? true
            var changed: Set<String> = []
            for (page, _, path) in outputPaths {
                let key = variant.folder + "/" + path
                if outputs[key] != fresh[key] { changed.insert(page.name) }
            }
            // The warnings of every file rendered again are the ones this build reported.
            for file in rendered {
                var now: [String] = []
                for warning in report.warnings where warning.hasPrefix(file + ": ") && !now.contains(String(warning.dropFirst(file.count + 2))) {
                    now.append(String(warning.dropFirst(file.count + 2)))
                }
                if warnings[file] ?? [] != now {
                    warnings[file] = now
                    changed.formUnion(site.pages.filter { $0.languages.contains { $0.file == file } }.map(\.name))
                }
            }
            outputs = outputs.filter { !$0.key.hasPrefix(variant.folder + "/") }.merging(fresh) { $1 }
            problems = site.problems + failures.filter { !site.problems.contains($0) }
            self.site = site
            built.insert(variant)
            return structureChanged ? Set(site.pages.map(\.name)) : changed
        }
    }

    /// A string that changes when the file at `path` is written again (atomically renamed into
    /// place, so its inode changes too); nil when there is none.
    static func version(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return String(UInt64(bitPattern: Int64(info.st_ino)) &* 1_000_003 &+ UInt64(info.st_mtim.tv_sec) &* 1_000_000_007
            &+ UInt64(info.st_mtim.tv_nsec) &+ UInt64(info.st_size), radix: 36)
    }
}

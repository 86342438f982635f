import Dispatch
import Document
import Files
import Foundation
import Galley
import HTML
import Layout
import LocaleRules
import Shaping

/// Renders every page of a help site in every language, in one process: the fonts are opened
/// once and shared, pages render in parallel, and a page whose inputs have not changed since the
/// last build is not rendered again (`BuildRecord`). A failing page does not stop the others.
///
/// Output: `<output>/<lang>/<page path>.png` (and/or `.pdf`, `.html`); HTML pages share the
/// fonts in `<output>/fonts/`, copied once per build.
///
///     let report = try SiteBuild(options: .init(root: "help", output: "out", languages: ["he", "ar-SA"])).run()
///     print(report.summary)
public struct SiteBuild: Sendable {
    /// What to build.
    ///
    ///     SiteBuild.Options(root: "help", output: "out", formats: [.png, .pdf], languages: ["he", "en-XA"])
    public struct Options: Sendable {
        /// The site folder.
        public var root: String
        /// Where the outputs go.
        public var output: String
        /// The formats written for each page and language.
        public var formats: [OutputFormat]
        /// The languages, BCP 47; nil: every language some page is translated into, and the source languages.
        public var languages: [String]?
        /// The language of source pages without a front matter `lang`.
        public var sourceLanguage: String
        /// Page width of PNG output, and its scale.
        public var width: Double, scale: Double
        /// Paper of PDF output.
        public var paper: Paper
        /// How many pages render at once.
        public var jobs: Int
        /// Render every output, changed or not.
        public var force: Bool
        /// Show progress on standard error; nil: a redrawn line on a terminal, plain lines otherwise.
        public var progress: Bool?
        /// The bundled fonts.
        public var fontDirectory: String
        /// Where the site keeps its translations; nil: found from its folders' names.
        public var layout: SiteLayout?
        /// Draw a placeholder for a missing or unreadable image instead of failing the page.
        public var keepGoing = false
        /// A folder of copies of the pages' images on the web (`RenderOptions.imagesFrom`).
        public var imagesFrom: String?

        /// Options with the defaults of `render site`.
        public init(root: String, output: String, formats: [OutputFormat] = [.png], languages: [String]? = nil,
                    sourceLanguage: String = "en", width: Double = 800, scale: Double = 1, paper: Paper = .a4,
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, force: Bool = false, progress: Bool? = nil,
                    fontDirectory: String = FontContext.bundledDirectory) {
            self.root = root
            self.output = output
            self.formats = formats
            self.languages = languages
            self.sourceLanguage = sourceLanguage
            self.width = width
            self.scale = scale
            self.paper = paper
            self.jobs = jobs
            self.force = force
            self.progress = progress
            self.fontDirectory = fontDirectory
        }
    }

    /// An output file type.
    public enum OutputFormat: String, Sendable, CaseIterable {
        case png, pdf, html
    }

    /// What to build.
    public let options: Options
    /// The fonts and renderers it draws with.
    let renderers: SiteRenderers

    /// A build with `options`, drawing with `renderers`: by default its own, its fonts opened
    /// for this build; a program that builds again and again keeps one ``SiteRenderers`` for all.
    public init(options: Options, renderers: SiteRenderers = SiteRenderers()) {
        self.options = options
        self.renderers = renderers
    }

    /// One output to make.
    struct Job {
        var page: SourcePage
        var language: LanguageTag
        var format: OutputFormat
        var file: String
        var translated: Bool
        /// The language the page is rendered in: the output's, or its source's when it falls back to that.
        var rendered: LanguageTag
        /// Relative to the output folder.
        var output: String
    }

    /// Builds the site. Throws only when it cannot start (the folders, a language tag, the
    /// fonts); each page's failure is in the report, and so is a failure to write the record.
    public func run() throws -> SiteReport {
        let start = Date()
        try Self.checkFolders(root: options.root, output: options.output)
        let site = try SiteFolder(root: options.root, layout: options.layout, sourceLanguage: options.sourceLanguage)
        let sourceLanguage = try LanguageTag(options.sourceLanguage)
        var sources: [String: LanguageTag] = [:]
        var failures: [String] = site.problems
        for page in site.pages {
            // A translation with no source page is in its own language; a front matter `lang` ICU
            // does not know is no language folder: the page counts as the source language's.
            sources[page.name] = try page.onlyLanguage.map { try LanguageTag($0) }
                ?? (try? FrontMatter(contentsOfFile: page.file).lang).flatMap { $0.flatMap { try? LanguageTag($0) } }
                .flatMap { $0.script.isEmpty ? nil : $0 } ?? sourceLanguage
        }
        var warnings = site.warnings
        for page in site.pages {
            for (tag, file) in page.translations.sorted(by: { $0.key < $1.key }) where tag == sources[page.name]!.identifier {
                warnings.append("\(Escaped(file)): a translation into \(tag), the language of its source page \(Escaped(page.file)); "
                    + "it is rendered for \(tag) in place of the source")
            }
        }
        let tags = options.languages ?? (site.translationLanguages + Set(sources.values.map(\.identifier)).sorted())
        if let given = options.languages, given.isEmpty { throw SiteError.noLanguages }
        var languages: [LanguageTag] = []
        for tag in tags {
            // A language folder is named by a language ICU knows: never `fonts` or `images`.
            guard let language = try? LanguageTag(tag), !language.script.isEmpty else { throw SiteError.unknownLanguage(tag) }
            if !languages.contains(language) { languages.append(language) }
        }
        var jobs: [Job] = []
        for language in languages {
            for page in site.pages where page.isRendered(in: language) {
                let (file, translated) = page.file(for: language, sourceLanguage: sources[page.name]!)
                // A page with no translation is the source page, in its own language and direction.
                for format in options.formats {
                    jobs.append(Job(page: page, language: language, format: format, file: file, translated: translated,
                                    rendered: translated ? language : sources[page.name]!,
                                    output: "\(language.identifier)/\(page.name).\(format.rawValue)"))
                }
            }
        }

        try Folders.create(options.output)
        if options.formats.contains(.html) {
            // A failure here is one line of the summary, like a page's; the pages are still written.
            do {
                try HTMLPage.copyFonts(from: options.fontDirectory, into: options.output + "/" + HTMLPage.fontFolder)
            } catch {
                failures.append("\(error)")
            }
        }
        var (record, recordWarnings) = BuildRecord.read(folder: options.output)
        warnings += recordWarnings
        let fontsHash = renderers.fontsHash(of: options.fontDirectory)
        let files = Array(Set(jobs.map(\.file))).sorted()
        let pageFiles = Self.pageFiles(files, known: record.pages, jobs: options.jobs)
        record.pages = pageFiles
        let map = Self.siteMap(site, jobs: jobs, pageFiles: pageFiles)
        let hashes = jobs.map { inputHash($0, page: pageFiles[$0.file]!, fonts: fontsHash, root: site.root, map: map) }
        // An output is rendered again when its inputs changed, or it is missing, truncated or edited.
        // Reading the outputs back runs on `jobs` threads, as the pages' hashes do.
        let stale = WorkQueue<Bool>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, jobs.count))) { [jobs, record] _ in
            while let n = stale.next() {
                guard !options.force, let entry = record.outputs[jobs[n].output], entry.hash == hashes[n] else {
                    stale.set(n, true)
                    continue
                }
                stale.set(n, !BuildRecord.isIntact(options.output + "/" + jobs[n].output, as: entry))
            }
        }
        let todo = jobs.indices.filter { stale.outcomes[$0]! }
        let journal = BuildJournal(record, folder: options.output)

        let results = WorkQueue<Result<[RenderWarning], Error>>(count: todo.count)
        let progress = Progress(total: todo.count, enabled: options.progress, plainLines: true)
        if !todo.isEmpty {
            let jobs = jobs
            try renderers.run(threads: max(1, min(options.jobs, todo.count)), fontDirectory: options.fontDirectory, hash: fontsHash) { renderer in
                while let n = results.next() {
                    let index = todo[n]
                    let job = jobs[index]
                    let outcome = Result { try render(job, with: renderer, map: map) }
                    results.set(n, outcome)
                    let written = (try? outcome.get()).flatMap { _ in
                        BuildRecord.written(options.output + "/" + job.output, hash: hashes[index], page: job.page.name)
                    }
                    journal.enter(job.output, written)
                    progress.finished(job.output, failed: (try? outcome.get()) == nil)
                }
            }
        }
        progress.end()

        var report = SiteReport(outputs: jobs.count, unchanged: jobs.count - todo.count)
        report.skippedLinks = site.skippedLinks
        var said = Set(warnings)
        for (n, index) in todo.enumerated() {
            switch results.outcomes[n]! {
            case let .success(pageWarnings):
                report.rendered += 1
                // Once per page: its other formats and languages say the same.
                for warning in pageWarnings.map(\.description) where said.insert(warning).inserted { warnings.append(warning) }
            case let .failure(error):
                failures.append("\(jobs[index].output): \(error)")
            }
        }
        // Outputs of pages that are gone: only files Galley wrote inside the output folder, checked again.
        let names = Set(site.pages.map(\.name))
        journal.update { record in
            for (output, entry) in record.outputs where !names.contains(entry.page) {
                if BuildRecord.entryProblem(output, entry, folder: options.output) == nil {
                    unlink(options.output + "/" + output)
                    report.removed.append(output)
                }
                record.outputs[output] = nil
            }
        }
        if let failure = journal.failure { failures.append(failure) }
        report.removed.sort()
        for language in languages {
            let pageJobs = jobs.filter { $0.language == language && $0.format == options.formats.first }
            report.languages.append(.init(tag: language.identifier, translated: pageJobs.filter(\.translated).count,
                                          fallenBack: pageJobs.filter { !$0.translated }.map(\.page.name)))
        }
        report.warnings = warnings
        report.failures = failures
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// Throws when the output folder is the site folder or inside it: the build would read its
    /// own outputs (or a `.md` planted among them) as pages.
    static func checkFolders(root: String, output: String) throws {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let site = resolved(root), out = resolved(output)
        if out == site || out.hasPrefix(site == "/" ? "/" : site + "/") { throw SiteError.outputInsideSite(output: output, site: root) }
    }

    /// Renders one output, its links to other pages pointed as `map` lays them out; its warnings.
    private func render(_ job: Job, with renderer: PageRenderer, map: SiteMap) throws -> [RenderWarning] {
        let path = options.output + "/" + job.output
        // A symbolic link planted in the output folder (`out/he -> /`) is never written through.
        var folder = options.output
        for component in job.output.split(separator: "/").dropLast() {
            folder += "/" + component
            var status = stat()
            if lstat(folder, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
                throw FileError.unwritable(path: folder, reason: "not a folder (a symbolic link or a file is in the way)")
            }
        }
        try Folders.create((path as NSString).deletingLastPathComponent)
        // An HTML page finds the site's fonts up from its folder: `he/guide/start.html` in `../../fonts`.
        let depth = job.output.split(separator: "/").count - 1
        var renderOptions = RenderOptions(input: job.file, language: job.rendered.identifier, width: options.width,
                                          scale: options.scale, paper: options.paper, keepGoing: options.keepGoing,
                                          fontFolder: job.format == .html ? String(repeating: "../", count: depth) + HTMLPage.fontFolder : nil,
                                          imagesFrom: options.imagesFrom)
        renderOptions.links = PageLinks(site: map, output: job.output)
        return try renderer.write(renderOptions, to: path)
    }

    /// Everything `job`'s output is made from: Galley's version, the options, the page file, the
    /// images it shows (the file chosen for the language), the style sheets an HTML page links,
    /// a `values.yaml` beside it, the fonts, and where its links to other pages lead in `map`.
    private func inputHash(_ job: Job, page: BuildRecord.PageFile, fonts: String, root: String, map: SiteMap) -> String {
        var hash = InputHash()
        hash.add(galleyVersion)
        hash.add("\(job.language.identifier) \(job.rendered.identifier) \(job.format) \(options.width) \(options.scale) \(options.paper) \(options.keepGoing)")
        let links = PageLinks(site: map, output: job.output)
        for destination in page.links ?? [] {
            guard let link = PageLink(destination) else { continue }
            hash.add("\(destination) \(links.outcome(of: link, in: job.file, language: job.rendered, siteRoot: nil))")
        }
        if let imagesFrom = options.imagesFrom { hash.add(imagesFrom) }
        hash.add(fonts)
        hash.add(job.file)
        hash.add(page.hash)
        let folder = (job.file as NSString).deletingLastPathComponent
        hash.add(file: folder + "/values.yaml")
        // Only images inside the site: a page (or a planted record) naming `/dev/zero` is not read.
        for source in page.images where !source.contains("://") {
            let path = source.hasPrefix("/") ? source : folder + "/" + source
            let file = LocalizedFile.variant(of: path, for: job.language) ?? path
            if SiteRoot.contains(file, root: root) { hash.add(file: file) } else { hash.add(file) }
        }
        for sheet in page.stylesheets ?? [] {
            if SiteRoot.contains(sheet, root: root) { hash.add(file: sheet) } else { hash.add(sheet) }
        }
        return hash.hex
    }

    /// Each page file's hash, image sources and linked style sheets, read on `jobs` threads; a
    /// file whose bytes hash as `known` says is not parsed again.
    static func pageFiles(_ files: [String], known: [String: BuildRecord.PageFile], jobs: Int) -> [String: BuildRecord.PageFile] {
        let results = WorkQueue<BuildRecord.PageFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
            while let n = results.next() {
                let bytes = FileManager.default.contents(atPath: files[n]) ?? Data()
                var hash = InputHash()
                hash.add(bytes)
                let page = known[files[n]].flatMap { $0.hash == hash.hex && $0.anchors != nil && $0.links != nil ? $0 : nil }
                    ?? (try? Page.parse(String(decoding: bytes, as: UTF8.self), fileName: files[n]))
                    .map { BuildRecord.PageFile(hash: hash.hex, images: imageSources($0.blocks), stylesheets: $0.linkedStyleSheets,
                                                anchors: $0.headingAnchors, links: $0.pageLinks) }
                results.set(n, page ?? BuildRecord.PageFile(hash: hash.hex, images: []))
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(files, results.outcomes.map { $0! }))
    }

    /// The site's pages as its outputs lay them out: every page file by its page's name, and
    /// each page's heading anchors in every language it is rendered in (`jobs`' files).
    static func siteMap(_ site: SiteFolder, jobs: [Job], pageFiles: [String: BuildRecord.PageFile]) -> SiteMap {
        var files: [String: String] = [:]
        for page in site.pages {
            for file in [page.file] + page.translations.values { files[file] = page.name }
        }
        var pages: [String: [String: [String]]] = [:]
        for job in jobs { pages[job.page.name, default: [:]][job.language.identifier] = pageFiles[job.file]?.anchors ?? [] }
        return SiteMap(files: files, pages: pages)
    }

    /// The image sources of `blocks` and the blocks inside them: figures, then images in running text.
    static func imageSources(_ blocks: [Block]) -> [String] {
        figureSources(blocks) + blocks.flatMap(\.inlineImages).map(\.reference.source)
    }

    private static func figureSources(_ blocks: [Block]) -> [String] {
        blocks.flatMap { block -> [String] in
            switch block.kind {
            case let .figure(figure): [figure.image.source]
            case let .list(list): list.items.flatMap(figureSources)
            case let .blockQuote(inner): figureSources(inner)
            case let .box(box): figureSources(box.children)
            case .heading, .paragraph, .codeBlock, .thematicBreak, .table: []
            }
        }
    }
}

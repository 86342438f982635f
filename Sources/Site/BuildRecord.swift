import Files
import Foundation
import LocaleRules
import Raster

/// What the last build of a site wrote: for each output (relative to the output folder), the
/// hash of its inputs, the source page it came from and the size and hash of the file written.
/// Kept as JSON in the output folder (`.galley-build.json`), replaced whole after every output.
///
/// The record is data from disk, as untrusted as the pages: anyone who can write the output
/// folder can plant one. So an entry is kept only when it names a file Galley writes
/// (`<lang>/<page>.<png|pdf|html>` for its own page) lying inside the output folder, with no
/// `..`, absolute path or symbolic link on the way (``entryProblem(_:_:folder:)``); anything
/// else is dropped with a warning, and nothing outside the folder is ever removed.
///
///     var (record, warnings) = BuildRecord.read(folder: "out")
///     record.outputs["he/index.png"] = .init(hash: "9f0c…", page: "index", size: 48213, digest: "51e2…")
///     try record.save(in: "out")
struct BuildRecord: Codable {
    /// One output's inputs, and what was written.
    struct Output: Codable, Equatable {
        /// `InputHash.hex` of everything it was made from.
        var hash: String
        /// The source page's name.
        var page: String
        /// The output file's size in bytes.
        var size: Int
        /// `InputHash.hex` of the output file's bytes.
        var digest: String
    }

    /// What a page file held when it was last read: so an unchanged page is not parsed again.
    struct PageFile: Codable, Equatable {
        /// `InputHash.hex` of the file's bytes.
        var hash: String
        /// The image sources it shows, as written.
        var images: [String]
        /// The style sheet files an HTML page links (nil in a record of a Galley before HTML pages).
        var stylesheets: [String]? = nil
        /// The anchors of its headings, which links from other pages name (nil in a record of a Galley before links between pages).
        var anchors: [String]? = nil
        /// The destinations of its links to other pages (nil in a record of a Galley before links between pages).
        var links: [String]? = nil
    }

    /// The file name of the record in the output folder.
    static let fileName = ".galley-build.json"
    /// The extensions of the outputs Galley writes.
    static let outputExtensions: Set<String> = ["png", "pdf", "html"]
    /// A record larger than this is not read (every build starts afresh).
    static let sizeLimit = 64 << 20

    /// By output path relative to the output folder.
    var outputs: [String: Output] = [:]
    /// By page file path.
    var pages: [String: PageFile] = [:]

    /// An empty record.
    init() {}

    /// The record in `folder` with its unacceptable entries dropped, and one warning line per
    /// entry dropped; an empty record when there is none or it is unreadable (then everything
    /// is rendered).
    static func read(folder: String) -> (record: BuildRecord, warnings: [String]) {
        let path = folder + "/" + fileName
        guard let bytes = try? RegularFile.read(path, limit: sizeLimit) else { return (BuildRecord(), []) }
        guard var record = try? JSONDecoder().decode(Self.self, from: Data(bytes)) else {
            return (BuildRecord(), ["\(Escaped(path)): not a build record Galley can read; every output is rendered again"])
        }
        var warnings: [String] = []
        for (output, entry) in record.outputs.sorted(by: { $0.key < $1.key }) {
            if let problem = entryProblem(output, entry, folder: folder) {
                record.outputs[output] = nil
                warnings.append("\(Escaped(path)): ignored the entry '\(Escaped(output))': \(problem)")
            }
        }
        return (record, warnings)
    }

    /// Why `output` cannot be an output of this record's build in `folder`, or nil when it can:
    /// a relative path `<lang>/<page>.<ext>` naming `entry`'s page, `<lang>` a canonical
    /// tag of a language ICU knows (never `fonts`), with no empty, `.` or `..` component and no NUL, whose
    /// folders below `folder` are real folders (not symbolic links) and whose file, if there,
    /// is a regular file.
    static func entryProblem(_ output: String, _ entry: Output, folder: String) -> String? {
        let components = output.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, !output.hasPrefix("/"),
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              // A NUL would cut the path short where the system reads it; other controls are valid in names.
              !output.unicodeScalars.contains("\0") else {
            return "not a path inside the output folder"
        }
        let file = components.last!
        guard let dot = file.lastIndex(of: "."), outputExtensions.contains(String(file[file.index(after: dot)...])) else {
            return "not a file Galley writes (.png, .pdf or .html)"
        }
        guard let language = try? LanguageTag(components[0]), language.identifier == components[0], !language.script.isEmpty else {
            return "'\(Escaped(components[0]))' is not a language folder"
        }
        let page = (components.dropFirst().joined(separator: "/") as NSString).deletingPathExtension
        guard page == entry.page else { return "not the output of its page '\(Escaped(entry.page))'" }
        var path = folder
        for (n, component) in components.enumerated() {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { break }
            let kind = status.st_mode & S_IFMT
            if n < components.count - 1, kind != S_IFDIR { return "'\(Escaped(path))' is not a folder" }
            if n == components.count - 1, kind != S_IFREG { return "'\(Escaped(path))' is not a regular file" }
        }
        return nil
    }

    /// Whether the file at `path` is still the one recorded for it: a regular file (not a
    /// symbolic link) of the recorded size and hash. A deleted, truncated or edited output is
    /// rendered again.
    static func isIntact(_ path: String, as entry: Output) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == entry.size,
              let bytes = try? RegularFile.read(path, limit: entry.size) else { return false }
        var hash = InputHash()
        hash.add(bytes)
        return hash.hex == entry.digest
    }

    /// The entry for an output just written at `path`: its size and hash read back.
    static func written(_ path: String, hash: String, page: String) -> Output? {
        guard let bytes = try? RegularFile.read(path) else { return nil }
        var digest = InputHash()
        digest.add(bytes)
        return Output(hash: hash, page: page, size: bytes.count, digest: digest.hex)
    }

    /// Writes the record into `folder` whole or not at all (an exclusive temporary file, then a
    /// rename): a build killed at any moment leaves the last complete record.
    func save(in folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(self)
        try AtomicFile.write(to: folder + "/" + Self.fileName) { $0.write(Array(data)) }
    }
}
